import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import {
  fillPattern,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  uniqueEntries,
  UNLISTED_PATHS,
  w3cDate,
  type SitemapEntry,
} from '../../scripts/release/sitemap'
import { allItems, LIST_PAGES_IN_FLIGHT } from '../../scripts/release/sitemapSources'
import { ROUTES } from '../../sites/routes'

const ORIGIN = 'https://contoh.id'
const parser = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'url' || n === 'sitemap' })
const synthetic = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    loc: `${ORIGIN}/News/berita-${i}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }))

describe('sitemap files', () => {
  it('is one urlset up to 10,000 addresses, absolute, with lastmod from the item', () => {
    const files = sitemapFiles(ORIGIN, [
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/News/a&b`, lastmod: '2026-03-01T08:00:00+07:00' },
    ])
    expect(files.map((f) => f.path)).toEqual(['sitemap.xml'])
    const xml = files[0]!.body
    expect(XMLValidator.validate(xml)).toBe(true)
    const urls = (parser.parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } }).urlset.url
    expect(urls).toEqual([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/News/a&b`, lastmod: '2026-03-01T01:00:00.000Z' },
    ])
    expect(sitemapFiles(ORIGIN, synthetic(SITEMAP_MAX_URLS))).toHaveLength(1)
  })

  it('past 10,000 addresses becomes an index of parts of at most 10,000, none lost or repeated', () => {
    const entries = synthetic(2 * SITEMAP_MAX_URLS + 1)
    const files = sitemapFiles(ORIGIN, entries)
    expect(files.map((f) => f.path)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
    for (const f of files) expect(XMLValidator.validate(f.body), f.path).toBe(true)
    const index = (
      parser.parse(files[0]!.body) as { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } }
    ).sitemapindex.sitemap
    expect(index.map((s) => s.loc)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`))
    // Each part's lastmod is its newest item's.
    expect(index[0]!.lastmod).toBe(entries[SITEMAP_MAX_URLS - 1]!.lastmod)
    const parts = files
      .slice(1)
      .map((f) => (parser.parse(f.body) as { urlset: { url: { loc: string }[] } }).urlset.url)
    expect(parts.map((p) => p.length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1])
    expect(parts.flat().map((u) => u.loc)).toEqual(entries.map((e) => e.loc))
    // Parsing 20,001 addresses back takes about 1 s alone and several on a machine busy with other work.
  }, 30_000)

  it('splits at any size it is given', () => {
    const files = sitemapFiles(ORIGIN, synthetic(25), 10)
    expect(files.map((f) => f.path)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
  })

  it('writes an address once, keeping a date a later duplicate has', () => {
    expect(
      uniqueEntries([
        { loc: `${ORIGIN}/a` },
        { loc: `${ORIGIN}/b`, lastmod: '2026-01-02' },
        { loc: `${ORIGIN}/a`, lastmod: '2026-01-01' },
      ]),
    ).toEqual([
      { loc: `${ORIGIN}/a`, lastmod: '2026-01-01' },
      { loc: `${ORIGIN}/b`, lastmod: '2026-01-02' },
    ])
  })

  it('leaves out a date it cannot read rather than inventing one', () => {
    expect(w3cDate('bukan tanggal')).toBeNull()
    expect(w3cDate(null)).toBeNull()
    expect(sitemapFiles(ORIGIN, [{ loc: `${ORIGIN}/x`, lastmod: 'kemarin' }])[0]!.body).not.toContain(
      'lastmod',
    )
  })
})

describe('robots.txt', () => {
  it('production: allows, keeps flow pages out, names the sitemap', () => {
    const text = robotsTxt({ origin: ORIGIN, indexable: true, listSitemap: true })
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const p of UNLISTED_PATHS) expect(text).toContain(`Disallow: ${p}\n`)
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })
  it('non-production: disallows everything, names no sitemap', () => {
    const text = robotsTxt({ origin: ORIGIN, indexable: false, listSitemap: true })
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m)
    expect(text).not.toContain('Sitemap:')
    expect(text).not.toContain('Allow:')
  })
  it('settings say robot_index false: crawlable (so the noindex is read) but no sitemap', () => {
    const text = robotsTxt({ origin: ORIGIN, indexable: true, listSitemap: false })
    expect(text).toContain('Allow: /')
    expect(text).not.toContain('Sitemap:')
  })
})

describe('addresses from the route table', () => {
  it('fills required and optional parameters, encoded', () => {
    expect(fillPattern(ROUTES.eventCareerDetail.pattern, { id: 3 })).toBe('/Event/Careers/3')
    expect(fillPattern(ROUTES.eventCareerDetail.pattern, { id: 3, slug: 'web dev' })).toBe(
      '/Event/Careers/3/web%20dev',
    )
    expect(fillPattern(ROUTES.portfolio.pattern, {})).toBe('/Portfolio')
    expect(fillPattern(ROUTES.portfolio.pattern, { type: 'corporate', title: 'x' })).toBe(
      '/Portfolio/corporate/x',
    )
    expect(() => fillPattern(ROUTES.eventDetail.pattern, {})).toThrow(/missing slug/)
  })
})

describe('walking a paginated list', () => {
  it('follows pages to the last one and fails the build on a failed page', async () => {
    const pages = [[1, 2], [3, 4], [5]]
    const asked: number[] = []
    const items = await allItems('posts', (page) => {
      asked.push(page)
      return Promise.resolve({
        status: true as const,
        message: 'OK',
        data: pages[page - 1]!,
        pagination: { page, perPage: 2, totalItems: 5, totalPages: 3 },
      })
    })
    expect(items).toEqual([1, 2, 3, 4, 5])
    expect(asked).toEqual([1, 2, 3])
    await expect(
      allItems('posts', () =>
        Promise.resolve({ status: false as const, message: 'Server error', data: null, pagination: null }),
      ),
    ).rejects.toThrow('sitemap posts: Server error')
  })

  const list =
    (totalItems: number, perPage: number, asked: number[], inFlight = { now: 0, most: 0 }) =>
    async (page: number) => {
      asked.push(page)
      inFlight.most = Math.max(inFlight.most, ++inFlight.now)
      // Later pages answer sooner: the order kept must be the pages', not the answers'.
      await new Promise((resolve) => setTimeout(resolve, 20 - page))
      inFlight.now--
      const from = (page - 1) * perPage
      return {
        status: true as const,
        message: 'OK',
        data: Array.from({ length: Math.max(0, Math.min(perPage, totalItems - from)) }, (_, i) => from + i),
        pagination: { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage) },
      }
    }

  it('asks the pages after the first a few at a time, every item once and in order', async () => {
    const asked: number[] = []
    const inFlight = { now: 0, most: 0 }
    const items = await allItems('posts', list(1234, 100, asked, inFlight))
    expect(items).toEqual(Array.from({ length: 1234 }, (_, i) => i))
    expect(asked.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1))
    expect(inFlight.most).toBe(LIST_PAGES_IN_FLIGHT)
  })

  it('fails the build on a list past the guard rather than drop its tail', async () => {
    await expect(allItems('posts', list(50_001, 100, []))).rejects.toThrow(/past the guard/)
    expect(await allItems('posts', list(0, 100, []))).toEqual([])
  })
})
