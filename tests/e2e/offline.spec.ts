/**
 * The service worker (README, "sw/"; docs/pages.md, "Checked by tests"): after one visit, pre-rendered pages and pages already opened stay
 * readable without a connection; a page never opened shows the tenant's offline page; an app
 * version change clears what was kept at runtime (SPEC §4); a new deploy is offered, not forced.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { forgetStampedTenant } from '../../scripts/buildStamp'
import { E2E_SANDBOX_PORT } from '../../playwright.config'
import { UPDATE_ACTION, UPDATE_TEXT } from '../../shell/UpdateNotice'
import { OFFLINE_TITLE } from '../../sites/offlinePage'
import { getTenant } from '../../sites/registry'
import { expect, firstNewsPost, announceVersion, leaseTenant, settle, siteUrl, test } from './fixtures'

/** The demo catalogue's twin (`none`): the tests that announce a new version or redeploy lease it. */
const FAULTED = 'none'

async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

test('pages stay readable offline; a page never opened shows the offline page', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Offline, the pages' live revalidation fails (and says so in the console); the content stays.
  allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/, /\[api\] \w+: Tidak dapat terhubung ke server/)
  const tenant = getTenant('demo')!
  const [opened, unopened] = [await firstNewsPost('demo', 0), await firstNewsPost('demo', 1)]
  await page.goto(siteUrl('demo'))
  await workerReady(page)
  await page.goto(siteUrl('demo', `/News/${opened.slug}`))
  await expect(page.locator('h1')).toHaveText(opened.title)
  await settle(page)

  // Pre-rendered at build time, never opened in this browser: from the precache. Which linked pages
  // fit the precache budget depends on their weight (scripts/serviceWorker.ts), so take one from
  // the worker's own manifest in the build being served, with its heading.
  const built = path.resolve(import.meta.dirname, '../../dist/demo')
  const manifest = readFileSync(path.join(built, 'sw.js'), 'utf8')
  const precached = [...manifest.matchAll(/"url":"(\/[A-Z][^"./]*)"/g)].map((m) => m[1]!)
  const pagePath = precached.includes('/About') ? '/About' : precached[0]!
  const heading = /<h1[^>]*>(.*?)<\/h1>/s
    .exec(readFileSync(path.join(built, pagePath.slice(1), 'index.html'), 'utf8'))?.[1]
    ?.replace(/<[^>]+>/g, '')
  expect(heading).toBeTruthy()

  await context.setOffline(true)
  await page.goto(siteUrl('demo', pagePath))
  await expect(page.locator('h1')).toHaveText(heading!)
  // Server-rendered, opened once while online: from the runtime cache.
  await page.goto(siteUrl('demo', `/News/${opened.slug}`))
  await expect(page.locator('h1')).toHaveText(opened.title)
  // Never opened: the tenant's offline page, which offers to try again.
  await page.goto(siteUrl('demo', `/News/${unopened.slug}`))
  await expect(page.locator('h1')).toHaveText(OFFLINE_TITLE)
  // Its logo comes from the precache too (a broken image is 0 wide).
  await expect(page.getByRole('img', { name: tenant.name })).toHaveJSProperty('naturalWidth', 64)
  await expect(page.getByRole('link', { name: 'Coba lagi' })).toBeVisible()

  await context.setOffline(false)
  await page.getByRole('link', { name: 'Coba lagi' }).click()
  await expect(page.locator('h1')).toHaveText(unopened.title)
})

test('the worker is served uncached, and a new app version clears the runtime caches', async ({
  page,
  request,
}) => {
  await leaseTenant(FAULTED)
  const sw = await request.get(`http://127.0.0.1:${new URL(siteUrl(FAULTED)).port}/sw.js`, {
    headers: { host: new URL(siteUrl(FAULTED)).host },
  })
  expect(sw.status()).toBe(200)
  expect(sw.headers()['cache-control']).toBe('no-cache')

  await page.goto(siteUrl(FAULTED))
  await workerReady(page)
  await settle(page)
  const marker = () => page.evaluate(async () => Boolean(await (await caches.open('api')).match('/__marker')))
  await page.evaluate(async () => {
    await (await caches.open('api')).put('/__marker', new Response('lama'))
  })

  // Same version: kept.
  await page.reload()
  await settle(page)
  expect(await marker()).toBe(true)

  await announceVersion(FAULTED, '9.9.9-e2e')
  await page.reload()
  await expect.poll(marker).toBe(false)
})

