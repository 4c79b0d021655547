/**
 * The search engine on the page: the tenant's Pagefind index (`/pagefind/`, written by the build,
 * scripts/release/searchIndex.ts). Loaded by dynamic import only when a visitor opens the search box
 * or the results page, so no page's first load carries it. Pagefind's own script is not bundled:
 * it is the tenant's file, fetched from the site root with the index it was built with.
 *
 * Pagefind fetches index chunks as a query needs them; the service worker keeps what was fetched
 * (sw/searchCache.ts). Offline, a chunk never fetched is simply not searched, and Pagefind stays
 * silent about it, so `coverage` compares the index's chunk list with the cache to say so.
 *
 * It lives in shell/ because the header's search button (shell/SearchButton.tsx) warms it up, and
 * the shell may not import a feature; the results page (features/search/) imports it from here.
 */
import { CACHE_NAMES } from '../../sw/protocol'
import { correctedQueries, matchedWords, searchForgiving } from './correction'
import {
  KIND_FILTER,
  KIND_ORDER,
  SEARCH_ARCHIVE_DIR,
  SEARCH_CHUNKS_FILE,
  SEARCH_INDEX_DIR,
  SEARCH_WORDS_FILE,
} from './kinds'

const BASE = `/${SEARCH_INDEX_DIR}/`
/**
 * Results whose data (title, excerpt: one small file each) a query loads at first; "more" loads the
 * next as many. Ten keep the first query within 100 KB with the engine and an index chunk.
 */
export const RESULTS_STEP = 10

interface PagefindResult {
  id: string
  data: () => Promise<{
    url: string
    excerpt: string
    content: string
    locations: number[]
    meta: Record<string, string | undefined>
    filters: Record<string, string[] | undefined>
  }>
}

interface PagefindSearch {
  results: PagefindResult[]
  unfilteredResultCount: number
  filters: Record<string, Record<string, number>>
  totalFilters: Record<string, Record<string, number>>
}

/** What the engine uses of Pagefind's API (the recall bench runs the same in Node). */
export interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<Record<string, Record<string, number>>>
  /** A null query with a filter lists every record of that kind. */
  search: (q: string | null, o?: { filters?: Record<string, string> }) => Promise<PagefindSearch | null>
  preload: (q: string) => Promise<void>
  /** Adds another index's records to every search from now on (its path ends with `/`). */
  mergeIndex: (path: string) => Promise<void>
  /** Forgets the indexes loaded: the next `options` and `init` start over. */
  destroy: () => Promise<void>
}

export interface SearchHit {
  url: string
  title: string
  /** Pagefind's excerpt: escaped text with the query's words in `<mark>`. */
  excerpt: string
  kind: string
  /** The words of the result the query matched (shell/search/correction.ts `matchedWords`). */
  words: string[]
}

export interface SearchAnswer {
  hits: SearchHit[]
  /** Results of the query (with the kind filter applied). */
  total: number
  /** Results per kind for the query without the kind filter, in display order. */
  kinds: { kind: string; count: number }[]
  /** The corrected query these results answer, when the query as typed found nothing. */
  corrected?: string
}

/** The best retry of a query that found nothing (`correctedQueries`' first), or null. */
export function correctedQuery(query: string, words: readonly string[]): string | null {
  return correctedQueries(query, words)[0] ?? null
}

let words: Promise<string[]> | undefined

/** The tenant's words, fetched once and only for a query that found nothing. */
function vocabulary(): Promise<string[]> {
  return (words ??= fetch(`${BASE}${SEARCH_WORDS_FILE}`)
    .then(async (r) => (r.ok ? ((await r.json()) as { words: string[] }).words : []))
    .catch(() => {
      words = undefined
      return []
    }))
}

let engine: Promise<Pagefind> | undefined

