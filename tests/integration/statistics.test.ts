/**
 * Recorded statistics over real HTTP: the browser's beacon (`POST v1/statistics/record` with the app
 * token in the query, the tenant from `Origin`, a text/plain JSON batch) and the admin summary that
 * reads them back (views per page kind, p75 vitals per page kind and day), each tenant seeing only
 * its own. Every kind of refusal is a 4xx that leaves the summary as it was; the rate limits answer
 * 429 with `Retry-After`.
 */
import { describe, expect, it } from 'vitest'
import { login } from '../../api/accounts'
import { getStatisticsSummary, type StatisticsSummary } from '../../api/statistics'
import { makeAppToken } from '../../api/token'
import { useSandbox, type RunningSandbox } from './harness'

const h = useSandbox()
/** A second sandbox with small limits, so they can be reached in a test. */
const limited = useSandbox({
  config: {
    statisticsLimits: { client: { capacity: 3, perMinute: 6 }, tenant: { capacity: 5, perMinute: 6 } },
  },
})

async function beacon(
  body: unknown,
  {
    tenant = 'smkcoding',
    token = true,
    path = 'v1/statistics/record',
    client = '10.0.0.1',
    sandbox = h as Omit<RunningSandbox, 'close'>,
  } = {},
): Promise<Response> {
  const query = token ? `?appToken=${encodeURIComponent(await makeAppToken(sandbox.ctx().appToken))}` : ''
  return fetch(`${sandbox.baseUrl}/services/${path}${query}`, {
    method: 'POST',
    // What a keep-alive fetch sends with a string body: no custom header, the page's Origin.
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: `http://${tenant}.localhost:3000`,
      'X-Forwarded-For': client,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function summaryOf(
  tenant: string,
  sandbox = h as Omit<RunningSandbox, 'close'>,
): Promise<StatisticsSummary> {
  const ctx = sandbox.ctx(tenant)
  expect((await login(ctx, { email: 'admin@alkademi.id', password: 'rahasia123' })).status).toBe(true)
  const summary = await getStatisticsSummary(ctx)
  expect(summary.status).toBe(true)
  return summary.data!
}

const today = new Date().toISOString().slice(0, 10)
const view = (path: string, kind: string) => ({ event: 'page_view', path, kind })

describe('statistics beacon', () => {
  it('stores a batch of page views and vitals for the Origin’s tenant, summed per page kind', async () => {
    const records = [
      view('/Class', 'classList'),
      view('/Class', 'classList'),
      view('/Blog', 'newsList'),
      ...[1000, 2000, 3000, 4000].map((value) => ({
        event: 'LCP',
        path: '/Class',
        kind: 'classList',
        value,
      })),
      { event: 'INP', path: '/Class', kind: 'classList', value: 120 },
      { event: 'CLS', path: '/Class', kind: 'classList', value: 0.02 },
      { event: 'CLS', path: '/Blog', kind: 'newsList', value: 0.3 },
    ]
    const res = await beacon({ tenant: 'smkcoding', records })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: { accepted: number } }).data.accepted).toBe(records.length)

    const { kinds, pages, vitals, byEvent, window } = await summaryOf('smkcoding')
    expect(window.to).toBe(today)
    expect(kinds).toEqual([
      { kind: 'classList', views: 2 },
      { kind: 'newsList', views: 1 },
    ])
    expect(pages).toEqual([
      { path: '/Class', kind: 'classList', views: 2 },
      { path: '/Blog', kind: 'newsList', views: 1 },
    ])
    expect(vitals).toEqual([
      { date: today, kind: 'classList', metric: 'LCP', p75: 3000, samples: 4 },
      { date: today, kind: 'classList', metric: 'INP', p75: 120, samples: 1 },
      { date: today, kind: 'classList', metric: 'CLS', p75: 0.02, samples: 1 },
      { date: today, kind: 'newsList', metric: 'CLS', p75: 0.3, samples: 1 },
    ])
    expect(byEvent).toContainEqual({ event: 'page_view', count: 3 })
  })

  it('keeps each tenant’s statistics to itself', async () => {
    const demo = await summaryOf('demo')
    expect(demo.pages.map((p) => p.path)).not.toContain('/Blog')
    expect(demo.vitals.some((v) => v.kind === 'newsList')).toBe(false)
    // A body naming another site than its Origin is refused.
    const res = await beacon({ tenant: 'demo', records: [view('/', 'home')] })
    expect(res.status).toBe(403)
  })

  it('refuses a beacon without an app token, and the query token anywhere but this call', async () => {
    expect((await beacon({ records: [view('/', 'home')] }, { token: false })).status).toBe(401)
    const click = await beacon(
      {
        from: 'http://smkcoding.localhost:3000/',
        to: '/',
        type: 'page_load',
        timestamp: new Date().toISOString(),
      },
      { path: 'v1/logger/log/click' },
    )
    expect(click.status).toBe(401)
  })
})

