import { describe, expect, it } from 'vitest'
import {
  MAX_BATCH_BYTES,
  MAX_PATH_LENGTH,
  MAX_RECORDS_PER_BATCH,
  VITAL_RANGES,
  type StatisticRecord,
} from '../../api/logger'
import * as contract from '../../sandbox/statistics'
import {
  nestingDepth,
  p75,
  parseRecordBody,
  parseRecordText,
  vitalsByKindAndDay,
} from '../../sandbox/statistics'
import { statisticsAllowed } from '../../shell/statistics'
import {
  beaconBody,
  MAX_BATCH,
  MAX_WAITING,
  pageViewRecord,
  retryAfterMs,
  SendGate,
  StatisticsQueue,
  vitalRecord,
} from '../../shell/statisticsBatch'
import { PAGE_KINDS, pageKindLabel, pageKindOf, ROUTE_KINDS } from '../../sites/pageKinds'
import { ROUTES } from '../../sites/routes'

const nav = (extra: Record<string, unknown> = {}) => ({ doNotTrack: null, ...extra }) as unknown as Navigator

describe('page kinds', () => {
  it('groups routes into the kinds an admin asks about, from the route table', () => {
    expect(pageKindOf('/')).toBe('home')
    expect(pageKindOf('/Class')).toBe('classList')
    expect(pageKindOf('/Class/belajar-react')).toBe('classPage')
    expect(pageKindOf('/News')).toBe('newsList')
    expect(pageKindOf('/News/some-slug')).toBe('newsPage')
    expect(pageKindOf('/News/12/judul')).toBe('newsPage')
    expect(pageKindOf('/Event/Careers/7/backend')).toBe('eventPage')
    expect(pageKindOf('/no-such-page')).toBe('notFound')
    expect(pageKindLabel('classPage')).toBe('Halaman kelas')
  })

  it('leaves the utility and account routes out', () => {
    for (const path of ['/CallbackAuth', '/CallbackPayment', '/Login', '/Payment-Status/Success', '/Welcome'])
      expect(pageKindOf(path), path).toBeNull()
    expect(Object.keys(ROUTE_KINDS).sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it('agrees with the API’s copy of the contract', () => {
    expect([...contract.PAGE_KINDS]).toEqual(PAGE_KINDS)
    expect(contract.VALUE_RANGES).toEqual(VITAL_RANGES)
    expect(contract.MAX_RECORDS).toBe(MAX_RECORDS_PER_BATCH)
    expect(contract.MAX_BODY_BYTES).toBe(MAX_BATCH_BYTES)
    expect(contract.MAX_PATH_LENGTH).toBe(MAX_PATH_LENGTH)
    expect(MAX_BATCH).toBeLessThanOrEqual(MAX_RECORDS_PER_BATCH)
  })
})

describe('what the browser records', () => {
  it('a page view carries the path without query or fragment, and its page kind; a utility page none', () => {
    expect(pageViewRecord('/Class')).toEqual({ event: 'page_view', path: '/Class', kind: 'classList' })
    expect(pageViewRecord('/Cari?q=nama%20saya#x')).toEqual({
      event: 'page_view',
      path: '/Cari',
      kind: 'search',
    })
    expect(pageViewRecord('/no-such-page')?.kind).toBe('notFound')
    expect(pageViewRecord('/CallbackAuth?code=x')).toBeNull()
    expect(pageViewRecord(`/News/${'a'.repeat(2000)}`)?.path).toHaveLength(MAX_PATH_LENGTH)
  })

  it('records nothing under Do Not Track, Global Privacy Control, Save-Data or a 2g connection', () => {
    expect(statisticsAllowed(nav())).toBe(true)
    expect(statisticsAllowed(nav({ connection: { effectiveType: '4g', saveData: false } }))).toBe(true)
    expect(statisticsAllowed(nav({ doNotTrack: '1' }))).toBe(false)
    expect(statisticsAllowed(nav({ globalPrivacyControl: true }))).toBe(false)
    expect(statisticsAllowed(nav({ connection: { effectiveType: '4g', saveData: true } }))).toBe(false)
    expect(statisticsAllowed(nav({ connection: { effectiveType: '2g' } }))).toBe(false)
    expect(statisticsAllowed(nav({ connection: { effectiveType: 'slow-2g' } }))).toBe(false)
  })

  it('a vital belongs to its navigation’s page where the browser names it, else to the landing page', () => {
    expect(vitalRecord({ name: 'LCP', value: 1234.56 }, '/Blog')).toEqual({
      event: 'LCP',
      path: '/Blog',
      kind: 'newsList',
      value: 1235,
    })
    expect(
      vitalRecord({ name: 'CLS', value: 0.123456, navigationURL: 'http://demo.localhost/Class?x=1' }, '/'),
    ).toEqual({ event: 'CLS', path: '/Class', kind: 'classList', value: 0.1235 })
  })

  it('clamps a measured extreme to what the API accepts, and drops what it would refuse', () => {
    expect(vitalRecord({ name: 'LCP', value: 9e9 }, '/')?.value).toBe(VITAL_RANGES.LCP.max)
    expect(vitalRecord({ name: 'INP', value: 45_000 }, '/')?.value).toBe(VITAL_RANGES.INP.max)
    expect(vitalRecord({ name: 'CLS', value: -1 }, '/')?.value).toBe(0)
    expect(vitalRecord({ name: 'FCP', value: 100 }, '/')).toBeNull()
    expect(vitalRecord({ name: 'LCP', value: Number.NaN }, '/')).toBeNull()
    expect(vitalRecord({ name: 'LCP', value: 900 }, '/Login')).toBeNull()
  })

  it('sends only what the API’s schema accepts', () => {
    const records = [
      pageViewRecord('/Class/belajar-react?ref=x'),
      pageViewRecord('/no-such-page'),
      pageViewRecord(`/News/${'b'.repeat(3000)}`),
      vitalRecord({ name: 'LCP', value: 9e9 }, '/'),
      vitalRecord({ name: 'INP', value: 31_000.7 }, '/Event'),
      vitalRecord({ name: 'CLS', value: 12 }, '/Cari'),
    ].filter((r): r is StatisticRecord => r !== null)
    const queue = new StatisticsQueue('demo')
    for (let i = 0; i < MAX_BATCH; i++) queue.add(records[i % records.length]!)
    const bodies: string[] = []
    queue.flush((body) => (bodies.push(body), true))
    expect(bodies).toHaveLength(1)
    expect(parseRecordText(bodies[0]!)).toMatchObject({ ok: true, tenant: 'demo' })
  })
})

describe('batching', () => {
  const view = (path: string): StatisticRecord => ({ event: 'page_view', path, kind: 'info' })

  it('says when a batch is full and sends the queue in batches of the maximum, in order', () => {
    const queue = new StatisticsQueue('demo', 3)
    expect(queue.add(view('/1'))).toBe(false)
    expect(queue.add(view('/2'))).toBe(false)
    expect(queue.add(view('/3'))).toBe(true)
    queue.add(view('/4'))
    const sent: string[] = []
    expect(queue.flush((body) => (sent.push(body), true))).toBe(4)
    expect(sent).toEqual([
      beaconBody('demo', [view('/1'), view('/2'), view('/3')]),
      beaconBody('demo', [view('/4')]),
    ])
    expect(queue.size).toBe(0)
    expect(JSON.parse(sent[1]!)).toEqual({ tenant: 'demo', records: [view('/4')] })
  })

  it('keeps a batch not sent, and what follows it, for the next flush; holds at most MAX_WAITING', () => {
    const queue = new StatisticsQueue('demo', 2)
    for (const p of ['/1', '/2', '/3']) queue.add(view(p))
    let calls = 0
    expect(queue.flush(() => ++calls === 1)).toBe(2)
    expect(queue.size).toBe(1)
    const sent: string[] = []
    expect(queue.flush((body) => (sent.push(body), true))).toBe(1)
    expect(sent).toEqual([beaconBody('demo', [view('/3')])])
    for (let i = 0; i < MAX_WAITING * 3; i++) queue.add(view('/x'))
    expect(queue.size).toBe(MAX_WAITING)
  })

  it('pauses every batch for the Retry-After of a 429, and never for a 413 or a success', () => {
    const gate = new SendGate()
    const t = 1_000_000
    expect(gate.open(t)).toBe(true)
    gate.answer(413, null, t)
    gate.answer(200, null, t)
    expect(gate.open(t)).toBe(true)
    gate.answer(429, '30', t)
    expect(gate.open(t + 29_999)).toBe(false)
    expect(gate.open(t + 30_000)).toBe(true)
    expect(retryAfterMs(null, t)).toBe(60_000)
    expect(retryAfterMs('soon', t)).toBe(60_000)
    expect(retryAfterMs(new Date(t + 5000).toUTCString(), t)).toBeGreaterThan(3000)
    expect(retryAfterMs('999999', t)).toBe(15 * 60_000)
  })
})

describe('the API’s checks', () => {
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull()
    expect(p75([5])).toBe(5)
    expect(p75([4, 1, 3, 2])).toBe(3)
    expect(p75([1, 2, 3, 4, 5])).toBe(4)
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75)
  })

  it('groups the vitals per day, page kind and metric, ignoring other events', () => {
    const rows = [
      { date: '2026-11-02', kind: 'home', metric: 'LCP', value: 900 },
      { date: '2026-11-01', kind: 'home', metric: 'LCP', value: 1000 },
      { date: '2026-11-01', kind: 'home', metric: 'LCP', value: 3000 },
      { date: '2026-11-01', kind: 'home', metric: 'CLS', value: 0.1 },
      { date: '2026-11-01', kind: 'newsList', metric: 'INP', value: 80 },
      { date: '2026-11-01', kind: 'newsList', metric: 'page_view', value: 1 },
    ]
    expect(vitalsByKindAndDay(rows)).toEqual([
      { date: '2026-11-01', kind: 'home', metric: 'LCP', p75: 3000, samples: 2 },
      { date: '2026-11-01', kind: 'home', metric: 'CLS', p75: 0.1, samples: 1 },
      { date: '2026-11-01', kind: 'newsList', metric: 'INP', p75: 80, samples: 1 },
      { date: '2026-11-02', kind: 'home', metric: 'LCP', p75: 900, samples: 1 },
    ])
  })

  it('checks a record and a batch', () => {
    expect(parseRecordBody({ event: 'class_view', path: '/a' })).toMatchObject({ ok: true, tenant: null })
    expect(
      parseRecordBody({ tenant: 'demo', records: [{ event: 'page_view', path: '/', kind: 'home' }] }),
    ).toMatchObject({ ok: true, tenant: 'demo' })
    for (const records of [
      [{ event: 'page_view', path: '/?q=1', kind: 'home' }],
      [{ event: 'page_view', path: '/' }],
      [{ event: 'INP', value: -1 }],
      [{ event: 'LCP', value: 60_001 }],
      [{ event: 'invented', path: '/' }],
      [{ event: 'page_view', path: '/', kind: 'callbackAuth' }],
      [{ event: 'page_view', path: '/', kind: 'home', extra: 1 }],
      'x',
    ])
      expect(parseRecordBody({ records }), JSON.stringify(records)).toMatchObject({ ok: false, status: 400 })
    const many = Array.from({ length: 51 }, () => ({ event: 'page_view', path: '/', kind: 'home' }))
    expect(parseRecordBody({ records: many })).toMatchObject({ ok: false, status: 413 })
  })

  it('measures nesting without parsing, strings aside, and stops past the limit', () => {
    expect(nestingDepth('{"records":[{"event":"page_view"}]}')).toBe(3)
    expect(nestingDepth('{"path":"/[[[{{{"}')).toBe(1)
    expect(nestingDepth('{"p":"\\"[[["}')).toBe(1)
    expect(nestingDepth('['.repeat(1e6), 3)).toBe(4)
    expect(parseRecordText('['.repeat(1000))).toMatchObject({ ok: false, status: 400 })
    expect(parseRecordText('not json')).toMatchObject({ ok: false, status: 400 })
    expect(parseRecordText(' '.repeat(MAX_BATCH_BYTES + 1))).toMatchObject({ ok: false, status: 413 })
  })
})
