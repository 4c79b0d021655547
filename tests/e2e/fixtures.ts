import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_PORT, E2E_SANDBOX_PORT } from '../../playwright.config'
import { MORE_LABEL } from '../../shell/MoreMenu'

export const SANDBOX = `http://localhost:${E2E_SANDBOX_PORT}`

/**
 * The port under test: the renderer's (`E2E_PORT`), or the CDN's for the `edge` project, which runs
 * a part of this suite again through Varnish, nginx and two renderers (playwright.config.ts).
 */
export function e2ePort(): number {
  let port: unknown
  try {
    port = (base.info().project.metadata as { port?: unknown } | undefined)?.port
  } catch {
    // outside a test
  }
  return typeof port === 'number' ? port : E2E_PORT
}

/** nginx itself in the `edge` project (whose `e2ePort()` is the CDN in front of it). */
export function e2eNginxPort(): number {
  let port: unknown
  try {
    port = (base.info().project.metadata as { nginxPort?: unknown } | undefined)?.nginxPort
  } catch {
    // outside a test
  }
  return typeof port === 'number' ? port : E2E_PORT
}

export function siteUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${e2ePort()}${path}`
}

/**
 * Node cannot resolve `<key>.localhost` (Chromium can): raw HTTP checks go to loopback with the
 * tenant's Host header, exactly what a CDN or load balancer in front of the renderer sends.
 */
export function rawGet(request: APIRequestContext, tenant: string, path: string) {
  return request.get(`http://127.0.0.1:${e2ePort()}${path}`, {
    headers: { host: `${tenant}.localhost:${e2ePort()}` },
  })
}

/**
 * Like `rawGet`, but the body exactly as sent (Playwright's client would decompress it), and on any
 * of the stack's ports (`port`: the project's own by default; the CDN specs also ask nginx).
 */
