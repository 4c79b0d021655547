/**
 * A pre-render worker's `fetch`: one answer per distinct GET for the tenant being built. A
 * tenant's pages ask the API the same questions (the landing counter, testimonies, program lists…):
 * about 170 calls a tenant, 35 distinct. A build is a snapshot of the API at one time, so every page
 * of a tenant shows the same answer to the same request, and the backend sees each request once.
 *
 * The key is the method, the URL and every header except the per-call app token (SPEC §7: a fresh
 * token for each call, it names no tenant and no user). `Origin` and the tenant id header are in
 * it, so two tenants never share an answer. Not kept: 5xx answers and failures (a later page asks
 * again), anything but GET. Each caller keeps its own time-out: the shared request carries no
 * caller's signal, a caller whose signal fires stops waiting for it.
 */
import { APP_TOKEN_HEADER } from '../../api/client'

interface Stored {
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer
}

export interface ApiMemo {
  fetch: typeof fetch
  /** Forgets every answer: called before each tenant, so memory holds one tenant's answers. */
  clear(): void
  /** Requests sent to the API and answered from memory since the last `clear`. */
  stats(): { sent: number; reused: number }
}

const SKIPPED_HEADER = APP_TOKEN_HEADER.toLowerCase()

function requestKey(url: string, headers: Headers): string {
  const kept = [...headers].filter(([name]) => name !== SKIPPED_HEADER).sort(([a], [b]) => (a < b ? -1 : 1))
  return `${url}\n${JSON.stringify(kept)}`
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error as Error)),
    )
  })
}

export function memoizeFetch(send: typeof fetch): ApiMemo {
  const answers = new Map<string, Promise<Stored>>()
  let sent = 0
  let reused = 0
  const memoFetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    if (method !== 'GET') return send(input, init)
    const url = request ? request.url : String(input)
    const headers = new Headers(init?.headers ?? request?.headers)
    const key = requestKey(url, headers)
    let answer = answers.get(key)
    if (answer) reused++
    else {
      sent++
      answer = send(url, { method, headers }).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }))
      answers.set(key, answer)
      const stored = answer
      // Failures and server errors are asked again by the next page that needs them.
      answer.then(
        (a) => a.status >= 500 && answers.get(key) === stored && answers.delete(key),
        () => answers.get(key) === stored && answers.delete(key),
      )
    }
    const stored = await untilAborted(answer, init?.signal ?? request?.signal)
    return new Response(stored.status === 204 || stored.status === 304 ? null : stored.body.slice(0), {
      status: stored.status,
      statusText: stored.statusText,
      headers: stored.headers,
    })
  }
  return {
    fetch: memoFetch as typeof fetch,
    clear: () => {
      answers.clear()
      sent = reused = 0
    },
    stats: () => ({ sent, reused }),
  }
}
