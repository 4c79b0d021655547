import { describe, expect, it } from 'vitest'
import type { Post } from '../../api/posts'
import { eventInfoOf, isPast, placeText } from '../../features/events/eventInfo'
import {
  appointmentPayload,
  dateFromToday,
  EMPTY_APPOINTMENT,
  indonesianPhone,
  jakartaDay,
} from '../../features/appointment/appointment'
import { friendlyReason } from '../../features/careers/careerText'
import { jobIdFrom } from '../../features/careers/careerParams'
import { programListParams } from '../../features/events/program/programParams'

const post = (extra: Record<string, unknown>): Post =>
  ({ id: 1, slug: 'a', kindSlug: 'event', title: 'A', ...extra }) as Post

describe('event fields', () => {
  it('reads dates, place and mode, and drops bad links and an end before the start', () => {
    const info = eventInfoOf(
      post({
        startsAt: '2026-12-01T02:00:00Z',
        endsAt: '2026-12-01T01:00:00Z',
        venue: ' Aula ',
        onlineUrl: 'javascript:alert(1)',
        registrationUrl: 'https://forms.example.com/x',
      }),
    )
    expect(info.startsAt?.toISOString()).toBe('2026-12-01T02:00:00.000Z')
    expect(info.endsAt).toBeNull()
    expect(info.onlineUrl).toBeNull()
    expect(info.attendance).toBe('offline')
    expect(info.venue).toBe('Aula')
    expect(placeText(info)).toBe('Luring · Aula')
    expect(info.registrationUrl).toBe('https://forms.example.com/x')
  })

  it('infers hybrid from a venue and a link, and survives fields of the wrong type', () => {
    expect(eventInfoOf(post({ venue: 'Aula', onlineUrl: 'https://meet.example.com/1' })).attendance).toBe(
      'hybrid',
    )
    const broken = eventInfoOf(post({ startsAt: 42, venue: ['x'] }))
    expect(broken.startsAt).toBeNull()
    expect(isPast(broken, new Date())).toBe(false)
  })

  it('is past once it has ended (2 hours when no end is given)', () => {
    const info = eventInfoOf(post({ startsAt: '2026-12-01T02:00:00Z' }))
    expect(isPast(info, new Date('2026-12-01T03:59:00Z'))).toBe(false)
    expect(isPast(info, new Date('2026-12-01T04:01:00Z'))).toBe(true)
  })
})

describe('appointment rules', () => {
  it('accepts +62 and 08 mobile numbers only', () => {
    const rule = indonesianPhone()
    expect(rule('0812 3456 7890')).toBeNull()
    expect(rule('+62 812-3456-7890')).toBeNull()
    expect(rule('12345')).toMatch(/\+62 atau 08/)
    expect(rule('+1 202 555 0100')).toMatch(/\+62 atau 08/)
  })

  it('refuses a date before today in Jakarta', () => {
    const rule = dateFromToday(() => '2026-11-22')
    expect(rule('2026-11-21')).toBe('Tanggal tidak boleh di masa lalu.')
    expect(rule('2026-11-22')).toBeNull()
    expect(rule('2026-13-45')).toBe('Tanggal tidak valid.')
    // 23:30 UTC is already the next day in Jakarta.
    expect(jakartaDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
  })

  it('sends the topic as postId, a normalised phone, and leaves empty optionals out', () => {
    expect(
      appointmentPayload({
        ...EMPTY_APPOINTMENT,
        topic: '101',
        date: '2026-12-01',
        time: '10:00',
        name: ' Sari ',
        email: 'sari@contoh.id',
        phone: '0812-3456 7890',
      }),
    ).toEqual({
      postId: 101,
      name: 'Sari',
      email: 'sari@contoh.id',
      phone: '081234567890',
      preferredDate: '2026-12-01',
      preferredTime: '10:00',
    })
  })
})

describe('career and program parameters', () => {
  it('shows the reason without SPEC’s English prefix', () => {
    expect(friendlyReason('Failed fetch list Job: Injected server error')).toBe('Injected server error')
    expect(friendlyReason('Failed fetch detail Career: ')).toBe('Terjadi kesalahan.')
  })

  it('takes only positive integer job ids', () => {
    expect(jobIdFrom('12')).toBe(12)
    expect(jobIdFrom('0')).toBeNull()
    expect(jobIdFrom('1e3')).toBeNull()
    expect(jobIdFrom(undefined)).toBeNull()
  })

  it('maps the URL to program filters', () => {
    expect(programListParams({ page: '2', state: 'open', city: '3273', category: 'x' })).toEqual({
      page: 2,
      perPage: 6,
      state: 'open',
      heldCityIds: [3273],
    })
  })
})