export function rawBytes(
  tenant: string,
  path: string,
  headers: Record<string, string>,
  port = e2ePort(),
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { ...headers, host: `${tenant}.localhost:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}

export { landingFigure } from '../../testkit/landingFigure'

async function admin(path: string, body: unknown): Promise<Response> {
  return fetch(`${SANDBOX}/__admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function adminOk(path: string, body: unknown) {
  const res = await admin(path, body)
  if (!res.ok) throw new Error(`sandbox admin ${path}: ${res.status} ${await res.text()}`)
}

/** The tenants each running test (by its id and project) holds a lease on. */
const leases = new Map<string, Set<string>>()
const leaseOwner = () => {
  const info = base.info()
  return `${info.project.name}:${info.testId}:${info.retry}`
}

/**
 * Tests run side by side (playwright.config.ts), so sandbox state is changed one tenant at a time,
 * by the test holding that tenant's lease: it waits while another test holds it (extending its own
 * time budget by the wait), and the lease is given back, which resets the tenant, when the test ends.
 * A test that loads a tenant's pages before changing its state leases it first, so no other test's
 * fault reaches those pages either. The tenants the read-only tests open (demo, smkcoding…) are
 * leased only to fail a call none of those tests makes (smkcoding's provinces, for its team form).
 */
export async function leaseTenant(tenant: string) {
  const info = base.info()
  const owner = leaseOwner()
  const started = Date.now()
  for (;;) {
    const res = await admin('lease', { tenant, owner })
    if (res.ok) break
    if (res.status !== 409) throw new Error(`sandbox lease ${tenant}: ${res.status} ${await res.text()}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  const waited = Date.now() - started
  if (waited > 0 && info.timeout > 0) info.setTimeout(info.timeout + waited)
  const mine = leases.get(owner) ?? new Set<string>()
  mine.add(tenant)
  leases.set(owner, mine)
}

async function onLeasedTenant(tenant: string, path: string, body: Record<string, unknown>) {
  await leaseTenant(tenant)
  await adminOk(path, { ...body, tenant })
}

export interface FaultRule {
  pathPrefix: string
  fault: string
  remaining?: number
  includes?: string
  retryAfter?: string
}

/** Arms a sandbox fault for one tenant's requests (sandbox/faults.ts). */
export const armFault = (tenant: string, rule: FaultRule) => onLeasedTenant(tenant, 'faults', { ...rule })

/** Lays fields over one tenant's live settings (`v0/cms/app/settings`). */
export const patchSettings = (tenant: string, patch: Record<string, unknown>) =>
  onLeasedTenant(tenant, `settings/${tenant}`, patch)

/** Switches one tenant's maintenance flag (`on`, `off`, `missing`). */
export const setMaintenance = (tenant: string, mode: 'on' | 'off' | 'missing') =>
  onLeasedTenant(tenant, `maintenance/${tenant}`, { mode })

/** Announces a newer deployed version to one tenant (`v1/app/version`). */
export const announceVersion = (tenant: string, version: string) =>
  onLeasedTenant(tenant, 'version', { version })

/** Clears what this test set on a tenant (faults, settings, maintenance, version, demo requests, hits). */
export const resetTenant = (tenant: string) => onLeasedTenant(tenant, 'reset', {})

/** One tenant's share of a sandbox listing (`faults`, `analytics`, `demo-requests`). */
export async function adminList<T>(
  what: string,
  tenant: string,
  query: Record<string, string> = {},
): Promise<T[]> {
  const params = new URLSearchParams({ tenant, ...query })
  return (await (await fetch(`${SANDBOX}/__admin/${what}?${params}`)).json()) as T[]
}

/**
 * A sandbox call as the tenant's own site makes it: a fresh app token (SPEC §4) and its tenant
 * header. `init` adds a method, a JSON body and headers (a signed-in user's `Authorization`, the
 * site's `Origin`).
 */
export async function sandboxFetch(
  tenant: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { makeAppToken } = await import('../../api/token')
  const { resolveApiConfig } = await import('../../api/context')
  const token = await makeAppToken(resolveApiConfig({}).appToken)
  return fetch(`${SANDBOX}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      AppToken: token,
      'X-Tenant-Id': tenant,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** A sandbox GET as the tenant's own site asks it (see `sandboxFetch`). */
export const sandboxGet = (tenant: string, path: string): Promise<Response> => sandboxFetch(tenant, path)

/** A sandbox GET's status and JSON answer, as the tenant's own site asks it. */
export async function sandboxJson<T>(tenant: string, path: string): Promise<{ status: number; body: T }> {
  const res = await sandboxGet(tenant, path)
  return { status: res.status, body: (await res.json()) as T }
}

/** The `data` of a sandbox GET's answer, as the tenant's own site asks it. */
export async function sandboxData<T>(tenant: string, path: string): Promise<T> {
  return (await sandboxJson<{ data: T }>(tenant, path)).body.data
}

/** The newest news post of a tenant, asked of the sandbox with a real app token. */
export async function firstNewsPost(tenant: string, index = 0) {
  const res = await sandboxGet(tenant, `/services/v3/post/list?kindSlug=news&pageSize=${index + 1}`)
  const posts = (await res.json()) as { data: { slug: string; title: string; cover: string }[] }
  const post = posts.data[index]
  if (!post) throw new Error(`no news post #${index} for ${tenant}`)
  return post
}

const allowedErrors = new WeakMap<Page, RegExp[]>()

/** What Chromium logs for a response with this status (a 404 page, an injected fault). */
export const resourceStatus = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`)

/** The failed test's page, in a few lines: its address, its headings, the start of its text, its console errors. */
async function reportFailedPage(page: Page, errors: readonly string[], title: string) {
  const seen = await Promise.race([
    page
      .evaluate(() => ({
        headings: [...document.querySelectorAll('h1, h2')]
          .slice(0, 6)
          .map((h) => h.textContent?.trim() ?? ''),
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400),
      }))
      .catch((error: unknown) => ({ headings: [], text: `(page not readable: ${String(error)})` })),
    new Promise<{ headings: string[]; text: string }>((resolve) =>
      setTimeout(() => resolve({ headings: [], text: '(page did not answer in 3 s)' }), 3000),
    ),
  ])
  const lines = [
    `[failed page] ${title}`,
    `  url: ${page.url()}`,
    `  headings: ${JSON.stringify(seen.headings)}`,
    `  text: ${seen.text}`,
    ...errors.slice(0, 10).map((e) => `  console: ${e.slice(0, 300)}`),
  ]
  console.log(lines.join('\n'))
}

/**
 * Every e2e test fails on a console error or an uncaught page error (checked after the test body,
 * automatically). A test that provokes failures on purpose (a sandbox fault) names the errors it
 * expects with `allowConsoleErrors(/pattern/)`; anything else still fails it.
 */
export const test = base.extend<{
  consoleErrors: string[]
  allowConsoleErrors: (...patterns: RegExp[]) => void
  releaseLeases: void
}>({
  releaseLeases: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use()
      const owner = leaseOwner()
      for (const tenant of leases.get(owner) ?? []) await adminOk('release', { tenant, owner })
      leases.delete(owner)
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      if (testInfo.status !== testInfo.expectedStatus) {
        // CI keeps the output alone, not test-results/: what the page showed and logged goes there.
        await reportFailedPage(page, errors, testInfo.title)
        return
      }
      const allowed = allowedErrors.get(page) ?? []
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)))
      expect(unexpected, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ page }, use) => {
    await use((...patterns) => allowedErrors.set(page, [...(allowedErrors.get(page) ?? []), ...patterns]))
  },
})

/**
 * What a page logs while its connection is gone: Chromium's own failed loads, and the API client's
 * Indonesian reason for a call that found no server. Tests that drop the connection allow these.
 */
export const CONNECTION_LOST_ERRORS: readonly RegExp[] = [
  /net::ERR_INTERNET_DISCONNECTED/,
  /Failed to load resource: net::ERR_FAILED/,
  /\[api\] \w+: Tidak dapat terhubung ke server/,
]

/**
 * Holds the page's entry script until the returned function is called: the page is its HTML and
 * the start-up script alone (renderer/paintFirst.ts), as on a slow phone whose scripts are still
 * arriving.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const scripts = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entries\/entry-client-routing/, async (route) => {
    await scripts
    await route.continue()
  })
  return release
}

/**
 * Follows a link of the header's menu as a visitor does: in the header when it fits, otherwise
 * from "Lainnya" (shell/MoreMenu.tsx), which holds what the width leaves out.
 */
export async function followMenuLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
  const inline = nav.locator('.site-nav__item').getByRole('link', { name, exact: true })
  if (await inline.isVisible()) return inline.click()
  await nav.getByRole('button', { name: MORE_LABEL, exact: true }).click()
  await nav.locator('.site-nav__more-list').getByRole('link', { name, exact: true }).click()
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

/**
 * Waits until the page has had no request in flight for longer than the link-prefetch idle time-out
 * (SPEC §9: 2 s). `networkidle` alone can return before the idle-time work starts (prefetches of
 * visible links, lazy landing sections), and a test that then cuts the connection races it.
 */
export async function settleIdleWork(page: Page, quietMs = 2_500, timeoutMs = 20_000) {
  await settle(page)
  let inFlight = 0
  let lastEvent = Date.now()
  const started = () => {
    inFlight += 1
    lastEvent = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastEvent = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    const deadline = Date.now() + timeoutMs
    while (inFlight > 0 || Date.now() - lastEvent < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page kept loading for ${timeoutMs} ms`)
      await page.waitForTimeout(200)
    }
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

export { expect }

/** The central account's sign-up page (sandbox/routes/accounts.ts `/akun/daftar`). */
export const CENTRAL_SIGN_UP = /\/auth\/akun\/daftar\?/

/** Fills and sends the central sign-up page, which the site's "Daftar" leads to. */
export async function fillCentralSignUp(page: Page, v: { name: string; email: string; password: string }) {
  await expect(page).toHaveURL(CENTRAL_SIGN_UP)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buat akun baru')
  await page.getByLabel('Nama lengkap').fill(v.name)
  await page.getByLabel('Email').fill(v.email)
  await page.getByLabel('Kata sandi (minimal 8 karakter)').fill(v.password)
  await page.getByLabel('Ulangi kata sandi').fill(v.password)
  await page.getByRole('button', { name: 'Daftar' }).click()
}
