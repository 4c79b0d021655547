/**
 * List state lives in the URL (docs/pages.md, "Lists"): `?page=`, `?q=`, and filters, so links are
 * crawlable and back, reload and sharing keep what the visitor chose.
 *
 * Pre-rendered pages are built without a query string, so the server's HTML and the hydrating
 * render show the unfiltered first page; the URL's state applies right after hydration (no
 * hydration mismatch). Client-side navigations read the URL at once.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

export type UrlQuery = Record<string, string>

const noSubscribe = () => () => {}

/** False during the server render and hydration, true after (and on every later render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
}

/** The URL for `pathname` with `query`, dropping empty values; `page=1` is the default, so dropped. */
export function hrefWith(
  pathname: string,
  query: UrlQuery,
  changes: Record<string, string | number | null> = {},
): string {
  const params = new URLSearchParams()
  const merged: Record<string, string | number | null | undefined> = { ...query, ...changes }
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === undefined || value === '') continue
    if (key === 'page' && String(value) === '1') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${pathname}?${text}` : pathname
}

/** A positive page number from the query (`?page=`), else 1. */
export function pageFrom(query: UrlQuery): number {
  const page = Number.parseInt(query.page ?? '', 10)
  return Number.isFinite(page) && page > 0 ? page : 1
}

export interface UrlState {
  pathname: string
  query: UrlQuery
  /** Navigates to the same page with `changes` (a changed filter or search resets the page). */
  update: (changes: Record<string, string | number | null>, options?: { replace?: boolean }) => Promise<void>
}

export function useUrlState(): UrlState {
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  const pathname = pageContext.urlPathname
  const query: UrlQuery = hydrated ? (pageContext.urlParsed.search as UrlQuery) : {}
  const update = useCallback(
    async (changes: Record<string, string | number | null>, options: { replace?: boolean } = {}) => {
      const resetPage: Record<string, null> = 'page' in changes ? {} : { page: null }
      const current = Object.fromEntries(new URLSearchParams(window.location.search)) as UrlQuery
      const { navigate } = await import('vike/client/router')
      await navigate(hrefWith(pathname, current, { ...changes, ...resetPage }), {
        keepScrollPosition: true,
        overwriteLastHistoryEntry: options.replace ?? false,
      })
    },
    [pathname],
  )
  return { pathname, query, update }
}
