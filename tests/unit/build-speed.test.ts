/**
 * The build's shortcuts that must not change its outputs: the page data taken from the page's HTML
 * (one render a route) and the worker's one answer per distinct API request a tenant.
 */
import { stringify } from '@brillout/json-serializer/stringify'
import { describe, expect, it } from 'vitest'
import { APP_TOKEN_HEADER, TENANT_HEADER } from '../../api/client'
import { memoizeFetch } from '../../scripts/release/apiMemo'
import { pageContextFromHtml } from '../../scripts/release/tenant'

/** As Vike serialises pageContext: escapeURLs only for the HTML's script (vike serializeContext.js). */
const serialise = (value: unknown, inHtml: boolean) =>
  stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: inHtml } })

describe('page data from the HTML', () => {
  it("gives the bytes of Vike's .pageContext.json answer, slashes, backslashes and < included", () => {
    const pageContext = {
      pageId: '/pages/News/List',
      routeParams: {},
      data: { path: 'a/b\\/c\\\\/d', html: '</script><b>', url: 'https://x.id/y?z=1/2', n: 3 },
    }
    const html = `<html><body><script id="vike_pageContext" type="application/json">${serialise(pageContext, true)}</script><script>x</script></body></html>`
    expect(html).toContain('\\/pages\\/News')
    expect(pageContextFromHtml(html)).toBe(serialise(pageContext, false))
    expect(JSON.parse(pageContextFromHtml(html)!)).toEqual(pageContext)
  })

  it('is null for a page without the script (the build renders the page data then)', () => {
    expect(pageContextFromHtml('<html><body>static</body></html>')).toBeNull()
  })
})

describe('API answers once per tenant', () => {
  function fakeApi() {
    const sent: { url: string; headers: Headers }[] = []
    let status = 200
    let fail = false
    const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) })
      await new Promise((r) => setTimeout(r, 5))
      if (fail) throw new TypeError('fetch failed')
      return new Response(JSON.stringify({ n: sent.length }), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }) as typeof fetch
    return {
      sent,
      send,
      setStatus: (s: number) => (status = s),
      setFail: (f: boolean) => (fail = f),
    }
  }
  const headers = (token: string, origin = 'https://demo.alkademi.com') => ({
    Accept: 'application/json',
    [APP_TOKEN_HEADER]: token,
    Origin: origin,
    [TENANT_HEADER]: 'demo',
  })

  it('sends one request for the same GET, whatever its app token, and answers each caller', async () => {
    const api = fakeApi()
    const memo = memoizeFetch(api.send)
    const url = 'http://api.test/services/v1/landing/counter'
    const answers = await Promise.all([
      memo.fetch(url, { method: 'GET', headers: headers('t1') }),
      memo.fetch(url, { method: 'GET', headers: headers('t2') }),
    ])
    const later = await memo.fetch(url, { headers: headers('t3') })
    expect(api.sent).toHaveLength(1)
    expect(api.sent[0]!.headers.get(APP_TOKEN_HEADER)).toBe('t1')
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ n: 1 })
    }
    expect(memo.stats()).toEqual({ sent: 1, reused: 2 })
  })

  it('keeps tenants, URLs and methods apart, and forgets everything on clear', async () => {
    const api = fakeApi()
    const memo = memoizeFetch(api.send)
    const url = 'http://api.test/services/v1/program/list?page=1'
    await memo.fetch(url, { headers: headers('a') })
    await memo.fetch(url, { headers: headers('a', 'https://smkcoding.alkademi.com') })
    await memo.fetch(`${url}&pageSize=6`, { headers: headers('a') })
    await memo.fetch(url, { method: 'POST', headers: headers('a'), body: '{}' })
    await memo.fetch(url, { method: 'POST', headers: headers('a'), body: '{}' })
    expect(api.sent).toHaveLength(5)
    memo.clear()
    await memo.fetch(url, { headers: headers('b') })
    expect(api.sent).toHaveLength(6)
  })

  it('asks again after a server error or a failure', async () => {
    const api = fakeApi()
    const memo = memoizeFetch(api.send)
    const url = 'http://api.test/services/v3/post/list'
    api.setStatus(503)
    expect((await memo.fetch(url, { headers: headers('a') })).status).toBe(503)
    api.setStatus(200)
    expect((await memo.fetch(url, { headers: headers('b') })).status).toBe(200)
    api.setFail(true)
    const other = 'http://api.test/services/v1/class/list'
    await expect(memo.fetch(other, { headers: headers('c') })).rejects.toThrow('fetch failed')
    api.setFail(false)
    expect((await memo.fetch(other, { headers: headers('d') })).status).toBe(200)
    expect(api.sent).toHaveLength(4)
  })

  it('stops waiting for one caller whose signal fires, the others get the answer', async () => {
    const api = fakeApi()
    const memo = memoizeFetch(api.send)
    const url = 'http://api.test/services/v1/career/list'
    const controller = new AbortController()
    const first = memo.fetch(url, { headers: headers('a'), signal: controller.signal })
    const second = memo.fetch(url, { headers: headers('b') })
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    await expect(first).rejects.toThrow('timed out')
    expect((await second).status).toBe(200)
    expect(api.sent).toHaveLength(1)
  })
})
