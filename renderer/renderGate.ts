/**
 * Load shedding for server renders. A render the process cannot finish soon enough is refused at
 * once (the renderer answers 503 with `Retry-After`, or the last good render when the micro-cache has
 * one) rather than queued: a crawler walking thousands of distinct pages, or a burst of cold entry
 * paths, would otherwise pile renders up until every visitor waits seconds and the heap holds all of
 * them.
 *
 * Renders share one CPU, so the more run at once, the longer each takes: the time recent renders took
 * (a moving average of their durations) is what a new one would wait. While it exceeds `budgetMs`,
 * new renders past `minInFlight` are refused, until the renders in flight finish and the average
 * falls; the bound follows what the machine manages now (a busy shared host finishes fewer) instead
 * of a count tuned for one machine. Above `maxInFlight` everything is refused (the memory bound), and
 * so is every render past the minimum while the event loop lags more than `maxLagMs`. Renders that do
 * not finish (a hung backend) move no average: the backend guard's time-out and breaker answer those
 * (renderer/upstream.ts), and the maximum bounds them meanwhile.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'

export interface RenderGateOptions {
  /** Longest recent render time at which new renders are still taken, ms (`SSR_SHED_BUDGET_MS`, 800). */
  budgetMs?: number
  /** Renders always allowed in flight (`SSR_MIN_RENDERS`, 8). */
  minInFlight?: number
  /** Renders never exceeded in flight (`SSR_MAX_RENDERS`, 96). */
  maxInFlight?: number
  /** Event-loop delay (p99 over the last second) above which new renders are refused, ms (`SSR_SHED_LAG_MS`, 500). */
  maxLagMs?: number
  /** The clock, for tests. */
  now?: () => number
  /** The event-loop delay now, ms, for tests (default: a 1 s histogram of `monitorEventLoopDelay`). */
  lagMs?: () => number
}

/** Weight of the latest render in the moving average: about the last ten count. */
const ALPHA = 0.2

export class RenderGate {
  private inFlight = 0
  private shed = 0
  private averageMs = 0
  private readonly budgetMs: number
  private readonly minInFlight: number
  private readonly maxInFlight: number
  private readonly maxLagMs: number
  private readonly now: () => number
  private readonly lagMs: () => number

  constructor(options: RenderGateOptions = {}) {
    this.budgetMs = options.budgetMs ?? 800
    // At least one: the renders it admits are what bring a high average back down.
    this.minInFlight = Math.max(1, options.minInFlight ?? 8)
    this.maxInFlight = options.maxInFlight ?? 96
    this.maxLagMs = options.maxLagMs ?? 500
    this.now = options.now ?? Date.now
    this.lagMs = options.lagMs ?? loopLag()
  }

  /** Renders started and not finished. */
  running(): number {
    return this.inFlight
  }

  /** Renders refused so far. */
  refused(): number {
    return this.shed
  }

  /** The moving average of recent render durations, ms. */
  recentMs(): number {
    return this.averageMs
  }

  /** Runs `render` when the process can take it now; `refused()` when it cannot (nothing is started). */
  async run<T>(render: () => Promise<T>, refused: () => T): Promise<T> {
    if (!this.admits()) {
      this.shed++
      return refused()
    }
    this.inFlight++
    const started = this.now()
    try {
      return await render()
    } finally {
      this.inFlight--
      const ms = this.now() - started
      this.averageMs = this.averageMs === 0 ? ms : this.averageMs + ALPHA * (ms - this.averageMs)
    }
  }

  private admits(): boolean {
    if (this.inFlight < this.minInFlight) return true
    if (this.inFlight >= this.maxInFlight) return false
    return this.averageMs <= this.budgetMs && this.lagMs() <= this.maxLagMs
  }
}

/** The event loop's delay, p99 over the last full second, ms; the histogram is reset each second. */
function loopLag(): () => number {
  let histogram: IntervalHistogram | null = null
  let lastMs = 0
  let resetAt = 0
  return () => {
    if (!histogram) {
      histogram = monitorEventLoopDelay({ resolution: 20 })
      histogram.enable()
      resetAt = Date.now()
    }
    const t = Date.now()
    if (t - resetAt >= 1000) {
      lastMs = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0
      histogram.reset()
      resetAt = t
    }
    return lastMs
  }
}

/** The gate's settings from the environment (names in RenderGateOptions). */
export function renderGateFromEnv(env: NodeJS.ProcessEnv): RenderGate {
  const n = (value: string | undefined) => {
    const x = value === undefined || value === '' ? NaN : Number(value)
    return Number.isFinite(x) && x >= 0 ? x : undefined
  }
  return new RenderGate({
    budgetMs: n(env.SSR_SHED_BUDGET_MS),
    minInFlight: n(env.SSR_MIN_RENDERS),
    maxInFlight: n(env.SSR_MAX_RENDERS),
    maxLagMs: n(env.SSR_SHED_LAG_MS),
  })
}
