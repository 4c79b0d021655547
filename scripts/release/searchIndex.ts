/**
 * A tenant's site search index, written at build time into its own output (`pagefind/`), so it
 * holds that tenant's pages only: its pre-rendered pages (the sitemap's page list, read from the
 * staging HTML without the site header and footer every page repeats) and, as custom records, the
 * items behind its entry paths (scripts/release/sitemapSources.ts lists them from the same API
 * calls as the sitemap) and its active mentors.
 *
 * Pagefind (a Rust binary driven through its Node API) splits the index into chunks a query loads
 * on demand. Every record is Indonesian (`forceLanguage: 'id'`): its Snowball stemmer reduces
 * "belajar" and "pembelajaran" to one stem. Only the files the results page loads are kept: the
 * library's own UI bundles are deleted, so a build ships no code nobody loads.
 *
 * `chunks.json` lists the index's chunk files: offline, the results page compares it with what the
 * service worker has cached to say whether part of the index is missing. It also says how many items
 * went to the archive (`pagefind/arsip/`, shell/search/kinds.ts `SEARCH_ARCHIVE_DIR`): those past the
 * newest `RECENT_PER_KIND` of their kind, in the order the API lists them (posts newest first). The
 * archive is a second Pagefind index without an engine of its own: the page merges it into the first
 * (`mergeIndex`), which lends it its WebAssembly.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  KIND_FILTER,
  RECENT_PER_KIND,
  SEARCH_ARCHIVE_DIR,
  SEARCH_CHUNKS_FILE,
  SEARCH_INDEX_DIR,
  SEARCH_KINDS,
  SEARCH_WORDS_FILE,
} from '../../shell/search/kinds'
import { apiContextFor, type SiteRuntime } from '../../sites/runtime'
import { ROUTES } from '../../sites/routes'
import type { SearchRecord } from './sitemapSources'
import { listFiles } from './tree'

/** What the results page needs of the output; the rest (UI bundles, other languages' wasm) goes. */
const KEPT =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.id\.pagefind|(index|filter|fragment)\/.+)$/
/** The archive's: its records alone, the engine is the first index's. */
const ARCHIVE_KEPT = /^(pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(index|filter|fragment)\/.+)$/

/** Pre-rendered pages not worth a result: the search page itself. */
const NOT_INDEXED = [ROUTES.search.pattern]

export interface SearchIndexOutcome {
  pages: number
  records: number
  /** Of them, in the archive. */
  archived: number
  bytes: number
  ms: number
}

