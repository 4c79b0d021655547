/**
 * The one HTTP client every `api/` module calls through (wretch).
 *
 * Per call it: makes a fresh app token (SPEC §4), adds `AppToken`, the access token as authorization
 * (Bearer or raw, per call: the `auth` column of the call table), the tenant id header where the call
 * needs it, and an Accept header; applies a time-out; parses the body with the call's schema; and
 * turns every failure into `{ ok: false, message }`. Nothing throws.
 *
 * Messages: the visitor sees our Indonesian text for what happened (time-out, unreachable, server
 * error, unreadable answer); a backend's own text is shown only for a 4xx (its validation and
 * business answers, e.g. "Saldo tidak mencukupi", "Anda tidak memiliki akses"). The raw text of a
 * 5xx answer goes to the log only. Log lines are rate-limited per call and kind (`logFailure`).
 *
 * On a server (pre-render, renderer) a `ServerCallGuard` installed on `globalThis` by the renderer
 * gives calls a short time-out of their own, refuses calls to a host whose breaker is open, and
 * learns each outcome (renderer/upstream.ts). The guard is found through a global symbol because the
 * renderer and the server bundle each hold their own copy of this module.
 *
 * The time-out timer is cleared when a call settles: `AbortSignal.timeout` kept every request's
 * closure (and with it the whole page context of a server render) alive until the timer fired.
 */
import wretch, { type WretchError } from 'wretch'
import type { ApiContext } from './context'
import { DEFAULT_TIMEOUT_MS } from './context'
import type { CallSpec } from './spec'
import { httpFailureMessage, MESSAGES, noAnswerMessage } from './messages'
import { makeAppToken } from './token'
import { xhrFetch } from './xhrFetch'

/** Header names. `AppToken` is SPEC §7's; the tenant id header's name is not shown: ours is below. */
export const APP_TOKEN_HEADER = 'AppToken'
export const TENANT_HEADER = 'X-Tenant-Id'

export { MESSAGES } from './messages'

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>

export interface RequestOptions {
  query?: Query
  pathParams?: Record<string, string | number>
  body?: unknown
  /** Multipart upload; sent instead of `body`. */
  form?: FormData
  signal?: AbortSignal
  /** Extra request headers (e.g. `Idempotency-Key` for a replayed offline submission). */
  headers?: Record<string, string>
  /** Reports the share of the request body sent (0…1); in a browser the call then goes through XHR. */
  onUploadProgress?: (fraction: number) => void
}

/** What a caller may add to one call: its abort signal, and headers (the outbox's `Idempotency-Key`). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers'>

export type Parsed<T> =
  | { ok: true; body: T; httpStatus: number }
  /** `retryAfter`: the answer's `Retry-After`, when the backend exposes it (the outbox waits that long). */
  | { ok: false; message: string; httpStatus: number; retryAfter?: string }

export interface BodySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/**
 * The query string a call sends. A parameter is sent only when set: undefined, null and the empty
 * string are left out (SPEC §7: "each sent only if set"); arrays are comma-joined.
 */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','))
    } else {
      params.set(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}

export function callUrl(ctx: ApiContext, spec: CallSpec, opts: RequestOptions = {}): string {
  return `${ctx.hosts[spec.host]}/${fillPath(spec.path, opts.pathParams)}${serializeQuery(opts.query)}`
}

async function headersFor(ctx: ApiContext, spec: CallSpec): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    Accept: spec.accept === 'text' ? 'text/plain, */*' : 'application/json',
    [APP_TOKEN_HEADER]: await makeAppToken(ctx.appToken),
  }
  const access = ctx.tokens?.getAccessToken()
  if (access && spec.auth === 'bearer') headers.Authorization = `Bearer ${access}`
  if (access && spec.auth === 'raw') headers.Authorization = access
  if (spec.tenant) headers[TENANT_HEADER] = ctx.tenantId
  if (ctx.origin && typeof window === 'undefined') headers.Origin = ctx.origin
  return headers
}

/** What a server-side call learned about its backend; the renderer maps it to 502/503/504. */
export type CallOutcome =
  'ok' | 'timeout' | 'network' | 'http' | 'unreadable' | 'schema' | 'refused' | 'aborted'

/** Installed by the renderer on `globalThis[SERVER_CALL_GUARD]`; absent in browsers and the build. */
export interface ServerCallGuard {
  /** The server-side time-out, shorter than the browser's. */
  timeoutMs: number
  /** False when the host's breaker is open: the call fails at once without reaching the backend. */
  admit(host: string): boolean
  report(host: string, outcome: CallOutcome, httpStatus: number): void
}

export const SERVER_CALL_GUARD = Symbol.for('alkademi.serverCallGuard')

function serverGuard(): ServerCallGuard | undefined {
  if (typeof window !== 'undefined') return undefined
  return (globalThis as { [SERVER_CALL_GUARD]?: ServerCallGuard })[SERVER_CALL_GUARD]
}

/**
 * A signal that aborts after `timeoutMs` or with the caller's signal, and a `settle` that clears the
 * timer and the listener. Nothing of the call stays reachable from a timer once it settled.
 */
