/**
 * The least an e2e test does, measured: open one page in a fresh browser context and wait until it
 * has woken up (shell/hydrated.ts), in the suite's own browser (testkit/chromium.ts) driven by the
 * Playwright library, so without the test runner's own work. The CPU is every process's on the
 * machine (./machineCpu.ts), so it includes the browser, the renderer and the sandbox answering the
 * page, and means something only with nothing else running.
 */
import { chromium } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../shell/hydrated'
import { tenantKeys } from '../../sites/registry'
import { E2E_LAUNCH_OPTIONS } from '../../testkit/chromium'
import { machineCpuSeconds } from './machineCpu'
import { median } from './stats'

export interface BareVisits {
  visits: number
  /** Seconds from the first visit's start to the last one's end. */
  wall: number
  /** CPU seconds of the whole machine over that time. */
  cpu: number
  /** The median visit's wall seconds. */
  medianVisit: number
}

/** `visits` visits, `workers` at a time, spread over every tenant's home and news list. */
export async function measureBareVisits(port: number, visits: number, workers: number): Promise<BareVisits> {
  const paths = ['/', '/News']
  const keys = tenantKeys()
  const urls = Array.from({ length: visits }, (_, i) => {
    const key = keys[i % keys.length]!
    return `http://${key}.localhost:${port}${paths[Math.floor(i / keys.length) % paths.length]}`
  })
  const browser = await chromium.launch(E2E_LAUNCH_OPTIONS)
  const bareVisit = async (url: string): Promise<void> => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto(url)
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await context.close()
  }
  try {
    // One visit first, not counted: the browser's and the server's first-use costs are not per test.
    await bareVisit(urls[0]!)
    const walls: number[] = []
    let next = 0
    const cpuBefore = machineCpuSeconds()
    const started = performance.now()
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!
          const t = performance.now()
          await bareVisit(url)
          walls.push(performance.now() - t)
        }
      }),
    )
    return {
      visits,
      wall: (performance.now() - started) / 1000,
      cpu: machineCpuSeconds() - cpuBefore,
      medianVisit: median(walls) / 1000,
    }
  } finally {
    await browser.close()
  }
}
