import { describe, expect, it } from 'vitest'
import { noErrorPageData } from '../../sw/errorPages'

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
const keep = (url: string, response: Response) =>
  noErrorPageData.cacheWillUpdate({ request: new Request(url), response })

describe('service worker: error pages are never kept as 200', () => {
  const data = 'https://contoh.id/News/x/index.pageContext.json'
  it("refuses a failed page's data (Vike answers it with 200)", async () => {
    expect(await keep(data, json({ abortStatusCode: 404, pageId: '/pages/_error', is404: false }))).toBeNull()
    expect(
      await keep(data, json({ abortStatusCode: 500, abortReason: 'Berita tidak dapat ditampilkan.' })),
    ).toBeNull()
    expect(await keep(data, json({ pageId: '/pages/_error' }))).toBeNull()
    expect(await keep(data, new Response('<!doctype html>', { status: 200 }))).toBeNull()
  })
  it("keeps a good page's data and anything that is not page data", async () => {
    const good = json({ pageId: '/pages/News/Detail', routeParams: { slug: 'x' } })
    expect(await keep(data, good)).toBe(good)
    const html = new Response('<!doctype html>', { status: 200 })
    expect(await keep('https://contoh.id/News/x', html)).toBe(html)
  })
})