function load(): Promise<Pagefind> {
  return (engine ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${BASE}pagefind.js`)) as Pagefind
    // On the main thread: a worker would be one more file (12 KB) before the first result.
    await pagefind.options({ basePath: BASE, excerptLength: 24, noWorker: true })
    await pagefind.init()
    // Loads the kind filter's chunk (under a kilobyte): without it, answers carry no counts per kind.
    await pagefind.filters()
    // The chunk list is tiny; fetched now, the service worker has it for `coverage` offline, and
    // the results page learns whether there is an archive to offer.
    void listing()
    return pagefind
  })().catch((error: unknown) => {
    engine = undefined
    throw error
  }))
}

interface Listing {
  chunks: string[]
  /** Items in the archive index (shell/search/kinds.ts `SEARCH_ARCHIVE_DIR`); 0 or absent: none. */
  archive?: number
}

let listed: Promise<Listing | null> | undefined

/** The index's `chunks.json`, fetched once (a failure is asked again next time). */
function listing(): Promise<Listing | null> {
  return (listed ??= fetch(`${BASE}${SEARCH_CHUNKS_FILE}`)
    .then((r) => (r.ok ? (r.json() as Promise<Listing>) : null))
    .catch(() => null)
    .then((l) => {
      if (!l) listed = undefined
      return l
    }))
}

/** How many older items the archive holds, not searched until `includeArchive` (0: no archive). */
export async function archiveSize(): Promise<number> {
  return (await listing())?.archive ?? 0
}

let archive: Promise<void> | undefined

/** Merges the archive beside `base` into a loaded Pagefind, with its kind counts. */
export async function mergeArchive(pagefind: Pagefind, base = BASE): Promise<void> {
  await pagefind.mergeIndex(`${base}${SEARCH_ARCHIVE_DIR}/`)
  // As at load: without its filter chunk, the archive's results would carry no counts per kind.
  await pagefind.filters()
}

/** Whether every search from now on covers the archive too. */
export function archiveIncluded(): boolean {
  return archive !== undefined
}

/**
 * Merges the archive into the engine: from then on every query searches it too. If it does not load
 * (the connection dropped), the engine starts over on the next query, without it: a half-merged
 * index would fail every search.
 */
export function includeArchive(): Promise<void> {
  return (archive ??= load()
    .then((pagefind) => mergeArchive(pagefind))
    .catch(async (error: unknown) => {
      archive = undefined
      const pagefind = await engine?.catch(() => undefined)
      engine = undefined
      await pagefind?.destroy().catch(() => undefined)
      throw error
    }))
}

/** Starts loading the engine (the search box was opened): the first query then waits less. */
export function warmUp(): void {
  load().catch(() => undefined)
}

/**
 * Loads the index chunks a query being typed will need (Pagefind's `preload`), so sending it waits
 * only for the results' own small files.
 */
export function preload(query: string): void {
  if (query.trim().length < 2) return
  load()
    .then((pagefind) => pagefind.preload(query.trim()))
    .catch(() => undefined)
}

/**
 * The query's results, or when it matched a word only loosely or found nothing, those of the first of
 * its corrections that finds something (a typo or swapped letters corrected, a shortened word
 * completed: shell/search/correction.ts), else none.
 */
export async function search(
  query: string,
  kind: string | null,
  limit = RESULTS_STEP,
): Promise<SearchAnswer> {
  return searchIn(await load(), vocabulary, query, kind, limit)
}

const NOTHING: SearchAnswer = { hits: [], total: 0, kinds: [] }

/** `search` over a given Pagefind and words: the recall bench measures the page's search through it. */
export function searchIn(
  pagefind: Pagefind,
  words: () => Promise<readonly string[]>,
  query: string,
  kind: string | null,
  limit: number,
): Promise<SearchAnswer> {
  return searchForgiving(query, (q) => searchAsTyped(pagefind, q, kind, limit), words, NOTHING)
}

/** Pagefind's own answer to the query, its first `limit` results loaded. */
export async function searchAsTyped(
  pagefind: Pagefind,
  query: string,
  kind: string | null,
  limit: number,
): Promise<SearchAnswer> {
  const answer = await pagefind.search(query, kind ? { filters: { [KIND_FILTER]: kind } } : {})
  if (!answer) return NOTHING
  const data = await Promise.all(answer.results.slice(0, limit).map((r) => r.data()))
  const counts = answer.totalFilters[KIND_FILTER] ?? answer.filters[KIND_FILTER] ?? {}
  return {
    hits: data.map((d) => ({
      url: d.url,
      title: d.meta.title || d.url,
      excerpt: d.excerpt,
      kind: d.filters[KIND_FILTER]?.[0] ?? '',
      words: matchedWords(d.content, d.locations),
    })),
    total: answer.results.length,
    kinds: KIND_ORDER.filter((k) => (counts[k] ?? 0) > 0).map((k) => ({ kind: k, count: counts[k]! })),
  }
}

export interface Coverage {
  cached: number
  total: number
}

/**
 * How much of the index this device holds: the chunks the service worker has cached, of all the
 * index's chunks. Null when it cannot tell (no Cache API, no list yet).
 */
export async function coverage(): Promise<Coverage | null> {
  if (typeof caches === 'undefined') return null
  try {
    const cache = await caches.open(CACHE_NAMES.search)
    const listed = await cache.match(`${BASE}${SEARCH_CHUNKS_FILE}`, { ignoreSearch: true })
    const list = listed ?? (await fetch(`${BASE}${SEARCH_CHUNKS_FILE}`).catch(() => null))
    if (!list?.ok) return null
    const { chunks } = (await list.json()) as { chunks: string[] }
    const held = await Promise.all(chunks.map((c) => cache.match(`${BASE}${c}`)))
    return { cached: held.filter(Boolean).length, total: chunks.length }
  } catch {
    return null
  }
}

/** The excerpt as text and marked runs, for React to render without parsing HTML. */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (s: string) =>
    s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) =>
      e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
    )
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), marked: false },
    )
}
