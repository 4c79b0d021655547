/**
 * The one way a page's `+data` fetches what its hooks will show. Hand it the hooks' queries
 * (`usePosts.query(tenant, params)`): it runs them with the tenant's server context, and returns
 * the successful results as SWR `fallback`, keyed exactly as the hooks key them, so the raw HTML
 * already holds the data and the browser starts from it and revalidates.
 *
 * A failed list is not baked in: the browser fetches it live and shows why if it fails again.
 * A detail page calls `requireItem`, which turns a missing item into the 404 page and a failing
 * backend into the error page with an Indonesian message. The status is SPEC §8's default 500;
 * the renderer turns it into 502/503/504 when the request's backend calls failed
 * (renderer/upstream.ts), so a CDN and monitoring can tell an outage from a bug of ours.
 */
import { unstable_serialize } from 'swr'
import { render } from 'vike/abort'
import type { ApiQuery, Outcome } from '../api/hooks'
import { apiContextFor } from '../sites/apiContext'
import type { SiteRuntime } from '../sites/runtime'

export interface PageMeta {
  title?: string | null
  description?: string | null
  image?: string | null
  /** JSON-LD objects for the page's head (components/JsonLd escapes them). */
  jsonLd?: readonly object[]
}

export interface PageData {
  fallback?: Record<string, unknown>
  meta?: PageMeta
  [key: string]: unknown
}

type ResultsOf<Q extends readonly ApiQuery[]> = { [K in keyof Q]: Awaited<ReturnType<Q[K]['run']>> }

export async function prefetch<const Q extends readonly ApiQuery[]>(
  site: SiteRuntime,
  queries: Q,
): Promise<{ fallback: Record<string, unknown>; results: ResultsOf<Q> }> {
  const ctx = apiContextFor(site)
  const results = await Promise.all(queries.map((q) => q.run(ctx)))
  const fallback: Record<string, unknown> = {}
  results.forEach((result, i) => {
    const query = queries[i]
    if (query && result.status) fallback[unstable_serialize(query.key)] = result
  })
  return { fallback, results: results as ResultsOf<Q> }
}

type Failure = { status: false; message: string; httpStatus?: number }

/**
 * Whether a detail lookup's failure means the address names no item: HTTP 404, and HTTP 400 too. A
 * lookup's key comes from the address, and the API refuses a key it cannot hold (an id past its
 * range: "id harus bilangan bulat"), so a visitor who mistyped it is told the page does not exist
 * rather than that the site broke.
 */
export function namesNoItem(result: Outcome): boolean {
  if (result.status) return false
  const http = (result as unknown as Failure).httpStatus
  return http === 404 || http === 400
}

/**
 * Narrows a detail result to its success, or aborts the render: an address that names no item
 * (`namesNoItem`) → the not-found page; any other failure → the error page with the call's
 * message, SPEC §8's status 500, which the renderer refines to 502/503/504 from what the request's
 * backend calls met. The message is api/client.ts's Indonesian text for what happened (time-out,
 * unreadable, server error, …); a backend's raw 5xx text goes to the log only.
 */
export function requireItem<R extends Outcome>(
  result: R,
  what: string,
): asserts result is Extract<R, { status: true }> {
  if (result.status) return
  const failure = result as unknown as Failure
  const http = failure.httpStatus ?? 0
  if (namesNoItem(result)) throw render(404)
  console.error(`[data] ${what}: ${failure.message} (HTTP ${http || 'none'})`)
  throw render(500, failure.message || `${what} tidak dapat ditampilkan.`)
}

/**
 * "Now" for a page's data: the build's time when pre-rendering (`SOURCE_DATE_EPOCH`, set by the
 * build, so pre-rendered pages are reproducible and say what was upcoming when they were built),
 * the real time when the renderer serves a page on request.
 */
export function renderTime(): Date {
  const epoch = typeof process !== 'undefined' ? process.env.SOURCE_DATE_EPOCH : undefined
  return epoch ? new Date(Number(epoch) * 1000) : new Date()
}
