/**
 * Bytes on the wire (headers and compressed bodies, Resource Timing's `transferSize`) of what a page
 * fetched of the site search index and its engine, `/pagefind/`. Shared by tests/e2e/search.spec.ts
 * (a first query within 100 KB) and bench/search-first-result.ts, so both count the same bytes.
 */
import type { Page } from '@playwright/test'
import { SEARCH_INDEX_DIR } from '../shell/search/kinds'

export function searchIndexBytes(page: Page): Promise<number> {
  return page.evaluate(
    (prefix) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith(prefix))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
    `/${SEARCH_INDEX_DIR}/`,
  )
}
