/**
 * Token buckets keyed by a string: `capacity` requests at once, refilled at `perMinute`. A refused
 * take answers how many whole seconds until one token is back, the `Retry-After` to send. Buckets
 * that have refilled completely are forgotten, so a flood of distinct keys does not grow the map
 * beyond those still waiting.
 */
export interface Limit {
  capacity: number
  perMinute: number
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  private level(key: string, t: number): number {
    const bucket = this.buckets.get(key)
    if (!bucket) return this.limit.capacity
    const refilled = ((t - bucket.at) / 60_000) * this.limit.perMinute
    return Math.min(this.limit.capacity, bucket.tokens + refilled)
  }

  /** Seconds to wait before another try (≥ 1) when the bucket is empty; 0 when it is not. */
  wait(key: string): number {
    const missing = 1 - this.level(key, this.now())
    return missing <= 0 ? 0 : Math.max(1, Math.ceil((missing / this.limit.perMinute) * 60))
  }

  /** Takes a token; answers 0 when there was one, else the seconds to wait. */
  take(key: string): number {
    const t = this.now()
    const wait = this.wait(key)
    if (wait > 0) return wait
    this.buckets.set(key, { tokens: this.level(key, t) - 1, at: t })
    if (this.buckets.size > 10_000) this.sweep(t)
    return 0
  }

  private sweep(t: number) {
    for (const key of this.buckets.keys())
      if (this.level(key, t) >= this.limit.capacity) this.buckets.delete(key)
  }
}
