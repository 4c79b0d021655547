/**
 * The one way an `api/` domain keeps its weight off the first load. A domain module
 * (`api/posts.ts`, …) holds what the browser needs at hydration: parameters, query builders, SWR
 * keys and hooks. Its fetcher (`api/fetchers/posts.ts`: zod schemas, the call table, the HTTP
 * client and envelope parsing) is loaded with `import()` the first time one of its calls runs.
 * The domain module exports each call as `lazyCalls(load)('name')`: same name, same signature, so
 * `+data.ts`, hooks and forms call it as before; a server imports the fetcher once and keeps it.
 *
 * Pre-rendered data reaches the hooks as SWR `fallback` (shell/pageData.ts) and is revalidated only
 * once the visitor uses the page (shell/revalidateWhenIdle.ts), so a first visit downloads no
 * fetcher for it; the SPEC §2 start-up calls load theirs once the page is idle.
 *
 * Nothing throws (api/README.md): when the fetcher cannot be loaded (offline, a deploy removed the
 * chunk), the call resolves to a failure with the network message, which every result type accepts
 * (a list's failure adds `pagination: null`). The next call tries the import again.
 */
import { MESSAGES } from './messages'

type AnyCall = (...args: never[]) => Promise<unknown>

/** A call's failure when its fetcher could not be loaded: a valid `Result` and `ListResult` failure. */
const loadFailure = () => ({
  status: false as const,
  message: MESSAGES.network,
  data: null,
  pagination: null,
})

export function lazyCalls<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return <K extends { [N in keyof M]: M[N] extends AnyCall ? N : never }[keyof M]>(name: K): M[K] => {
    const call = async (...args: unknown[]) => {
      let fetcher: M
      try {
        fetcher = await loaded()
      } catch (error) {
        console.warn(`[api] ${String(name)}: the fetcher did not load:`, error)
        return loadFailure()
      }
      return (fetcher[name] as unknown as (...a: unknown[]) => Promise<unknown>)(...args)
    }
    return call as unknown as M[K]
  }
}
