/**
 * The kind table (api/postKinds.ts) is the one list of post kinds: every surface derives its list
 * from it (a kind added to the table reaches each one), the table agrees with the route table and
 * the post sections, and no other module of the app lists kinds by hand.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  deskKindsOf,
  feedsOf,
  latestOf,
  POST_KIND_TABLE,
  POST_KINDS,
  searchKindsOf,
  type PostKindTable,
} from '../../api/postKinds'
import { POST_KINDS as API_POST_KINDS } from '../../api/posts'
import { deskKinds } from '../../features/desk/deskLogic'
import { SECTIONS } from '../../features/posts/sections'
import { SEARCH_KINDS } from '../../shell/search/kinds'
import { FEEDS } from '../../scripts/feeds'
import { pagesShowing } from '../../scripts/release/rebuildPlan'
import { prerenderPlan } from '../../scripts/release/tenant'
import { ROUTES } from '../../sites/routes'
import * as landingParams from '../../sites/landings/sections/params'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('the kind table', () => {
  const withNewKind: PostKindTable = {
    ...POST_KIND_TABLE,
    webinar: {
      label: 'Webinar',
      lists: ['/Event'],
      feed: 'webinars',
      landing: { pageSize: 4 },
      search: 'webinar',
      desk: true,
    },
  }
  const prerendered = prerenderPlan().map((p) => p.url)

  it('gives a kind added to it to every derived surface', () => {
    expect(feedsOf(withNewKind)).toContainEqual({ kind: 'webinar', feed: 'webinars', label: 'Webinar' })
    expect(searchKindsOf(withNewKind)).toMatchObject({ webinar: 'Webinar' })
    expect(deskKindsOf(withNewKind)).toContain('webinar')
    expect(latestOf(withNewKind, 'webinar')).toEqual({ kindSlug: 'webinar', pageSize: 4 })
    // The release service rebuilds its list pages and the home (its landing section).
    expect(pagesShowing(['webinar'], withNewKind, prerendered)).toEqual(['/', '/Event', '/Pesilat'])
  })

  it('is what each surface of the app lists', () => {
    expect(API_POST_KINDS).toEqual(Object.keys(POST_KIND_TABLE))
    expect(FEEDS).toEqual(feedsOf(POST_KIND_TABLE).map((f) => f.feed))
    for (const [search, label] of Object.entries(searchKindsOf(POST_KIND_TABLE)))
      expect(SEARCH_KINDS).toHaveProperty(search, label)
    expect([...new Set(deskKinds([]).map((s) => s.kindSlug))]).toEqual(deskKindsOf(POST_KIND_TABLE))
    const latest = Object.values(landingParams).filter(
      (v): v is { kindSlug: string; pageSize: number } =>
        typeof v === 'object' && v !== null && 'kindSlug' in v,
    )
    expect(latest.map((p) => p.kindSlug).sort()).toEqual(
      POST_KINDS.filter((k) => POST_KIND_TABLE[k].landing).sort(),
    )
  })

  it('names list pages that are routes, and the sections of each kind are those lists', () => {
    const patterns = Object.values(ROUTES).map((r) => r.pattern)
    const served = (list: string) =>
      patterns.includes(list) ||
      Object.values(ROUTES).some((r) =>
        new RegExp(`^${r.pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(list),
      )
    for (const kind of POST_KINDS)
      for (const list of POST_KIND_TABLE[kind].lists) expect(served(list), list).toBe(true)
    for (const section of Object.values(SECTIONS))
      expect(POST_KIND_TABLE[section.kindSlug].lists as readonly string[]).toContain(section.listPath)
    // Each kind's rebuild renders pre-rendered pages only.
    for (const kind of POST_KINDS)
      for (const page of pagesShowing([kind])) expect(prerendered).toContain(page)
    expect(pagesShowing(['news'])).toEqual(['/', '/Berita', '/News', '/Pesilat'])
  })
})

/** Post-kind names as string literals in a kind's context: `kindSlug: 'news'`, `kind === 'blog'`, feed names. */
const KIND_NAMES = [...new Set([...POST_KINDS, ...feedsOf(POST_KIND_TABLE).map((f) => f.feed)])]
const KIND_LITERAL = new RegExp(
  `(?:kindSlug|kind|_KIND|Kind|FeedName|feed)\\b[^'\\n]{0,12}'(${KIND_NAMES.join('|')})'`,
  'g',
)
const APP_DIRS = [
  'api',
  'components',
  'content',
  'deploy',
  'features',
  'pages',
  'renderer',
  'scripts',
  'shell',
  'sites',
  'sw',
]

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(rel)
    return /\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

describe('no module lists post kinds by hand', () => {
  it('finds at most one kind named by literal in a module other than the table', () => {
    const offenders: string[] = []
    for (const file of APP_DIRS.flatMap(sources)) {
      if (file === path.join('api', 'postKinds.ts')) continue
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      // Feed names are plural kinds: one kind named twice is still one kind.
      const kinds = new Set([...text.matchAll(KIND_LITERAL)].map((m) => m[1]!.replace(/s$/, '')))
      if (kinds.size > 1) offenders.push(`${file}: ${[...kinds].join(', ')}`)
    }
    expect(offenders).toEqual([])
  })

  it('would catch a hand-made list', () => {
    const handMade = `const kinds = [{ kindSlug: 'news' }, { kindSlug: 'blog' }]`
    expect(new Set([...handMade.matchAll(KIND_LITERAL)].map((m) => m[1])).size).toBe(2)
  })
})
