/**
 * What does the service worker keep for a page opened by a tapped link, and does it read offline?
 *
 * `npm run bench:offline-kept`: what the service worker keeps for a page opened by a tapped link,
 * per page kind, and whether it reads offline after a reload. Needs the sites served (`npm start`,
 * or `SKIP_BUILD=1 npm start`) with demo, smkcoding and alkademi built; `PORT` (default 3000).
 * For each kind: a fresh browser context opens the list page, waits for the worker, taps the link,
 * then lists the runtime caches (entries and bytes, by cache) and reloads offline. The bounds each
 * cache is held to are printed from sw/protocol.ts.
 */
import { chromium, type Page } from '@playwright/test'
import { CACHE_BOUNDS } from '../sw/protocol'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'

const port = process.env.PORT ?? '3000'

const KINDS = [
  { kind: 'pre-rendered list', tenant: 'demo', from: '/Pricing', link: 'a[href="/Class"]' },
  {
    kind: 'pre-rendered page',
    tenant: 'smkcoding',
    from: '/Courses',
    link: 'main a[href="/Courses/@Premium"]',
  },
  { kind: 'server-rendered entry path', tenant: 'alkademi', from: '/News', link: 'main a[href^="/News/"]' },
]

async function caches(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const out: Record<string, { entries: number; bytes: number; thisPage: string[] }> = {}
    const path = new URL(url).pathname
    for (const name of await self.caches.keys()) {
      if (name.startsWith('workbox-precache')) continue
      const cache = await self.caches.open(name)
      let bytes = 0
      const thisPage: string[] = []
      const keys = await cache.keys()
      for (const request of keys) {
        bytes += (await (await cache.match(request))?.blob())?.size ?? 0
        const p = new URL(request.url).pathname
        if (p === path || p.startsWith(`${path}/index.pageContext.json`)) thisPage.push(p)
      }
      out[name] = { entries: keys.length, bytes, thisPage }
    }
    return out
  }, href)
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
for (const { kind, tenant, from, link } of KINDS) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`http://${tenant}.localhost:${port}${from}`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  await page.waitForLoadState('networkidle')
  const target = page.locator(link).first()
  const href = (await target.getAttribute('href'))!
  await target.click()
  await page.waitForURL(`**${href}`)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  const kept = await caches(page, page.url())
  await context.setOffline(true)
  await page.reload()
  const heading = (await page.locator('h1').first().textContent())?.trim()
  console.log(`\n${kind}: ${tenant} ${from} → ${href}; offline reload shows "${heading}"`)
  for (const [name, c] of Object.entries(kept))
    console.log(
      `  ${name.padEnd(7)} ${String(c.entries).padStart(3)} entries ${(c.bytes / 1024).toFixed(1).padStart(7)} KB` +
        (c.thisPage.length ? `  (this page: ${c.thisPage.join(', ')})` : ''),
    )
  await context.close()
}
await browser.close()

console.log('\nBounds per tenant (each tenant is its own origin, so its own Cache Storage):')
for (const [name, b] of Object.entries(CACHE_BOUNDS))
  console.log(
    `  ${name.padEnd(7)} ${b.maxEntries} entries, ${b.maxBytes / 1024 / 1024} MB` +
      ('maxAgeSeconds' in b ? `, ${b.maxAgeSeconds / 86400} days` : '') +
      '; oldest out first',
  )