function callSignal(timeoutMs: number, caller?: AbortSignal) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
  }, timeoutMs)
  const onAbort = () => controller.abort(caller?.reason)
  if (caller?.aborted) onAbort()
  else caller?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    settle() {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onAbort)
    },
  }
}

const LOG_WINDOW_MS = 10_000
const logWindows = new Map<string, { until: number; suppressed: number }>()

/**
 * One line per call and failure kind per 10 s; the repeats are counted and reported with the next
 * line of that kind, so a failing backend under load cannot flood the log.
 */
export function logFailure(key: string, line: string, detail?: unknown): void {
  const now = Date.now()
  const slot = logWindows.get(key)
  if (slot && now < slot.until) {
    slot.suppressed++
    return
  }
  const repeats = slot?.suppressed ? ` (${slot.suppressed} more like this in the last period)` : ''
  logWindows.set(key, { until: now + LOG_WINDOW_MS, suppressed: 0 })
  if (logWindows.size > 1000) logWindows.clear()
  if (detail === undefined) console.error(`${line}${repeats}`)
  else console.error(`${line}${repeats}`, detail)
}

/** Forgets what was logged (tests start each case from a quiet log). */
export function clearFailureLog(): void {
  logWindows.clear()
}

interface Failure {
  message: string
  httpStatus: number
  outcome: CallOutcome
  /** The backend's own text, for the log only. */
  raw?: string
  retryAfter?: string
}

function failureFromError(error: unknown, timedOut: boolean, caller?: AbortSignal): Failure {
  if (caller?.aborted) return { message: MESSAGES.aborted, httpStatus: 0, outcome: 'aborted' }
  if (timedOut) return { message: MESSAGES.timeout, httpStatus: 0, outcome: 'timeout' }
  const http = error as WretchError
  if (typeof http?.status === 'number' && http.status > 0) {
    const raw = serverMessage(http.json ?? http.text)
    const status = http.status
    const retryAfter = http.response?.headers?.get('Retry-After') ?? undefined
    return {
      message: httpFailureMessage(status, raw),
      httpStatus: status,
      outcome: 'http',
      raw,
      ...(retryAfter ? { retryAfter } : {}),
    }
  }
  return {
    message: noAnswerMessage(),
    httpStatus: 0,
    outcome: 'network',
    raw: error instanceof Error ? `${error.name}: ${error.message}` : undefined,
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    try {
      return serverMessage(JSON.parse(body))
    } catch {
      return undefined
    }
  }
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message
  }
  return undefined
}

/** Sends one call and parses its body. Resolves to `{ ok: false, message }` on any failure. */
export async function request<T>(
  ctx: ApiContext,
  spec: CallSpec,
  schema: BodySchema<T>,
  opts: RequestOptions = {},
): Promise<Parsed<T>> {
  const guard = serverGuard()
  const host = ctx.hosts[spec.host]
  if (guard && !guard.admit(host)) {
    guard.report(host, 'refused', 0)
    logFailure(`${spec.name}:refused`, `[api] ${spec.name}: not called, ${host} failed repeatedly just now`)
    return { ok: false, message: MESSAGES.unavailable, httpStatus: 503 }
  }
  const call = callSignal(ctx.timeoutMs ?? guard?.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal)
  const fail = (failure: Failure, detail?: unknown): Parsed<T> => {
    guard?.report(host, failure.outcome, failure.httpStatus)
    const raw = failure.raw ? ` (${failure.httpStatus || 'no answer'}: ${failure.raw})` : ''
    if (failure.outcome !== 'aborted')
      logFailure(
        `${spec.name}:${failure.outcome}:${failure.httpStatus}`,
        `[api] ${spec.name}: ${failure.message}${raw}`,
        detail,
      )
    return {
      ok: false,
      message: failure.message,
      httpStatus: failure.httpStatus,
      ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
    }
  }
  try {
    const url = callUrl(ctx, spec, opts)
    // fetch reports no upload progress; XMLHttpRequest does, behind the same fetch interface.
    const fetchImpl =
      opts.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
        ? xhrFetch(opts.onUploadProgress)
        : ctx.fetch
    let req = wretch(url, { signal: call.signal })
      .headers({ ...(await headersFor(ctx, spec)), ...opts.headers })
      .polyfills(fetchImpl ? { fetch: fetchImpl } : {})
    if (opts.form) req = req.body(opts.form)
    else if (opts.body !== undefined) req = req.json(opts.body as object)
    const response = await req.fetch(spec.method).res()
    const httpStatus = response.status
    const text = await response.text()
    let data: unknown = text
    if (spec.accept !== 'text') {
      try {
        data = text ? JSON.parse(text) : null
      } catch {
        return fail({
          message: MESSAGES.unreadable,
          httpStatus,
          outcome: 'unreadable',
          raw: 'unreadable JSON',
        })
      }
    }
    const parsed = schema.safeParse(data)
    if (!parsed.success)
      return fail(
        {
          message: MESSAGES.schema,
          httpStatus,
          outcome: 'schema',
          raw: 'response does not match its schema',
        },
        parsed.error,
      )
    guard?.report(host, 'ok', httpStatus)
    return { ok: true, body: parsed.data, httpStatus }
  } catch (error) {
    return fail(failureFromError(error, call.timedOut(), opts.signal))
  } finally {
    call.settle()
  }
}
