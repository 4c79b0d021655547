/**
 * Lighter page data for list pages. A list page's `+data` bakes its lists into the page
 * as SWR fallbacks (shell/pageData.ts `prefetch`), serialised twice per page: in the HTML it
 * hydrates with and in the `index.pageContext.json` a client-side navigation fetches. Whole API
 * items went in (a news item's full body for a card that shows its title, date, cover and excerpt),
 * so most of each page's bytes were fields no one reads before the data is revalidated.
 *
 * `slimList(query, slim)` is the same query (same SWR key, so the fallback still matches the hook)
 * whose answer keeps, per item, only what `slim` returns; message and paging fields stay. The page
 * renders the same from it, and the revalidation once the visitor uses the page
 * (shell/revalidateWhenIdle.ts) replaces it with the full answer: same cards, so nothing flashes or moves. Field lists are in ./cardFields.ts.
 */
import type { ApiQuery, Outcome } from '../../api/hooks'
import { isSample } from '../../content/sample'

/** The items of a list answer (`data: T[]`), whatever else the answer carries. */
export type ItemOf<R> = R extends { status: true; data: readonly (infer T)[] } ? T : never

/** `R` with every item of a successful list answer replaced by `S`; a failure stays as it is. */
export type Slimmed<R, S> = R extends { status: true; data: readonly unknown[] }
  ? Omit<R, 'data'> & { data: S[] }
  : R

/**
 * `item` with only `fields`; a field the item lacks stays absent (Vike would otherwise serialise
 * an explicit `undefined`).
 */
export function pick<T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const field of fields) if (item[field] !== undefined) out[field] = item[field]
  return out
}

/** `query` (same key) whose successful list answer carries `slim(item)` for each item. */
export function slimList<R extends Outcome, S>(
  query: ApiQuery<R>,
  slim: (item: ItemOf<R>) => S,
): ApiQuery<Slimmed<R, S> & Outcome> {
  return {
    key: query.key,
    run: async (ctx) => {
      const result = await query.run(ctx)
      if (!result.status || !Array.isArray(result.data)) return result as Slimmed<R, S> & Outcome
      // The sample flag rides along with every card: the list labels sample items (SampleNote).
      const keep = (item: ItemOf<R>) => (isSample(item) ? { ...slim(item), sample: true } : slim(item))
      return { ...result, data: (result.data as ItemOf<R>[]).map(keep) } as Slimmed<R, S> & Outcome
    },
  }
}
