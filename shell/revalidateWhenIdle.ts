/**
 * SWR middleware (pages/+Layout.tsx): a hook whose data is already in the page (the `+data`
 * fallback of shell/pageData.ts, or a hook's own `fallbackData` such as the settings snapshot) is
 * not fetched again while the page loads, but once it is idle (shell/idle.ts). So the first load
 * downloads no fetcher (api/lazy.ts) and sends no request for what the HTML already shows, and the
 * data is still brought up to date right after (issue 15). A hook without such data fetches on
 * mount as usual; an explicit `revalidateOnMount` wins.
 */
import { useEffect } from 'react'
import { unstable_serialize, type Middleware } from 'swr'
import { whenIdleAfterLoad } from './idle'

/** Several hooks may share a key: one revalidation per key and idle moment (SWR's dedupe interval). */
const DEDUPE_MS = 2000
const lastRevalidation = new Map<string, number>()

export const revalidateWhenIdle: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = unstable_serialize(key)
  const inPage =
    Boolean(serialized) &&
    (config.fallbackData !== undefined ||
      (config.fallback as Record<string, unknown>)[serialized] !== undefined)
  const deferred = inPage && config.revalidateOnMount === undefined
  const swr = useSWRNext(key, fetcher, deferred ? { ...config, revalidateOnMount: false } : config)
  const { mutate } = swr
  useEffect(() => {
    if (!deferred) return
    return whenIdleAfterLoad(() => {
      const now = Date.now()
      if (now - (lastRevalidation.get(serialized) ?? -Infinity) < DEDUPE_MS) return
      lastRevalidation.set(serialized, now)
      void mutate()
    })
  }, [deferred, serialized, mutate])
  return swr
}
