/**
 * What server-side rendering learns about the backends, and what it does about it.
 *
 * - A short time-out of its own for every server-side call (`SSR_API_TIMEOUT_MS`, 2500 ms): a visitor
 *   waiting on a hung backend gets an answer in about that time, not the browser's 10 s.
 * - A breaker per backend host: after `threshold` consecutive failures (time-out, unreachable, 5xx)
 *   the host is not called for `openMs`; then one call probes it, and success closes it again.
 *   A failing backend is not hammered by every visitor's render.
 * - Per request (AsyncLocalStorage), the failures its calls met, so the renderer answers 504 for a
 *   time-out, 503 while the breaker is open and 502 for an unreachable or misbehaving backend,
 *   instead of SPEC §8's default 500, which stays for errors of our own.
 *
 * The guard is installed on `globalThis` (see api/client.ts) because the server bundle that runs the
 * pages has its own copy of the API client.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { SERVER_CALL_GUARD, type CallOutcome, type ServerCallGuard } from '../api/client'

export interface BreakerOptions {
  timeoutMs?: number
  threshold?: number
  openMs?: number
}

interface HostState {
  failures: number
  openUntil: number
  probing: boolean
}

/** Failures a request's calls met; empty when every call succeeded or none was made. */
export interface RequestUpstream {
  outcomes: CallOutcome[]
}

const requests = new AsyncLocalStorage<RequestUpstream>()

const isHostFailure = (outcome: CallOutcome, httpStatus: number) =>
  outcome === 'timeout' || outcome === 'network' || (outcome === 'http' && httpStatus >= 500)

export class Breakers implements ServerCallGuard {
  readonly timeoutMs: number
  private readonly threshold: number
  private readonly openMs: number
  private readonly hosts = new Map<string, HostState>()

  constructor(options: BreakerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 2500
    this.threshold = options.threshold ?? 5
    this.openMs = options.openMs ?? 5000
  }

  admit(host: string): boolean {
    const state = this.hosts.get(host)
    if (!state || state.openUntil === 0) return true
    if (Date.now() < state.openUntil || state.probing) return false
    state.probing = true // half-open: this one call probes the host
    return true
  }

  report(host: string, outcome: CallOutcome, httpStatus: number): void {
    if (outcome !== 'ok') requests.getStore()?.outcomes.push(outcome)
    if (outcome === 'refused' || outcome === 'aborted') return
    const state = this.hosts.get(host) ?? { failures: 0, openUntil: 0, probing: false }
    this.hosts.set(host, state)
    if (!isHostFailure(outcome, httpStatus)) {
      state.failures = 0
      state.openUntil = 0
      state.probing = false
      return
    }
    state.failures++
    if (state.probing || state.failures >= this.threshold) {
      state.openUntil = Date.now() + this.openMs
      state.probing = false
    }
  }

  /** True while calls to `host` are refused (for tests and logs). */
  isOpen(host: string): boolean {
    const state = this.hosts.get(host)
    return !!state && state.openUntil > Date.now()
  }
}

/** Installs `guard` for every server-side API call of this process; returns the uninstall. */
export function installGuard(guard: ServerCallGuard): () => void {
  const holder = globalThis as { [SERVER_CALL_GUARD]?: ServerCallGuard }
  holder[SERVER_CALL_GUARD] = guard
  return () => {
    if (holder[SERVER_CALL_GUARD] === guard) delete holder[SERVER_CALL_GUARD]
  }
}

/** Runs `render` with a record of the backend failures its calls meet. */
export async function withUpstream<T>(
  render: () => Promise<T>,
): Promise<{ result: T; upstream: RequestUpstream }> {
  const upstream: RequestUpstream = { outcomes: [] }
  const result = await requests.run(upstream, render)
  return { result, upstream }
}

/**
 * The status a failed render (500) answers with when a backend caused it: 503 when a breaker refused
 * the call, 504 for a time-out, 502 for anything else the backend did (unreachable, 5xx, unreadable
 * or wrongly shaped answer, an unexpected 4xx). Null: no backend failure, the 500 is ours.
 */
export function gatewayStatus(upstream: RequestUpstream): 502 | 503 | 504 | null {
  const o = upstream.outcomes
  if (o.length === 0) return null
  if (o.includes('refused')) return 503
  if (o.includes('timeout')) return 504
  return 502
}
