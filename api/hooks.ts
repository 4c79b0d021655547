/**
 * SWR glue shared by every domain's hooks. The `ApiContext` comes from React context (the page
 * shell provides it). Every hook carries its `query(tenantId, params)`: the same key and call the
 * hook uses, so a page's `+data` (shell/pageData.ts) fetches exactly what the hook will look up and
 * the build-time result becomes the hook's SWR `fallback` with no key wired by hand.
 *
 * A failed call resolves to `{ status: false }`; the fetcher turns that into a thrown `ApiError` so
 * SWR keeps the last good data, exposes `error`, and retries. Components show `error.message`
 * and call `mutate()` to retry.
 *
 * No abort on unmount: SWR deduplicates one request between every component that shares its key
 * and does not send it again when one of them unmounts (or when React StrictMode mounts twice), so
 * aborting it would leave the others with "Permintaan dibatalkan." and nothing to retry. The call's
 * own time-out (api/client.ts) bounds it instead.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'
import type { ApiContext } from './context'

export class ApiError extends Error {
  override name = 'ApiError'
}

const ApiReactContext = createContext<ApiContext | null>(null)

export function ApiProvider({ value, children }: { value: ApiContext; children: ReactNode }) {
  return createElement(ApiReactContext.Provider, { value }, children)
}

export function useApiContext(): ApiContext {
  const ctx = useContext(ApiReactContext)
  if (!ctx) throw new Error('useApiContext() outside <ApiProvider>')
  return ctx
}

export type Outcome<T = unknown> = { status: true; data: T } | { status: false; message: string }

/** One call bound to its parameters, with the SWR key its hook uses. */
export interface ApiQuery<R extends Outcome = Outcome> {
  key: readonly unknown[]
  run: (ctx: ApiContext) => Promise<R>
}

type Success<R> = Extract<R, { status: true }>
type HookConfig<R> = SWRConfiguration<Success<R>, ApiError>

/**
 * `useSWR` for an `api/` call. `key` null = do not fetch. Returns the whole result object as
 * `data` (lists keep their pagination).
 */
export function useApiResult<R extends Outcome>(
  key: readonly unknown[] | null,
  call: (ctx: ApiContext) => Promise<R>,
  config?: HookConfig<R>,
): SWRResponse<Success<R>, ApiError> {
  const ctx = useApiContext()
  return useSWR<Success<R>, ApiError>(
    key,
    async () => {
      const result = await call(ctx)
      if (!result.status) throw new ApiError(result.message)
      return result as Success<R>
    },
    config,
  )
}

/**
 * The hook for a call that takes parameters, keyed by `keyOf`. `null` parameters mean "not yet"
 * (a slug still unknown, no province picked): nothing is fetched.
 */
export function paramHook<P, R extends Outcome>(
  keyOf: (tenantId: string, p: P) => readonly unknown[],
  call: (ctx: ApiContext, p: P, signal?: AbortSignal) => Promise<R>,
) {
  const query = (tenantId: string, p: P): ApiQuery<R> => ({
    key: keyOf(tenantId, p),
    run: (ctx) => call(ctx, p),
  })
  function useParamCall(p: P | null, config?: HookConfig<R>) {
    const { tenantId } = useApiContext()
    return useApiResult(p === null ? null : keyOf(tenantId, p), (ctx) => call(ctx, p as P), config)
  }
  return Object.assign(useParamCall, { query })
}

/** The hook for a call without parameters. `enabled` false (e.g. nobody logged in) fetches nothing. */
export function plainHook<R extends Outcome>(
  keyOf: (tenantId: string) => readonly unknown[],
  call: (ctx: ApiContext, signal?: AbortSignal) => Promise<R>,
) {
  const query = (tenantId: string): ApiQuery<R> => ({ key: keyOf(tenantId), run: (ctx) => call(ctx) })
  function usePlainCall(enabled = true, config?: HookConfig<R>) {
    const { tenantId } = useApiContext()
    return useApiResult(enabled ? keyOf(tenantId) : null, (ctx) => call(ctx), config)
  }
  return Object.assign(usePlainCall, { query })
}
