/**
 * The sandbox's sample catalogues read like content: every registry tenant but the one not yet open
 * has its own, titles are one organisation's alone, a body never repeats its summary, and a cover is
 * named after its item (it shows the title, not "post 21").
 */
import { describe, expect, it } from 'vitest'
import { CATALOGUES, catalogueFor } from '../../sandbox/seed/catalogues'
import { TENANTS } from '../../sites/registry'

describe('sandbox catalogues', () => {
  it('give every tenant a catalogue; only the site that is not open has an empty one', () => {
    for (const { key } of TENANTS) {
      const cat = catalogueFor(key)
      if (key === 'comingsoon') expect(cat.posts).toEqual([])
      else expect(cat.classes.length, key).toBeGreaterThan(3)
    }
  })

  it('keep every title and id to one organisation', () => {
    const owner = new Map<string, string>()
    for (const cat of CATALOGUES)
      for (const mark of [
        ...cat.posts.flatMap((p) => [`post:${p.title}`, `post#${p.id}`]),
        ...cat.classes.flatMap((k) => [`class:${k.name}`, `class#${k.id}`, `slug:${k.slug}`]),
        ...cat.programs.flatMap((p) => [`program:${p.name}`, `program#${p.id}`]),
        ...cat.courses.flatMap((k) => [`course:${k.title}`, `course#${k.id}`]),
      ]) {
        expect(owner.get(mark) ?? cat.key, mark).toBe(cat.key)
        owner.set(mark, cat.key)
      }
  })

  it('never repeat a summary in the body, and name covers after their items', () => {
    for (const cat of CATALOGUES)
      for (const post of cat.posts) {
        expect(post.content.includes(post.summary), post.title).toBe(false)
        expect(post.cover).toMatch(new RegExp(`/[a-z0-9-]{8,}\\.svg$`))
      }
  })

  it('count each organisation by its own figures', () => {
    const students = new Set(CATALOGUES.map((c) => c.counters.students))
    expect(students.size).toBe(CATALOGUES.length)
    for (const cat of CATALOGUES) expect(cat.counters.classes).toBe(cat.classes.length)
  })
})
