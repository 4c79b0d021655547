/**
 * Load shedding for server renders. A render the process cannot start soon enough is refused at once
 * (the renderer answers 503 with `Retry-After`, or the last good render when the micro-cache has one)
 * rather than queued: a crawler walking thousands of distinct pages, or a burst of cold entry paths,
 * would otherwise pile renders up until every visitor waits seconds and the heap holds all of them.
 *
 * A render is refused when starting it would put it behind more than `budgetMs` of work: by Little's
 * law, renders in flight ÷ renders completed per second is the time a new one waits, so the bound
 * follows what the machine manages now (a busy shared host finishes fewer) instead of a fixed count
 * tuned for one machine. Below `minInFlight` renders nothing is refused (a cold process has no rate
 * yet), above `maxInFlight` everything is (the memory bound), and so is every render while the event
 * loop lags more than `maxLagMs` (the process is already late on everything it holds).
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'

export interface RenderGateOptions {
  /** Longest expected wait a new render may be put behind, ms (`SSR_SHED_BUDGET_MS`, 800). */
  budgetMs?: number
  /** Renders always allowed in flight (`SSR_MIN_RENDERS`, 8). */
  minInFlight?: number
  /** Renders never exceeded in flight (`SSR_MAX_RENDERS`, 96). */
  maxInFlight?: number
  /** Event-loop delay (p99 over the last second) above which every new render is refused, ms (`SSR_SHED_LAG_MS`, 500). */
  maxLagMs?: number
  /** The clock, for tests. */
  now?: () => number
  /** The event-loop delay now, ms, for tests (default: a 1 s histogram of `monitorEventLoopDelay`). */
  lagMs?: () => number
}

/** Completions are counted in buckets of this length; the rate is over the last two. */
const BUCKET_MS = 500

export class RenderGate {
  private inFlight = 0
  private shed = 0
  private readonly budgetMs: number
  private readonly minInFlight: number
  private readonly maxInFlight: number
  private readonly maxLagMs: number
  private readonly now: () => number
  private readonly lagMs: () => number
  private bucketStart = 0
  private current = 0
  private previous = 0

  constructor(options: RenderGateOptions = {}) {
    this.budgetMs = options.budgetMs ?? 800
    this.minInFlight = options.minInFlight ?? 8
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

  /** Completed renders a second, over the last one to two buckets. */
  rate(): number {
    this.roll()
    const elapsed = BUCKET_MS + (this.now() - this.bucketStart)
    return ((this.previous + this.current) * 1000) / elapsed
  }

  /** Runs `render` when the process can take it now; `refused()` when it cannot (nothing is started). */
  async run<T>(render: () => Promise<T>, refused: () => T): Promise<T> {
    if (!this.admits()) {
      this.shed++
      return refused()
    }
    this.inFlight++
    try {
      return await render()
    } finally {
      this.inFlight--
      this.roll()
      this.current++
    }
  }

  private admits(): boolean {
    if (this.inFlight < this.minInFlight) return true
    if (this.inFlight >= this.maxInFlight) return false
    if (this.lagMs() > this.maxLagMs) return false
    return ((this.inFlight + 1) * 1000) / Math.max(this.rate(), 1) <= this.budgetMs
  }

  private roll() {
    const t = this.now()
    const buckets = Math.floor((t - this.bucketStart) / BUCKET_MS)
    if (buckets <= 0) return
    this.previous = buckets === 1 ? this.current : 0
    this.current = 0
    this.bucketStart += buckets * BUCKET_MS
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
