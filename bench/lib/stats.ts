import { loadavg } from 'node:os'

/**
 * The median the benches quote: of an odd count the middle value, of an even count the upper of
 * the two middle ones (a value that was measured, not an average of two). Medians, not means: this
 * machine is shared, and one slow spell moves a mean. chat, page-bytes and sandbox average the two
 * middle values instead and keep their own.
 */
export function median(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
}

/** The load average (1, 5, 15 min) to print beside a timed figure: this machine is shared. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
}
