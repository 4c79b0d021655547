/**
 * Every one of the 40 built homes has exactly one h1, and it is the landing's headline: the hero's
 * first line of what the site offers, not the site name (which the header's logo already gives and
 * the hero shows as the small line above the headline). Read from what ships: the pre-rendered
 * `index.html` of each tenant (the run's build of dist/ when current, ./built-sites.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TENANTS } from '../../sites/registry'
import { builtSites, type BuiltSites } from './built-sites'
import { useSandbox } from './harness'

const KEYS = TENANTS.map((t) => t.key)
const sandbox = useSandbox()
let built: BuiltSites | undefined
let dist = ''
afterAll(() => built?.remove())

/** The home's markup as a document (scripts are not run). */
function homeDocument(key: string) {
  const html = fs.readFileSync(path.join(dist, key, 'index.html'), 'utf8')
  const window = new Window()
  return new window.DOMParser().parseFromString(html, 'text/html')
}

const text = (el: { textContent: string | null } | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('each home’s one h1 is the hero headline', { timeout: 900_000 }, () => {
  beforeAll(async () => {
    built = await builtSites(KEYS, sandbox.baseUrl, 'home-headings')
    dist = built.dir
  }, 900_000)

  it.each(KEYS)('%s', (key) => {
    const doc = homeDocument(key)
    const h1s = [...doc.querySelectorAll('h1')]
    expect(h1s.map(text)).toHaveLength(1)
    const h1 = h1s[0]!
    const hero = doc.querySelector('main .hero')
    expect(hero, 'the home has a hero').not.toBeNull()
    expect(h1.closest('.hero')).toBe(hero)
    expect(h1.classList.contains('hero__headline')).toBe(true)
    expect(text(h1)).not.toBe('')
    // The site name (the home's document title) is the line above it, not a heading.
    const eyebrow = hero!.querySelector('.hero__eyebrow')
    expect(eyebrow?.tagName).toBe('P')
    expect(text(eyebrow)).toBe(doc.title.trim())
    expect(text(h1)).not.toBe(doc.title.trim())
    // Nothing on the page is a heading before it.
    const first = doc.querySelector('h1, h2, h3, h4, h5, h6')
    expect(first).toBe(h1)
  })
})
