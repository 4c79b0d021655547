/** The part of autocannon's programmatic API bench/sandbox.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export type { Result }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