/** A release manager ships the site again: the same build script, against the same sandbox. */
/**
 * A later deploy of the tenant. Builds are reproducible, so rebuilding the same commit changes
 * nothing (no new worker, rightly); a deploy on a later day does: pages that say what is upcoming
 * (/Event) are rendered at the build's time (SOURCE_DATE_EPOCH), so the output and its build id change.
 */
async function redeploy(key: string) {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-tenants.ts', '--tenant', key, '--skip-client'],
    {
      env: {
        ...process.env,
        SANDBOX_PORT: String(E2E_SANDBOX_PORT),
        // The run's sandbox, named: a busy sandbox that misses the build's one-second health check
        // would otherwise have the build start a second one on the same port.
        API_BASE_URL: `http://localhost:${E2E_SANDBOX_PORT}`,
        SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000) + 86_400),
      },
    },
  ) // dist/<key> is now a later day's build: the next run's stack builds it again (scripts/buildStamp.ts).
  forgetStampedTenant(process.cwd(), key)
}

test('a new deploy is offered with the update notice; accepting it reloads into the new build', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  // Rebuilds a tenant no other test reads: the demo catalogue's twin, leased.
  await leaseTenant(FAULTED)
  const buildId = () =>
    page.evaluate(async () => (await (await fetch('/version.json')).json()).buildId as string)
  await page.goto(siteUrl(FAULTED))
  await workerReady(page)
  await settle(page)
  const before = await buildId()
  const notice = page.getByRole('status').filter({ hasText: UPDATE_TEXT })
  await expect(notice).toHaveCount(0)

  await redeploy(FAULTED)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
  // The new worker waits: nothing reloads until the visitor says so.
  await expect(notice).toBeVisible({ timeout: 20_000 })
  const skipWaitingCalls = await watchSkipWaiting(context)
  // Listen before the click: the reload comes from the worker's cache and can finish before a
  // listener added after the click would exist.
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: UPDATE_ACTION }).click()
  if (!(await within(reloaded, 10_000))) {
    // The worker did its part: the page's message reached it and it asked to take over.
    expect(await skipWaitingCalls()).toBe(1)
    await activateWaitingWorker(page, FAULTED)
  }
  await reloaded
  await expect(notice).toHaveCount(0)
  expect(await buildId()).not.toBe(before)
  await expect(page.locator('.hero__eyebrow')).toHaveText(getTenant(FAULTED)!.name)
})

function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ])
}

/**
 * Counts the waiting worker's `skipWaiting()` calls. Under Playwright, Chromium can let a worker that
 * asked to take over wait for minutes: it activates it only once the old worker reports itself idle,
 * and with DevTools attached to every worker that report can take up to its five-minute limit
 * (2026-11-23, in about half the runs on this 2-core machine: the handler had called
 * `skipWaiting()`, whose promise had not settled after 10 s; the old worker had no pending
 * event; DevTools' own `ServiceWorker.skipWaiting` activated the new one at once).
 */
async function watchSkipWaiting(context: BrowserContext): Promise<() => Promise<number>> {
  type Scope = {
    registration: ServiceWorkerRegistration
    serviceWorker: ServiceWorker
    skipWaiting: () => Promise<void>
    skipWaitingCalls?: number
  }
  for (const worker of context.serviceWorkers()) {
    const waiting = await worker.evaluate(() => {
      const scope = self as unknown as Scope
      if (scope.registration.waiting !== scope.serviceWorker) return false
      const skipWaiting = scope.skipWaiting.bind(scope)
      scope.skipWaitingCalls = 0
      scope.skipWaiting = () => {
        scope.skipWaitingCalls! += 1
        return skipWaiting()
      }
      return true
    })
    if (waiting) return () => worker.evaluate(() => (self as unknown as Scope).skipWaitingCalls ?? 0)
  }
  throw new Error('no waiting service worker')
}

/** The browser's part of `skipWaiting()`, without waiting for the old worker's idle report (see above). */
async function activateWaitingWorker(page: Page, tenant: string) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('ServiceWorker.enable')
  await devtools.send('ServiceWorker.skipWaiting', { scopeURL: new URL(siteUrl(tenant)).origin + '/' })
}
