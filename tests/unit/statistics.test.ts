import { describe, expect, it } from 'vitest'
import {
  kindLabel,
  pageBars,
  vitalRating,
  vitalRows,
  vitalSeries,
} from '../../features/welcome/statistics/chartData'
import { p75, parseRecordBody, vitalsByKindAndDay } from '../../sandbox/statistics'
import { statisticsAllowed } from '../../shell/statistics'
import { beaconBody, pageViewRecord, StatisticsQueue, vitalRecord } from '../../shell/statisticsBatch'

const nav = (extra: Record<string, unknown> = {}) => ({ doNotTrack: null, ...extra }) as unknown as Navigator

describe('what the browser records', () => {
  it('a page view carries the path without query or fragment, and the route id as page kind', () => {
    expect(pageViewRecord('/Class')).toEqual({ event: 'page_view', path: '/Class', kind: 'class' })
    expect(pageViewRecord('/Cari?q=nama%20saya#x')).toEqual({
      event: 'page_view',
      path: '/Cari',
      kind: 'search',
    })
    expect(pageViewRecord('/News/some-slug').kind).toBe('newsDetail')
    expect(pageViewRecord('/no-such-page').kind).toBe('notFound')
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
      kind: 'blog',
      value: 1235,
    })
    expect(
      vitalRecord({ name: 'CLS', value: 0.123456, navigationURL: 'http://demo.localhost/Class?x=1' }, '/'),
    ).toEqual({ event: 'CLS', path: '/Class', kind: 'class', value: 0.1235 })
  })
})

describe('batching', () => {
  const view = (path: string) => ({ event: 'page_view', path, kind: 'x' })

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

  it('keeps a batch the browser refused, and what follows it, for the next flush', () => {
    const queue = new StatisticsQueue('demo', 2)
    for (const p of ['/1', '/2', '/3']) queue.add(view(p))
    let calls = 0
    expect(queue.flush(() => ++calls === 1)).toBe(2)
    expect(queue.size).toBe(1)
    const sent: string[] = []
    expect(queue.flush((body) => (sent.push(body), true))).toBe(1)
    expect(sent).toEqual([beaconBody('demo', [view('/3')])])
  })
})

describe('the summary', () => {
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
      { date: '2026-11-01', kind: 'blog', metric: 'INP', value: 80 },
      { date: '2026-11-01', kind: 'blog', metric: 'page_view', value: 1 },
    ]
    expect(vitalsByKindAndDay(rows)).toEqual([
      { date: '2026-11-01', kind: 'blog', metric: 'INP', p75: 80, samples: 1 },
      { date: '2026-11-01', kind: 'home', metric: 'LCP', p75: 3000, samples: 2 },
      { date: '2026-11-01', kind: 'home', metric: 'CLS', p75: 0.1, samples: 1 },
      { date: '2026-11-02', kind: 'home', metric: 'LCP', p75: 900, samples: 1 },
    ])
  })

  it('checks a record and a batch', () => {
    expect(parseRecordBody({ event: 'x', path: '/a' })).toMatchObject({ ok: true, tenant: null })
    expect(parseRecordBody({ tenant: 'demo', records: [{ event: 'page_view', path: '/' }] })).toMatchObject({
      ok: true,
      tenant: 'demo',
    })
    expect(parseRecordBody({ records: [{ event: 'page_view', path: '/?q=1' }] })).toMatchObject({ ok: false })
    expect(parseRecordBody({ records: [{ event: 'INP', value: -1 }] })).toMatchObject({ ok: false })
    expect(parseRecordBody({ records: 'x' })).toMatchObject({ ok: false })
  })
})

describe('the dashboard', () => {
  const vitals = [
    { date: '2026-11-01', kind: 'home', metric: 'LCP' as const, p75: 2000, samples: 3 },
    { date: '2026-11-02', kind: 'class', metric: 'LCP' as const, p75: 4100, samples: 1 },
    { date: '2026-11-02', kind: 'class', metric: 'CLS' as const, p75: 0.2, samples: 1 },
  ]

  it('draws a line per page kind over every day with vitals, gaps where a day has none', () => {
    expect(vitalSeries(vitals, 'LCP')).toEqual({
      metric: 'LCP',
      dates: ['2026-11-01', '2026-11-02'],
      series: [
        { kind: 'class', label: '/Class', values: [null, 4100] },
        { kind: 'home', label: '/', values: [2000, null] },
      ],
    })
  })

  it('tables a row per day and page kind, newest first, and rates by web.dev’s thresholds', () => {
    expect(vitalRows(vitals)).toEqual([
      {
        date: '2026-11-02',
        kind: 'class',
        label: '/Class',
        values: { LCP: { p75: 4100, samples: 1 }, CLS: { p75: 0.2, samples: 1 } },
      },
      { date: '2026-11-01', kind: 'home', label: '/', values: { LCP: { p75: 2000, samples: 3 } } },
    ])
    expect(vitalRating('LCP', 2500)).toBe('Baik')
    expect(vitalRating('INP', 300)).toBe('Perlu perbaikan')
    expect(vitalRating('CLS', 0.3)).toBe('Buruk')
    expect(kindLabel('notFound')).toBe('Halaman tidak ditemukan')
    expect(pageBars([{ path: '/a', kind: 'x', views: 3 }])).toEqual({ labels: ['#1'], values: [3] })
  })
})
