import { describe, expect, it } from 'vitest'
import { fail, ok } from '../../api/result'
import {
  afterAttempt,
  BACKOFF_BASE_MS,
  drainOrder,
  isDue,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
} from '../../shell/outbox/schedule'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const mid = () => 0.5

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
  })

  it('reads an HTTP date, relative to now; a past date is now', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:02:00 GMT', NOW)).toBe(120_000)
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:00:00 GMT', NOW)).toBe(0)
  })

  it('caps a wait at a day and ignores what it cannot read', () => {
    expect(parseRetryAfter('999999999', NOW)).toBe(RETRY_AFTER_MAX_MS)
    expect(parseRetryAfter('Sun, 27 Dec 2026 12:00:00 GMT', NOW)).toBe(RETRY_AFTER_MAX_MS)
    for (const bad of [undefined, null, '', '-5', '1.5', 'soon', '12abc'])
      expect(parseRetryAfter(bad, NOW), String(bad)).toBeNull()
  })
})

describe('afterAttempt', () => {
  it('delivered on success', () => {
    expect(afterAttempt(ok(1), 1, NOW)).toEqual({ kind: 'delivered' })
  })

  it('parks a lapsed sign-in and a refusal, with the reason', () => {
    for (const status of [401, 403])
      expect(afterAttempt(fail('Sesi tidak valid', status), 1, NOW)).toEqual({
        kind: 'park',
        parked: { reason: 'auth', message: 'Sesi tidak valid', httpStatus: status, at: NOW },
      })
    for (const status of [400, 404, 409, 422])
      expect(afterAttempt(fail('Ditolak', status), 1, NOW)).toMatchObject({
        kind: 'park',
        parked: { reason: 'refused', httpStatus: status },
      })
  })

  it('backs off after no answer, 5xx, 408, 425 and a 429 without Retry-After', () => {
    for (const status of [0, 500, 502, 503, 504, 408, 425, 429])
      expect(afterAttempt(fail('x', status), 2, NOW, mid), String(status)).toEqual({
        kind: 'retry',
        nextAttemptAt: NOW + 2 * BACKOFF_BASE_MS,
        noAnswer: status === 0,
      })
  })

  it('honours Retry-After on 429 and 503 only, in both forms', () => {
    for (const [status, retryAfter] of [
      [429, '120'],
      [503, 'Fri, 27 Nov 2026 12:02:00 GMT'],
    ] as const)
      expect(afterAttempt({ ...fail('x', status), retryAfter }, 1, NOW, mid)).toEqual({
        kind: 'retry',
        nextAttemptAt: NOW + 120_000,
        notBefore: NOW + 120_000,
        noAnswer: false,
      })
    expect(afterAttempt({ ...fail('x', 500), retryAfter: '120' }, 1, NOW, mid)).toEqual({
      kind: 'retry',
      nextAttemptAt: NOW + BACKOFF_BASE_MS,
      noAnswer: false,
    })
  })
})

describe('isDue and drainOrder', () => {
  const item = (createdAt: number, more: object = {}) => ({ createdAt, ...more })

  it('a back-off gives way to a forced drain; the server’s Retry-After and parking do not', () => {
    const backingOff = item(NOW - 10, { nextAttemptAt: NOW + 1000 })
    expect(isDue(backingOff, NOW, false)).toBe(false)
    expect(isDue(backingOff, NOW, true)).toBe(true)
    const asked = item(NOW - 10, { nextAttemptAt: NOW + 1000, notBefore: NOW + 1000 })
    expect(isDue(asked, NOW, true)).toBe(false)
    expect(isDue(asked, NOW + 1000, false)).toBe(true)
    const parked = item(NOW - 10, { parked: { reason: 'auth', message: 'x', httpStatus: 401, at: NOW } })
    expect(isDue(parked, NOW + 10 ** 9, true)).toBe(false)
  })

  it('takes the due ones, oldest first; one backing off does not hold the others', () => {
    const a = item(NOW - 300, { nextAttemptAt: NOW + 15_000 })
    const b = item(NOW - 100)
    const c = item(NOW - 200)
    expect(drainOrder([a, b, c], NOW, true)).toEqual([a, c, b])
    expect(drainOrder([a, b, c], NOW, false)).toEqual([c, b])
  })
})
