/**
 * The search index's archive: the build keeps the newest items of each kind in the index a first
 * query loads and puts the rest in a second one (scripts/release/searchIndex.ts), which the page
 * merges on request. Built here from records against the sandbox (for the mentors it adds), then
 * searched with the index's own pagefind.js in Node, as the page searches it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitByRecency, writeSearchIndex } from '../../scripts/release/searchIndex'
import type { SearchRecord } from '../../scripts/release/sitemapSources'
import { mergeArchive, searchAsTyped, type Pagefind } from '../../shell/search/engine'
import { SEARCH_ARCHIVE_DIR, SEARCH_CHUNKS_FILE, SEARCH_INDEX_DIR } from '../../shell/search/kinds'
import { createSiteRuntime } from '../../sites/runtime'
import { useSandbox } from './harness'

const ORIGIN = 'http://arsip.test'
const sandbox = useSandbox()
let root = ''
const realFetch = globalThis.fetch

// Newest first, as the API lists posts; each has a word of its own.
const WORDS = ['anggrek', 'beringin', 'cemara', 'dahlia', 'eboni', 'flamboyan', 'gaharu', 'haramai']
const records: SearchRecord[] = WORDS.map((word, i) => ({
  path: `/News/kabar-${i + 1}`,
  kind: 'news',
  title: `Kabar ${word}`,
  text: `Contoh kabar tentang pohon ${word} di halaman sekolah.`,
}))

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-archive-'))
  const site = createSiteRuntime('demo', { API_BASE_URL: sandbox.baseUrl }, null, 'test')
  const outcome = await writeSearchIndex(site, root, [], records, 3)
  expect(outcome.archived).toBeGreaterThanOrEqual(5)
  // Pagefind fetches its files from the site: answered from the build output.
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== ORIGIN) return realFetch(input, init)
    const file = path.join(root, decodeURIComponent(url.pathname))
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return new Response(null, { status: 404 })
    return new Response(fs.readFileSync(file))
  }) as typeof fetch
}, 60_000)

afterAll(() => {
  globalThis.fetch = realFetch
  fs.rmSync(root, { recursive: true, force: true })
})

describe('splitByRecency', () => {
  it('keeps the first of each kind in order and archives the rest', () => {
    const list = [
      { kind: 'a', n: 1 },
      { kind: 'b', n: 2 },
      { kind: 'a', n: 3 },
      { kind: 'a', n: 4 },
      { kind: 'b', n: 5 },
    ]
    const { recent, archive } = splitByRecency(list, 2)
    expect(recent.map((r) => r.n)).toEqual([1, 2, 3, 5])
    expect(archive.map((r) => r.n)).toEqual([4])
  })
})

describe('the archive index', () => {
  it('is written beside the first without an engine of its own, and counted in the chunk list', () => {
    const index = path.join(root, SEARCH_INDEX_DIR)
    const listing = JSON.parse(fs.readFileSync(path.join(index, SEARCH_CHUNKS_FILE), 'utf8')) as {
      chunks: string[]
      archive: number
    }
    expect(listing.archive).toBeGreaterThanOrEqual(5)
    expect(listing.chunks.some((c) => c.startsWith(`${SEARCH_ARCHIVE_DIR}/`))).toBe(false)
    const archived = fs.readdirSync(path.join(index, SEARCH_ARCHIVE_DIR))
    expect(archived).toContain('pagefind-entry.json')
    expect(archived.some((f) => f.endsWith('.pf_meta'))).toBe(true)
    expect(archived.filter((f) => /^(pagefind\.js|pagefind-worker\.js|wasm\.)/.test(f))).toEqual([])
  })

  it('the first index finds the newest items only; merged, the archive finds the older ones too', async () => {
    const pagefind = (await import(
      `${pathToFileURL(path.join(root, SEARCH_INDEX_DIR, 'pagefind.js')).href}?archive`
    )) as Pagefind
    await pagefind.options({ basePath: `${ORIGIN}/${SEARCH_INDEX_DIR}/`, noWorker: true, excerptLength: 24 })
    await pagefind.init()
    await pagefind.filters()
    const found = async (word: string) =>
      (await searchAsTyped(pagefind, word, null, 10)).hits.map((h) => h.url.replace(ORIGIN, ''))

    expect(await found('anggrek')).toEqual(['/News/kabar-1'])
    expect(await found('cemara')).toEqual(['/News/kabar-3'])
    expect(await found('dahlia')).toEqual([])
    expect(await found('haramai')).toEqual([])
    const recent = await searchAsTyped(pagefind, 'pohon', null, 20)
    expect(recent.total).toBe(3)
    expect(recent.kinds).toEqual([{ kind: 'Berita', count: 3 }])

    await mergeArchive(pagefind, `${ORIGIN}/${SEARCH_INDEX_DIR}/`)
    expect(await found('dahlia')).toEqual(['/News/kabar-4'])
    expect(await found('haramai')).toEqual(['/News/kabar-8'])
    expect(await found('anggrek')).toEqual(['/News/kabar-1'])
    const all = await searchAsTyped(pagefind, 'pohon', null, 20)
    expect(all.total).toBe(WORDS.length)
    expect(all.kinds).toEqual([{ kind: 'Berita', count: WORDS.length }])
  })
})
