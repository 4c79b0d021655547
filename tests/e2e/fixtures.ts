import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_PORT, E2E_SANDBOX_PORT } from '../../playwright.config'

export const SANDBOX = `http://localhost:${E2E_SANDBOX_PORT}`

export function siteUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${E2E_PORT}${path}`
}

/**
 * Node cannot resolve `<key>.localhost` (Chromium can): raw HTTP checks go to loopback with the
 * tenant's Host header, exactly what a CDN or load balancer in front of the renderer sends.
 */
export function rawGet(request: APIRequestContext, tenant: string, path: string) {
  return request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${tenant}.localhost:${E2E_PORT}` },
  })
}

export async function sandboxAdmin(path: string, body: unknown = {}) {
  const res = await fetch(`${SANDBOX}/__admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`sandbox admin ${path}: ${res.status}`)
}

/** Every test collects console errors and page errors; `expectNoConsoleErrors` asserts none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await use(errors)
  },
})

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

export { expect }