describe('what the beacon refuses', () => {
  const lcp = (value: unknown) => ({ event: 'LCP', path: '/', kind: 'home', value })
  const batch = (records: unknown) => ({ tenant: 'demo', records })
  const REFUSED: [string, number, unknown][] = [
    ['a body over 32 KB', 413, batch([{ ...view('/', 'home'), path: `/${'a'.repeat(40_000)}` }])],
    ['51 records', 413, batch(Array.from({ length: 51 }, () => view('/', 'home')))],
    ['malformed JSON', 400, '{"tenant":"demo","records":['],
    ['a JSON array', 400, '[]'],
    ['deep nesting', 400, '['.repeat(5000) + ']'.repeat(5000)],
    ['a nested field in a record', 400, batch([{ ...view('/', 'home'), meta: { a: { b: 1 } } }])],
    ['an empty batch', 400, batch([])],
    ['an LCP of 9,000,000,000 ms', 400, batch([lcp(9e9)])],
    ['a negative LCP', 400, batch([lcp(-1)])],
    ['an LCP as text', 400, batch([lcp('1200')])],
    ['a vital without a value', 400, batch([{ event: 'INP', path: '/', kind: 'home' }])],
    ['an INP of 45 s', 400, batch([{ event: 'INP', path: '/', kind: 'home', value: 45_000 }])],
    ['a CLS of 500', 400, batch([{ event: 'CLS', path: '/', kind: 'home', value: 500 }])],
    ['an invented event name', 400, batch([{ event: 'invented_1', path: '/' }])],
    ['an invented page kind', 400, batch([view('/', 'homepage')])],
    ['a utility route as page kind', 400, batch([view('/CallbackAuth', 'callbackAuth')])],
    ['a page view without a kind', 400, batch([{ event: 'page_view', path: '/' }])],
    ['a value on a page view', 400, batch([{ ...view('/', 'home'), value: 5 }])],
    ['a field the contract does not name', 400, batch([{ ...view('/', 'home'), userAgent: 'x' }])],
    ['a path with a query string', 400, batch([view('/Cari?q=rahasia', 'search')])],
    ['a path with a fragment', 400, batch([view('/Class#daftar', 'classList')])],
    ['a path that is not one', 400, batch([view('Class', 'classList')])],
    ['a good record beside an implausible one', 400, batch([view('/', 'home'), lcp(9e9)])],
  ]

  it('answers every refusal with its 4xx, and the summary stays as it was', async () => {
    const before = await summaryOf('demo')
    for (const [what, status, body] of REFUSED) {
      const res = await beacon(body, {
        tenant: 'demo',
        client: `10.0.1.${REFUSED.findIndex((r) => r[0] === what)}`,
      })
      expect(res.status, what).toBe(status)
      const answer = (await res.json()) as { status: boolean; message: string }
      expect(answer.status, what).toBe(false)
      expect(answer.message, what).toBeTruthy()
    }
    expect(await summaryOf('demo')).toEqual(before)
  })

  it('refuses a large body by its declared length, and one streamed without a length as it passes the limit', async () => {
    const token = encodeURIComponent(await makeAppToken(h.ctx().appToken))
    const url = `${h.baseUrl}/services/v1/statistics/record?appToken=${token}`
    const headers = { 'Content-Type': 'text/plain', Origin: 'http://demo.localhost:3000' }
    const declared = await fetch(url, { method: 'POST', headers, body: new Uint8Array(5 * 1024 * 1024) })
    expect(declared.status).toBe(413)
    let chunks = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (++chunks > 80) return ctrl.close()
        ctrl.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    const streamed = await fetch(url, {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(chunks).toBeLessThan(80)
  })
})

describe('rate limits', () => {
  const one = { tenant: 'demo', records: [view('/', 'home')] }

  it('holds a client past its limit with 429 and Retry-After, and lets another client of the site through', async () => {
    const opts = { tenant: 'demo', client: '10.5.0.1', sandbox: limited }
    for (let i = 0; i < 3; i++) expect((await beacon(one, opts)).status).toBe(200)
    const held = await beacon(one, opts)
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    // The browser can read it across origins.
    expect(held.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After')
    expect((await beacon(one, { ...opts, client: '10.5.0.2' })).status).toBe(200)
  })

  it('holds a site past its limit whichever client sends, and counts only what it accepted', async () => {
    const before =
      (await summaryOf('smkcoding', limited)).byEvent.find((e) => e.event === 'page_view')?.count ?? 0
    const statuses: number[] = []
    const retryAfter: (string | null)[] = []
    for (let i = 0; i < 8; i++) {
      const res = await beacon(
        { tenant: 'smkcoding', records: [view('/', 'home')] },
        { tenant: 'smkcoding', client: `10.6.0.${i}`, sandbox: limited },
      )
      statuses.push(res.status)
      if (res.status === 429) retryAfter.push(res.headers.get('Retry-After'))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    expect(retryAfter.every((s) => Number(s) >= 1)).toBe(true)
    const after = (await summaryOf('smkcoding', limited)).byEvent.find((e) => e.event === 'page_view')?.count
    expect(after).toBe(before + 5)
  })
})
