/**
 * Parameter serialisation of the people / money / AI / hosted-db calls, page-size defaults and the
 * exact message texts. No network: the context's `fetch` records each request and answers with a
 * canned body.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  DEMO_REQUEST_SUCCESS,
  getMe,
  getUserDetail,
  listCities,
  listSchools,
  requestDemo,
  SCHOOL_PAGE_SIZE,
} from '../../api/accounts'
import { CHAT_MESSAGES_PAGE_SIZE, listConversationMessages } from '../../api/chat'
import { PAGE_SIZE } from '../../api/constants'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'
import { listBookReviews, restQuery } from '../../api/hostedDb'
import { identityMe } from '../../api/identity'
import { CLICK_LOG_ERROR_TAGS, logClick } from '../../api/logger'
import { getPayment } from '../../api/payments'
import { approvePayout, listPayouts, rejectPayout } from '../../api/payouts'

interface Sent {
  url: URL
  method: string
  headers: Headers
  body: unknown
}

function recorder(reply: unknown = { status: true, message: 'OK', data: [], pagination: page }) {
  const sent: Sent[] = []
  const tokens = memoryTokenStore()
  tokens.setClientToken('tok-123')
  const ctx: ApiContext = {
    ...resolveApiConfig({ API_BASE_URL: 'http://sandbox.test' }),
    tenantId: 'demo',
    tokens,
    fetch: async (input, init) => {
      const req = new Request(input as RequestInfo, init)
      const text = await req.text()
      sent.push({
        url: new URL(req.url),
        method: req.method,
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      })
      return new Response(JSON.stringify(reply), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    },
  }
  return { ctx, sent, last: () => sent.at(-1)! }
}
// Canned bodies do not always fit a call's schema; those logs are noise here.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

const page = { page: 1, perPage: 10, totalItems: 0, totalPages: 0 }
const params = (s: Sent) => Object.fromEntries(s.url.searchParams)

describe('page-size defaults', () => {
  it('payouts page by 10 (SPEC §9), schools by 10, chat history by 20', async () => {
    expect(PAGE_SIZE.payout).toBe(10)
    const r = recorder()
    await listPayouts(r.ctx)
    expect(r.last().url.pathname).toBe('/services/v1/payout/list')
    expect(params(r.last())).toEqual({ page: '1', pageSize: String(PAGE_SIZE.payout) })
    await listSchools(r.ctx)
    expect(params(r.last())).toEqual({ page: '1', pageSize: String(SCHOOL_PAGE_SIZE) })
    await listConversationMessages(r.ctx, { id: 'abc' })
    expect(r.last().url.pathname).toBe('/ai/v1/conversations/abc/messages')
    expect(params(r.last())).toEqual({ page: '1', perPage: String(CHAT_MESSAGES_PAGE_SIZE) })
  })
})

describe('filters are sent only if set', () => {
  it('payout list: status, bank, search', async () => {
    const r = recorder()
    await listPayouts(r.ctx, { page: 2, perPage: 5, status: 'pending', bank: 'BCA', search: 'Bayu' })
    expect(params(r.last())).toEqual({
      page: '2',
      pageSize: '5',
      status: 'pending',
      bank: 'BCA',
      search: 'Bayu',
    })
    await listPayouts(r.ctx, { search: '' })
    expect(params(r.last())).not.toHaveProperty('search')
  })

  it('schools: search and cityId; cities: provinceId', async () => {
    const r = recorder()
    await listSchools(r.ctx, { search: 'Bandung', cityId: 1201 })
    expect(params(r.last())).toMatchObject({ search: 'Bandung', cityId: '1201' })
    const c = recorder({ status: true, data: [] })
    await listCities(c.ctx, 32)
    expect(c.last().url.pathname).toBe('/services/v1/authorizer/cities')
    expect(params(c.last())).toEqual({ provinceId: '32' })
  })

  it('hosted db: order defaults to newest first, eq filters become col=eq.value', async () => {
    expect(restQuery()).toEqual({ select: undefined, order: 'created_at.desc', limit: undefined })
    const r = recorder([])
    await listBookReviews(r.ctx, { limit: 2, eq: { book_title: 'Metamorfosa' } })
    expect(r.last().url.pathname).toBe('/db/rest/v1/book_reviews')
    expect(params(r.last())).toEqual({ order: 'created_at.desc', limit: '2', book_title: 'eq.Metamorfosa' })
    expect(r.last().headers.get('X-Tenant-Id')).toBeNull()
  })

  it('demo request sends the email', async () => {
    const r = recorder({ status: true, message: 'whatever', data: { email: 'a@b.id' } })
    const res = await requestDemo(r.ctx, 'a@b.id')
    expect(params(r.last())).toEqual({ email: 'a@b.id' })
    expect(res.message).toBe('Berhasil mengirim request')
  })
})

describe('paths, methods and authorization', () => {
  it('payout actions and payment detail fill their path parameters', async () => {
    const r = recorder({ status: true, data: {} })
    await approvePayout(r.ctx, 5)
    expect([r.last().method, r.last().url.pathname]).toEqual(['POST', '/services/v1/payout/5/approve'])
    await rejectPayout(r.ctx, 6, 'Nama tidak sesuai')
    expect(r.last().url.pathname).toBe('/services/v1/payout/6/reject')
    expect(r.last().body).toEqual({ reason: 'Nama tidak sesuai' })
    await getPayment(r.ctx, 'INV-2026-001001')
    expect(r.last().url.pathname).toBe('/services/v1/payment/detail/INV-2026-001001')
  })

  it('user/me sends Bearer, the auth host user detail sends the raw token, the AI host no tenant id', async () => {
    const r = recorder({ status: true, data: {} })
    await getMe(r.ctx)
    expect(r.last().headers.get('Authorization')).toBe('Bearer tok-123')
    expect(r.last().headers.get('X-Tenant-Id')).toBe('demo')
    await getUserDetail(r.ctx)
    expect(r.last().url.pathname).toBe('/auth/user/detail')
    expect(r.last().headers.get('Authorization')).toBe('tok-123')
    await identityMe(r.ctx)
    expect(r.last().headers.get('X-Tenant-Id')).toBeNull()
    expect(r.last().headers.get('AppToken')).toBeTruthy()
  })

  it('click log posts from, to, type and an ISO timestamp', async () => {
    const r = recorder({ status: true, data: { id: 1 } })
    await logClick(r.ctx, { from: 'http://demo.localhost/', to: 'https://example.com', type: 'external' })
    expect(r.last().url.pathname).toBe('/services/v1/logger/log/click')
    const body = r.last().body as Record<string, string>
    expect(Object.keys(body).sort()).toEqual(['from', 'timestamp', 'to', 'type'])
    expect(new Date(body.timestamp!).toISOString()).toBe(body.timestamp)
  })
})

describe('message texts (SPEC §8)', () => {
  it('demo request and click-log console tags', () => {
    expect(DEMO_REQUEST_SUCCESS).toBe('Berhasil mengirim request')
    expect(CLICK_LOG_ERROR_TAGS).toEqual({
      page_load: 'page load log API error',
      internal_navigation: 'internal click log API error',
      external: 'external click log API error',
    })
  })
})