function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`
}

/** A page's HTML tagged with its kind (a Pagefind filter on `<body>`). */
function taggedPage(html: string): string {
  return html.replace(/<body\b/, `<body data-pagefind-filter="${KIND_FILTER}:${SEARCH_KINDS.page}"`)
}

/** Words a typo is corrected to: those of the tenant's items, four to twenty-four letters. */
export function vocabulary(records: readonly Pick<SearchRecord, 'title' | 'text'>[]): string[] {
  const words = new Set<string>()
  for (const r of records)
    for (const w of `${r.title} ${r.text}`.toLowerCase().match(/\p{L}{4,24}/gu) ?? []) words.add(w)
  return [...words].sort()
}

/** The newest `perKind` records of each kind first, the rest for the archive; order kept. */
export function splitByRecency<T extends { kind: string }>(
  records: readonly T[],
  perKind = RECENT_PER_KIND,
): { recent: T[]; archive: T[] } {
  const seen = new Map<string, number>()
  const recent: T[] = []
  const archive: T[] = []
  for (const record of records) {
    const n = (seen.get(record.kind) ?? 0) + 1
    seen.set(record.kind, n)
    ;(n <= perKind ? recent : archive).push(record)
  }
  return { recent, archive }
}

export async function writeSearchIndex(
  site: SiteRuntime,
  siteRoot: string,
  pagePaths: readonly string[],
  records: readonly SearchRecord[],
  recentPerKind = RECENT_PER_KIND,
): Promise<SearchIndexOutcome> {
  const started = performance.now()
  // Loaded late, as the sitemap's API modules are (they bring React before Vike sets production mode).
  const [pagefind, batches] = await Promise.all([import('pagefind'), import('../../api/batches')])
  const mentors = await batches.listActiveMentors(apiContextFor(site))
  if (!mentors.status) throw new Error(`search index mentors: ${mentors.message}`)

  const createIndex = async () => {
    const { index, errors } = await pagefind.createIndex({
      forceLanguage: 'id',
      // The shell every page repeats, and item cards: their items are records of their own, so a
      // list page would only repeat them as one more, vaguer result (and weigh on every chunk).
      // The skip link and a list's filters (components/FilterSelect: a label and its options, which
      // Pagefind would run together as "SemuaPendaftaran dibuka…") are controls, not content: left
      // in, every excerpt of a page without a match would start with them.
      excludeSelectors: [
        '.site-header',
        '.site-footer',
        '.skip-link',
        '.filter',
        'select',
        '.card',
        'script',
        'style',
        'noscript',
      ],
    })
    if (!index) throw new Error(`search index: ${errors.join('; ')}`)
    return index
  }
  type Index = Awaited<ReturnType<typeof createIndex>>
  const fail = (what: string, e: string[]) => {
    if (e.length) throw new Error(`search index ${what}: ${e.join('; ')}`)
  }
  const addRecords = async (index: Index, list: readonly SearchRecord[]) => {
    for (const record of list) {
      const response = await index.addCustomRecord({
        url: record.path,
        content: `${record.title}. ${record.text}`,
        language: 'id',
        meta: { title: record.title },
        filters: { [KIND_FILTER]: [SEARCH_KINDS[record.kind]] },
      })
      fail(record.path, response.errors)
    }
  }
  /** Writes the index into `dir`, keeps what `kept` names; its bytes and chunk files. */
  const writeOut = async (index: Index, dir: string, kept: RegExp) => {
    fail('write', (await index.writeFiles({ outputPath: dir })).errors)
    await index.deleteIndex()
    let bytes = 0
    const chunks: string[] = []
    for (const file of listFiles(dir)) {
      if (!kept.test(file)) {
        fs.rmSync(path.join(dir, file))
        continue
      }
      bytes += fs.statSync(path.join(dir, file)).size
      if (/^(index|filter)\//.test(file)) chunks.push(file)
    }
    return { bytes, chunks }
  }

  const index = await createIndex()
  let pages = 0
  for (const pathname of pagePaths) {
    if (NOT_INDEXED.includes(pathname)) continue
    const file = path.join(siteRoot, pageFile(pathname))
    if (!fs.existsSync(file)) continue
    fail(
      pathname,
      (await index.addHTMLFile({ url: pathname, content: taggedPage(fs.readFileSync(file, 'utf8')) })).errors,
    )
    pages++
  }
  const all: SearchRecord[] = [
    ...records,
    ...mentors.data.map((m) => ({
      path: ROUTES.mentor.pattern,
      kind: 'mentor' as const,
      title: m.name,
      text: [m.title, m.company, ...(m.expertise ?? [])].filter(Boolean).join(' · '),
    })),
  ]
  const { recent, archive } = splitByRecency(all, recentPerKind)
  await addRecords(index, recent)
  const out = path.join(siteRoot, SEARCH_INDEX_DIR)
  const first = await writeOut(index, out, KEPT)
  let bytes = first.bytes
  if (archive.length) {
    const archived = await createIndex()
    await addRecords(archived, archive)
    bytes += (await writeOut(archived, path.join(out, SEARCH_ARCHIVE_DIR), ARCHIVE_KEPT)).bytes
  }
  fs.writeFileSync(
    path.join(out, SEARCH_CHUNKS_FILE),
    JSON.stringify({ chunks: first.chunks.sort(), archive: archive.length }),
  )
  fs.writeFileSync(path.join(out, SEARCH_WORDS_FILE), JSON.stringify({ words: vocabulary(all) }))
  return {
    pages,
    records: all.length,
    archived: archive.length,
    bytes,
    ms: Math.round(performance.now() - started),
  }
}
