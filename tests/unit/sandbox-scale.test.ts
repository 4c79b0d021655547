/**
 * The sandbox's scale mode (sandbox/seed/scale.ts): `SANDBOX_SCALE` grows the named catalogues to
 * real sizes, deterministically, with sample items that stay fictional; without it every catalogue
 * is exactly the sample one.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUES, catalogueFor } from '../../sandbox/seed/catalogues'
import { parseScale, scaleCatalogue, scaledCatalogues, SCALE_ID_BASE } from '../../sandbox/seed/scale'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('sandbox scale mode', () => {
  it('reads key:factor pairs and refuses anything else', () => {
    expect(parseScale(undefined).size).toBe(0)
    expect(parseScale('').size).toBe(0)
    expect([...parseScale('aksara:100, smkcoding:10')]).toEqual([
      ['aksara', 100],
      ['smkcoding', 10],
    ])
    for (const bad of ['aksara', 'aksara:0', 'aksara:1.5', 'aksara:x', ':3', 'aksara:501'])
      expect(() => parseScale(bad), bad).toThrow(/SANDBOX_SCALE/)
  })

  it('leaves every catalogue as it is when no scale is given', () => {
    expect(process.env.SANDBOX_SCALE ?? '').toBe('')
    const same = scaledCatalogues(CATALOGUES, parseScale(undefined))
    same.forEach((c, i) => expect(c).toBe(CATALOGUES[i]))
    // The sample catalogue as loaded: no generated id anywhere.
    for (const c of CATALOGUES) {
      expect(c.posts.every((p) => p.id < SCALE_ID_BASE.post)).toBe(true)
      expect(c.classes.every((k) => k.id < SCALE_ID_BASE.class)).toBe(true)
    }
  })

  it('refuses a key no catalogue answers', () => {
    expect(() => scaledCatalogues(CATALOGUES, parseScale('nosuchsite:2'))).toThrow(/nosuchsite/)
  })

  it('grows one catalogue to the sizes of its factor, the sample items kept, others untouched', () => {
    const base = catalogueFor('aksara')
    const grown = scaledCatalogues(CATALOGUES, parseScale('aksara:3'))
    const scaled = grown.find((c) => c.key === 'aksara')!
    const count = (kind: string) => scaled.posts.filter((p) => p.kindSlug === kind).length
    const baseCount = (kind: string) => base.posts.filter((p) => p.kindSlug === kind).length
    expect(scaled.posts.length).toBe(base.posts.length + 300)
    expect(count('news') - baseCount('news')).toBe(120)
    expect(count('event') - baseCount('event')).toBe(15)
    expect(scaled.classes.length).toBe(base.classes.length + 60)
    expect(scaled.jobs.length).toBe(base.jobs.length + 6)
    expect(scaled.counters.classes).toBe(scaled.classes.length)
    for (const p of base.posts) expect(scaled.posts).toContainEqual(p)
    for (const c of grown) if (c.key !== 'aksara') expect(c).toBe(CATALOGUES.find((x) => x.key === c.key))
    // Newest first, as the sandbox's lists expect; unique ids and slugs.
    const dates = scaled.posts.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(new Set(scaled.posts.map((p) => p.id)).size).toBe(scaled.posts.length)
    expect(new Set(scaled.posts.map((p) => p.slug)).size).toBe(scaled.posts.length)
    expect(new Set(scaled.classes.map((k) => k.slug)).size).toBe(scaled.classes.length)
    // Dates spread over years, categories of the catalogue's own.
    const years = new Set(scaled.posts.map((p) => p.publishedAt.slice(0, 4)))
    expect(years.size).toBeGreaterThanOrEqual(4)
    const categories = new Set(base.categories.map((c) => c.id))
    expect(scaled.posts.every((p) => categories.has(p.category.id))).toBe(true)
  })

  it('gives two scaled catalogues ids of their own, and refuses factors that would overflow them', () => {
    const grown = scaledCatalogues(CATALOGUES, parseScale('aksara:3,smkcoding:2'))
    const ids = (key: string) => {
      const c = grown.find((x) => x.key === key)!
      return [
        ...c.posts.map((p) => `p${p.id}`),
        ...c.classes.map((k) => `c${k.id}`),
        ...c.jobs.map((j) => `j${j.id}`),
      ]
    }
    const aksara = new Set(ids('aksara'))
    expect(ids('smkcoding').filter((id) => aksara.has(id))).toEqual([])
    expect(() => scaledCatalogues(CATALOGUES, parseScale('aksara:300,smkcoding:300'))).toThrow(/past 500/)
  })

  it('is deterministic', () => {
    const base = catalogueFor('smkcoding')
    expect(JSON.stringify(scaleCatalogue(base, 2))).toBe(JSON.stringify(scaleCatalogue(base, 2)))
  })

  it('is applied at load from SANDBOX_SCALE, in a fresh process', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./sandbox/seed/catalogues.ts').then(m => console.log(m.catalogueFor('aksara').posts.length, m.catalogueFor('demo').posts.length))",
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SANDBOX_SCALE: 'aksara:2' } },
    )
    expect(run.stderr).toBe('')
    const [aksara, demo] = run.stdout.trim().split(' ').map(Number)
    expect(aksara).toBe(catalogueFor('aksara').posts.length + 200)
    expect(demo).toBe(catalogueFor('demo').posts.length)
  })
})
