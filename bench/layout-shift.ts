/**
 * How much does a first visit to a tenant's home page shift its layout, on a phone and a desktop?
 *
 * `npm run bench:layout-shift`: cumulative layout shift of a first visit to each tenant's home page,
 * at a 360 px phone and a 1280 px desktop width, in Debian's Chromium. Needs the sites served
 * (`npm start`, or `SKIP_BUILD=1 npm start`); `PORT` (default 3000), `TENANTS` (default
 * demo,smkcoding,bharabas). Each visit is a fresh browser context, so nothing is cached.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'

const port = process.env.PORT ?? '3000'
const tenants = (process.env.TENANTS ?? 'demo,smkcoding,bharabas').split(',')
const widths = [360, 1280]

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
console.log('tenant        width   CLS')
for (const key of tenants) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 760 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) w.__cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`http://${key}.localhost:${port}/`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    console.log(`${key.padEnd(12)}  ${String(width).padStart(5)}  ${cls.toFixed(3)}`)
    await context.close()
  }
}
await browser.close()
