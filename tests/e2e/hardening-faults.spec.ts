/**
 * The fault matrix for the server-rendered detail page (`/News/{slug}`, today's only one): for each
 * fault the sandbox injects into its data call (500, time-out, malformed JSON, wrong schema, 401) the
 * page stays up with the error screen, an Indonesian message that says what happened (never the
 * backend's raw text, never "check your internet connection"), a gateway status (502/504) and the
 * security headers; once the fault is lifted, reloading shows the post.
 * Static list pages and forms join this matrix as they arrive.
 */
import { MESSAGES } from '../../api/client'
import { ERROR_TEXT } from '../../shell/errorTexts'
import { expect, firstNewsPost, sandboxAdmin, settle, siteUrl, test } from './fixtures'

const FAULTS = [
  { fault: '500', status: 502, message: MESSAGES.server(500) },
  { fault: 'timeout', status: 504, message: MESSAGES.timeout },
  { fault: 'malformed', status: 502, message: MESSAGES.unreadable },
  { fault: 'schema', status: 502, message: MESSAGES.schema },
  { fault: '401', status: 502, message: 'Sesi tidak valid' },
] as const

test.afterEach(async () => {
  await sandboxAdmin('reset')
})

for (const [i, { fault, status, message }] of FAULTS.entries()) {
  test(`/News/{slug} under a ${fault} fault: error screen, then a working retry`, async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    // The failed first load logs its resource error (the gateway status); checked again below.
    allowConsoleErrors(/status of (502|504)/)
    const post = await firstNewsPost('demo', i)
    // A URL of its own per fault (the query is part of the render cache key): a page rendered before
    // would be answered from its last good render, which is the point of that cache but not this test.
    const url = siteUrl('demo', `/News/${post.slug}?fault=${fault}`)
    await sandboxAdmin('faults', { pathPrefix: '/services/v3/post/detail', fault })
    const started = Date.now()
    const res = await page.goto(url)
    expect(res?.status()).toBe(status)
    // The server-side time-out (2.5 s), not the browser's 10 s.
    expect(Date.now() - started).toBeLessThan(6000)
    expect(res?.headers()['content-security-policy']).toBeTruthy()
    await expect(page.locator('h1')).toHaveText(ERROR_TEXT)
    const shown = page.locator('.error-screen__message')
    await expect(shown).toContainText(message)
    await expect(shown).not.toContainText(/Injected|internet|Stalled/i)

    await sandboxAdmin('reset')
    const retry = await page.reload()
    expect(retry?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(post.title)
    await settle(page)
    // The failed first load logged its resource error (the gateway status); nothing else.
    expect(consoleErrors.filter((e) => !/status of (502|504)/.test(e))).toEqual([])
  })
}
