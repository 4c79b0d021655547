/**
 * A local stand-in for the page-view analytics provider (SPEC §7): `/analytics/gtag.js` is a tiny
 * gtag-compatible script that reads the page's `dataLayer` and sends each `page_view` event to
 * `/analytics/collect`, which records the hit in memory. Tests read the hits from
 * `GET /__admin/analytics` (reset with `/__admin/reset`). No network, no app token: a browser loads
 * this by URL, as it would the provider's script.
 */
import { Hono } from 'hono'

export interface AnalyticsHit {
  /** The measurement id. */
  tid: string
  /** The page address. */
  dl: string
  /** The page title. */
  dt: string
  /** The browser's User-Agent: a test tells its own hits from other tests' visits of the same site. */
  ua?: string
  at: string
}

const SCRIPT = `(function () {
  var me = document.currentScript;
  var base = me ? new URL(me.src) : null;
  if (!base) return;
  var collect = base.origin + base.pathname.replace(/gtag\\.js$/, 'collect');
  var fallbackId = base.searchParams.get('id') || '';
  var dl = (window.dataLayer = window.dataLayer || []);
  function handle(entry) {
    var args = Array.prototype.slice.call(entry || []);
    if (args[0] !== 'event' || args[1] !== 'page_view') return;
    var p = args[2] || {};
    var hit = { tid: p.send_to || fallbackId, dl: p.page_location || location.href, dt: p.page_title || document.title };
    fetch(collect, { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(hit), headers: { 'Content-Type': 'text/plain' } });
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dl, arguments);
  };
})();
`

export function analyticsProvider(): { app: Hono; hits: AnalyticsHit[] } {
  const hits: AnalyticsHit[] = []
  const app = new Hono()
  app.get('/gtag.js', (c) =>
    c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )
  app.post('/collect', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<AnalyticsHit> | null
    if (!body || typeof body.tid !== 'string' || typeof body.dl !== 'string')
      return c.json({ message: 'tid and dl required' }, 400)
    hits.push({
      tid: body.tid,
      dl: body.dl,
      dt: String(body.dt ?? ''),
      ua: c.req.header('user-agent') ?? '',
      at: new Date().toISOString(),
    })
    return c.body(null, 204)
  })
  return { app, hits }
}
