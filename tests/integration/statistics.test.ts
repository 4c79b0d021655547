/**
 * Recorded statistics over real HTTP: the browser's beacon (`POST v1/statistics/record` with the app
 * token in the query, the tenant from `Origin`, a text/plain JSON batch) and the admin summary that
 * reads them back (views per page, p75 vitals per page kind and day), each tenant seeing only its own.
 */
import { describe, expect, it } from 'vitest'
import { login } from '../../api/accounts'
import { makeAppToken } from '../../api/token'
import { getStatisticsSummary } from '../../api/statistics'
import { useSandbox } from './harness'

const h = useSandbox()

async function beacon(
  body: unknown,
  { tenant = 'smkcoding', token = true, path = 'v1/statistics/record' } = {},
): Promise<Response> {
  const query = token ? `?appToken=${encodeURIComponent(await makeAppToken(h.ctx().appToken))}` : ''
  return fetch(`${h.baseUrl}/services/${path}${query}`, {
    method: 'POST',
    // What navigator.sendBeacon sends with a string body: no custom header, the page's Origin.
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: `http://${tenant}.localhost:3000` },
    body: JSON.stringify(body),
  })
}

async function adminOf(tenant: string) {
  const ctx = h.ctx(tenant)
  expect((await login(ctx, { email: 'admin@alkademi.id', password: 'rahasia123' })).status).toBe(true)
  return ctx
}

const today = new Date().toISOString().slice(0, 10)

describe('statistics beacon', () => {
  it('stores a batch of page views and vitals for the Origin’s tenant', async () => {
    const records = [
      { event: 'page_view', path: '/Class', kind: 'class' },
      { event: 'page_view', path: '/Class', kind: 'class' },
      { event: 'page_view', path: '/Blog', kind: 'blog' },
      ...[1000, 2000, 3000, 4000].map((value) => ({ event: 'LCP', path: '/Class', kind: 'class', value })),
      { event: 'INP', path: '/Class', kind: 'class', value: 120 },
      { event: 'CLS', path: '/Class', kind: 'class', value: 0.02 },
      { event: 'CLS', path: '/Blog', kind: 'blog', value: 0.3 },
    ]
    const res = await beacon({ tenant: 'smkcoding', records })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { ids: number[] } }
    expect(body.data.ids).toHaveLength(records.length)

    const summary = await getStatisticsSummary(await adminOf('smkcoding'))
    expect(summary.status).toBe(true)
    const { pages, vitals } = summary.data!
    expect(pages).toEqual([
      { path: '/Class', kind: 'class', views: 2 },
      { path: '/Blog', kind: 'blog', views: 1 },
    ])
    expect(vitals).toEqual([
      { date: today, kind: 'blog', metric: 'CLS', p75: 0.3, samples: 1 },
      { date: today, kind: 'class', metric: 'LCP', p75: 3000, samples: 4 },
      { date: today, kind: 'class', metric: 'INP', p75: 120, samples: 1 },
      { date: today, kind: 'class', metric: 'CLS', p75: 0.02, samples: 1 },
    ])
    expect(summary.data!.byEvent).toContainEqual({ event: 'page_view', count: 3 })
  })

  it('keeps each tenant’s statistics to itself', async () => {
    const demo = await getStatisticsSummary(await adminOf('demo'))
    expect(demo.data!.pages.map((p) => p.path)).not.toContain('/Class')
    expect(demo.data!.vitals).toEqual([])
    // A body naming another site than its Origin is refused.
    const res = await beacon({ tenant: 'demo', records: [{ event: 'page_view', path: '/' }] })
    expect(res.status).toBe(403)
  })

  it('refuses a beacon without an app token, and the query token anywhere but this call', async () => {
    expect((await beacon({ records: [{ event: 'page_view', path: '/' }] }, { token: false })).status).toBe(
      401,
    )
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

  it('refuses a path with a query string or fragment, a vital without a value, and empty or oversized batches', async () => {
    for (const record of [
      { event: 'page_view', path: '/Cari?q=rahasia' },
      { event: 'page_view', path: '/Class#daftar' },
      { event: 'page_view', path: 'Class' },
      { event: 'LCP', path: '/' },
    ]) {
      const res = await beacon({ tenant: 'smkcoding', records: [record] })
      expect(res.status, JSON.stringify(record)).toBe(400)
    }
    expect((await beacon({ tenant: 'smkcoding', records: [] })).status).toBe(400)
    const many = Array.from({ length: 51 }, () => ({ event: 'page_view', path: '/' }))
    expect((await beacon({ tenant: 'smkcoding', records: many })).status).toBe(400)
  })
})
