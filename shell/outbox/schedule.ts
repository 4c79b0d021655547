/**
 * The outbox's scheduling decisions (shell/outbox/outbox.ts), pure so they are tested alone: what an
 * attempt's answer means for that one submission, when it may be tried again, and which submissions
 * a drain takes. Each submission is scheduled on its own: one that fails never holds the others.
 *
 * After an attempt:
 * - delivered: any answer with `status: true`;
 * - try again later: no answer (offline, time-out), 408, 425, 5xx, and 429/503. A 429 or 503 with
 *   `Retry-After` (seconds or an HTTP date) waits exactly that long, even when the connection comes
 *   back or a page loads (the server asked; capped at a day); otherwise the back-off doubles from
 *   15 s to 10 min, and a returning connection or a new page load tries at once;
 * - parked: 401 and 403 (the sign-in lapsed or does not allow it: sending again changes nothing
 *   until the visitor signs in again) and every other 4xx (the service refused the input). A parked
 *   submission stays on the device with its reason until the visitor retries or discards it.
 */
import type { Result } from '../../api/result'

/** What a send resolves to: the result, and the answer's `Retry-After` when it had one. */
export type SendResult = Result<unknown> & { retryAfter?: string }

/** Why a submission waits for the visitor: a sign-in to renew, or an input the service refused. */
export type ParkReason = 'auth' | 'refused'

export interface Parked {
  reason: ParkReason
  /** The service's answer, in Indonesian (api/messages.ts). */
  message: string
  httpStatus: number
  at: number
}

/** The scheduling fields of a queued submission. */
export interface Schedule {
  createdAt: number
  /** Our own back-off: not before this time (ms) unless the drain is forced. */
  nextAttemptAt?: number
  /** The server's `Retry-After`: not before this time (ms), forced or not. */
  notBefore?: number
  parked?: Parked
}

export type Decision =
  | { kind: 'delivered' }
  | { kind: 'retry'; nextAttemptAt: number; notBefore?: number; noAnswer: boolean }
  | { kind: 'park'; parked: Parked }

export const BACKOFF_BASE_MS = 15_000
export const BACKOFF_MAX_MS = 10 * 60_000
/** A `Retry-After` further away than this is read as this: a submission is never shelved for good. */
export const RETRY_AFTER_MAX_MS = 24 * 3600_000

/** Wait before the next attempt after `attempts` failed ones: doubling, capped, ±20 % jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) as a wait in ms from `now`: delay-seconds (`120`) or an HTTP
 * date (`Wed, 21 Oct 2026 07:28:00 GMT`; a past date is 0). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_MAX_MS)
  // A date names its weekday and month in letters; a bare number or a signed one is no date.
  if (!/[a-z]/i.test(text)) return null
  const at = Date.parse(text)
  if (Number.isNaN(at)) return null
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS)
}

/** 4xx answers that blame neither the input nor the sign-in: a time-out, "too early", "too many". */
const LATER_4XX = new Set([408, 425, 429])
const SIGN_IN = new Set([401, 403])
/** The answers whose `Retry-After` is honoured. */
const RETRY_AFTER_STATUSES = new Set([429, 503])

/** What the answer to attempt number `attempts` (1 = the first) means for this submission. */
export function afterAttempt(
  result: SendResult,
  attempts: number,
  now: number,
  random: () => number = Math.random,
): Decision {
  if (result.status) return { kind: 'delivered' }
  const http = result.httpStatus ?? 0
  if (http === 0 || http >= 500 || LATER_4XX.has(http)) {
    const asked = RETRY_AFTER_STATUSES.has(http) ? parseRetryAfter(result.retryAfter, now) : null
    if (asked !== null)
      return { kind: 'retry', nextAttemptAt: now + asked, notBefore: now + asked, noAnswer: false }
    return { kind: 'retry', nextAttemptAt: now + backoffMs(attempts, random), noAnswer: http === 0 }
  }
  return {
    kind: 'park',
    parked: {
      reason: SIGN_IN.has(http) ? 'auth' : 'refused',
      message: result.message,
      httpStatus: http,
      at: now,
    },
  }
}

/** Whether a drain takes it now: never while parked or before the server's time; the back-off only when not forced. */
export function isDue(item: Schedule, now: number, force: boolean): boolean {
  if (item.parked) return false
  if ((item.notBefore ?? 0) > now) return false
  return force || (item.nextAttemptAt ?? 0) <= now
}

/** The submissions a drain sends: the due ones, oldest first (their order is kept). */
export function drainOrder<T extends Schedule>(items: readonly T[], now: number, force: boolean): T[] {
  return items.filter((item) => isDue(item, now, force)).sort((a, b) => a.createdAt - b.createdAt)
}

/**
 * After this many attempts in a row got no answer at all, a pass stops: the connection is gone and
 * the others would only time out too. One alone (a service that never answers) does not stop it.
 */
export const NO_ANSWER_STOPS_AFTER = 2
