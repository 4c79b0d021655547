/**
 * The kinds of result site search tells apart, with their Indonesian labels. One table for the
 * build (it tags every record of the index with its kind, scripts/release/searchIndex.ts) and the
 * results page (it groups and filters by the same labels), so the two never disagree.
 */
import { POST_KIND_TABLE, searchKindsOf, type PostSearchKind } from '../../api/postKinds'

/** The posts' kinds and labels come from the kind table (api/postKinds.ts), in its order. */
const POST_SEARCH_KINDS = searchKindsOf(POST_KIND_TABLE) as Record<PostSearchKind, string>

export const SEARCH_KINDS = {
  class: 'Kelas',
  course: 'Kursus',
  program: 'Program',
  ...POST_SEARCH_KINDS,
  career: 'Karier',
  job: 'Lowongan',
  mentor: 'Mentor',
  portfolio: 'Portofolio',
  feature: 'Fitur',
  service: 'Layanan',
  page: 'Halaman',
} as const

export type SearchKind = keyof typeof SEARCH_KINDS

/** Pagefind's filter name the kind is stored under. */
export const KIND_FILTER = 'jenis'

/** Labels in display order: items first, plain pages last. */
export const KIND_ORDER: readonly string[] = Object.values(SEARCH_KINDS)

/** Where the build writes a tenant's index, under its site root; also the service worker's match. */
export const SEARCH_INDEX_DIR = 'pagefind'

/**
 * The archive: a second index under the first (`pagefind/arsip/`) for the items past the newest
 * `RECENT_PER_KIND` of their kind, searched only when the visitor asks for it. A first query loads
 * Pagefind's page list and filter chunks whole, about 7 bytes a record: 70 KB at 10,000 posts, beyond
 * what a phone should fetch for one answer. Capped to the newest of each kind, a first query's bytes
 * stop growing with the catalogue; an old post is one tap away ("Cari juga di arsip").
 */
export const SEARCH_ARCHIVE_DIR = 'arsip'
export const RECENT_PER_KIND = 250

/**
 * The index's own list of chunks, for saying offline how much of it is on the device, and how many
 * items its archive holds (0: none, everything is in the first index).
 */
export const SEARCH_CHUNKS_FILE = 'chunks.json'

/**
 * The words of the tenant's items (titles and texts), sorted: fetched only when a query finds
 * nothing, to correct a typo (shell/search/correction.ts).
 */
export const SEARCH_WORDS_FILE = 'words.json'
