/**
 * SWR middleware (pages/+Layout.tsx): a hook whose data is already in the page is not fetched again
 * while the page loads (the first load downloads no fetcher, api/lazy.ts, and sends no
 * request for what the HTML already shows). When it is brought up to date depends on where the data
 * came from:
 * - the page's pre-rendered `+data` (the `fallback` of shell/pageData.ts: lists, posts, classes):
 *   once the visitor uses the page (shell/idle.ts `whenEngaged`: a scroll, tap or key, or a return
 *   to the tab). Someone who only looks at the first screen has no use for fresher lists below it,
 *   and on a phone that saves the fetchers and the requests; someone who scrolls gets them while
 *   reaching the lists.
 * - a hook's own `fallbackData` (the settings snapshot, which SPEC §2 re-checks at start-up): once
 *   the page is idle (`whenIdleAfterLoad`).
 * A hook without such data fetches on mount as usual; an explicit `revalidateOnMount` wins.
 */
import { useEffect } from 'react'
import { unstable_serialize, type Middleware } from 'swr'
import { whenEngaged, whenIdleAfterLoad } from './idle'

/** Several hooks may share a key: one revalidation per key and idle moment (SWR's dedupe interval). */
const DEDUPE_MS = 2000
const lastRevalidation = new Map<string, number>()

export const revalidateWhenIdle: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = unstable_serialize(key)
  const ownSnapshot = Boolean(serialized) && config.fallbackData !== undefined
  const preRendered =
    Boolean(serialized) && (config.fallback as Record<string, unknown>)[serialized] !== undefined
  const deferred = (ownSnapshot || preRendered) && config.revalidateOnMount === undefined
  const when = ownSnapshot ? whenIdleAfterLoad : whenEngaged
  const swr = useSWRNext(key, fetcher, deferred ? { ...config, revalidateOnMount: false } : config)
  const { mutate } = swr
  useEffect(() => {
    if (!deferred) return
    return when(() => {
      const now = Date.now()
      if (now - (lastRevalidation.get(serialized) ?? -Infinity) < DEDUPE_MS) return
      lastRevalidation.set(serialized, now)
      void mutate()
    })
  }, [deferred, serialized, mutate, when])
  return swr
}
