/**
 * What a change to posts of some kinds makes stale in a tenant's output, from the kind table
 * (api/postKinds.ts): the kinds' pre-rendered list pages, and the pages that render a landing (the
 * home, `/Pesilat`) where a kind has a landing section. The feeds, the sitemap, the search index and
 * the share images are always written again by an incremental build (each is one pass over the
 * API's lists, cheap next to rendering pages);
 * every other page is reused from the live output (scripts/release/tenant.ts `reuse`).
 */
import { POST_KIND_TABLE, type PostKindTable } from '../../api/postKinds'
import { ROUTES } from '../../sites/routes'
import { prerenderPlan } from './tenant'

/**
 * The pages that render a landing (sites/landings, `+data` over `landingQueriesFor`): the home, and
 * `/Pesilat`, which shows the landing the layout selects for that route name (SPEC §2).
 */
export const LANDING_PAGES = [ROUTES.home.pattern, ROUTES.pesilat.pattern]

/** The pre-rendered pages (their addresses, as `prerenderPlan` names them) that show `kinds`. */
export function pagesShowing(
  kinds: Iterable<string>,
  table: PostKindTable = POST_KIND_TABLE,
  prerendered: readonly string[] = prerenderPlan().map((p) => p.url),
): string[] {
  const pages = new Set<string>()
  for (const kind of kinds) {
    const row = table[kind]
    if (!row) throw new Error(`unknown post kind "${kind}" (api/postKinds.ts)`)
    for (const list of row.lists) if (prerendered.includes(list)) pages.add(list)
    if (row.landing) for (const page of LANDING_PAGES) if (prerendered.includes(page)) pages.add(page)
  }
  return [...pages].sort()
}
