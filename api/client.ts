/**
 * The one HTTP client every `api/` module calls through (wretch).
 *
 * Per call it: makes a fresh app token (SPEC §4), adds `AppToken`, the access token as authorization
 * (Bearer or raw, per call: the `auth` column of the call table), the tenant id header where the call
 * needs it, and an Accept header; applies a time-out; parses the body with the call's schema; and
 * turns every failure into `{ ok: false, message }`. Nothing throws.
 */
import wretch, { type WretchError } from 'wretch'
import type { ApiContext } from './context'
import { DEFAULT_TIMEOUT_MS } from './context'
import type { CallSpec } from './spec'
import { makeAppToken } from './token'

/** Header names. `AppToken` is SPEC §7's; the tenant id header's name is not shown: ours is below. */
export const APP_TOKEN_HEADER = 'AppToken'
export const TENANT_HEADER = 'X-Tenant-Id'

export const MESSAGES = {
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  aborted: 'Permintaan dibatalkan.',
  unreadable: 'Respons server tidak dapat dibaca.',
  schema: 'Respons server tidak sesuai format yang diharapkan.',
  unauthorized: 'Sesi Anda tidak valid atau sudah berakhir. Silakan muat ulang halaman.',
  server: (status: number) => `Terjadi kesalahan pada server (HTTP ${status}). Silakan coba lagi.`,
} as const

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
}

export type Parsed<T> =
  { ok: true; body: T; httpStatus: number } | { ok: false; message: string; httpStatus: number }

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

function combinedSignal(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  return signal ? AbortSignal.any([timeout, signal]) : timeout
}

function messageFromError(
  error: unknown,
  signal: AbortSignal,
  caller?: AbortSignal,
): { message: string; httpStatus: number } {
  if (caller?.aborted) return { message: MESSAGES.aborted, httpStatus: 0 }
  if (signal.aborted) return { message: MESSAGES.timeout, httpStatus: 0 }
  const http = error as WretchError
  if (typeof http?.status === 'number' && http.status > 0) {
    const fromBody = serverMessage(http.json ?? http.text)
    if (http.status === 401 || http.status === 403)
      return { message: fromBody ?? MESSAGES.unauthorized, httpStatus: http.status }
    return { message: fromBody ?? MESSAGES.server(http.status), httpStatus: http.status }
  }
  return { message: MESSAGES.network, httpStatus: 0 }
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
  const signal = combinedSignal(ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal)
  try {
    const url = callUrl(ctx, spec, opts)
    let req = wretch(url, { signal })
      .headers({ ...(await headersFor(ctx, spec)), ...opts.headers })
      .polyfills(ctx.fetch ? { fetch: ctx.fetch } : {})
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
        console.error(`[api] ${spec.name}: unreadable JSON`)
        return { ok: false, message: MESSAGES.unreadable, httpStatus }
      }
    }
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      console.error(`[api] ${spec.name}: response does not match its schema`, parsed.error)
      return { ok: false, message: MESSAGES.schema, httpStatus }
    }
    return { ok: true, body: parsed.data, httpStatus }
  } catch (error) {
    const failure = messageFromError(error, signal, opts.signal)
    console.error(`[api] ${spec.name}: ${failure.message}`)
    return { ok: false, ...failure }
  }
}
