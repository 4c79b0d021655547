/**
 * SWR glue shared by every domain's hooks. The `ApiContext` comes from React context (the page
 * shell provides it); a hook's key is the same key factory the page's `+data` uses, so pre-rendered
 * data is found as the SWR fallback.
 *
 * A failed call resolves to `{ status: false }`; the fetcher turns that into a thrown `ApiError` so
 * SWR keeps the last good data, exposes `error`, and retries. Components show `error.message`
 * and call `mutate()` to retry.
 */
import { createContext, createElement, useContext, useEffect, useRef, type ReactNode } from 'react'
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

type Outcome<T> = { status: true; data: T } | { status: false; message: string }

/**
 * `useSWR` for an `api/` call. `key` null = do not fetch. Aborts the in-flight call on unmount.
 * Returns the whole result object as `data` (lists keep their pagination).
 */
export function useApiResult<R extends Outcome<unknown>>(
  key: readonly unknown[] | null,
  call: (ctx: ApiContext, signal: AbortSignal) => Promise<R>,
  config?: SWRConfiguration<Extract<R, { status: true }>, ApiError>,
): SWRResponse<Extract<R, { status: true }>, ApiError> {
  const ctx = useApiContext()
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])
  return useSWR<Extract<R, { status: true }>, ApiError>(
    key,
    async () => {
      controller.current = new AbortController()
      const result = await call(ctx, controller.current.signal)
      if (!result.status) throw new ApiError(result.message)
      return result as Extract<R, { status: true }>
    },
    config,
  )
}

type HookConfig<R> = SWRConfiguration<Extract<R, { status: true }>, ApiError>

/**
 * The hook for a call that takes parameters, keyed by the same factory the page's `+data` uses.
 * `null` parameters mean "not yet" (a slug still unknown, no province picked): nothing is fetched.
 */
export function paramHook<P, R extends Outcome<unknown>>(
  keyOf: (tenantId: string, p: P) => readonly unknown[],
  call: (ctx: ApiContext, p: P, signal: AbortSignal) => Promise<R>,
) {
  return function useParamCall(p: P | null, config?: HookConfig<R>) {
    const { tenantId } = useApiContext()
    return useApiResult(p === null ? null : keyOf(tenantId, p), (ctx, s) => call(ctx, p as P, s), config)
  }
}

/** The hook for a call without parameters. `enabled` false (e.g. nobody logged in) fetches nothing. */
export function plainHook<R extends Outcome<unknown>>(
  keyOf: (tenantId: string) => readonly unknown[],
  call: (ctx: ApiContext, signal: AbortSignal) => Promise<R>,
) {
  return function usePlainCall(enabled = true, config?: HookConfig<R>) {
    const { tenantId } = useApiContext()
    return useApiResult(enabled ? keyOf(tenantId) : null, call, config)
  }
}
