/**
 * The long tasks of one visit on a slow phone: the page opened in Chromium at 360 × 740 with the CPU
 * 4× slower (CDP's `Emulation.setCPUThrottlingRate`, Lighthouse's mobile slowdown), no service
 * worker, every task over 50 ms recorded by a buffered `longtask` PerformanceObserver installed
 * before the page's own scripts, from the navigation until the page is marked hydrated
 * (`data-hydrated` on `<html>`, shell/hydrated.ts) and one second more (what hydration scheduled
 * after its mark). Shared by bench/hydration-long-tasks.ts (the app's pages) and
 * bench/stack-floor.ts (the stack's own floor, whose layout sets the same mark).
 */
import type { Browser } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../shell/hydrated'

/** What follows the hydrated mark and still belongs to waking the page up. */
const AFTER_HYDRATED_MS = 1000
const HYDRATED_SIGNAL = '[bench] hydrated at '

export interface LongTaskRun {
  count: number
  max: number
  total: number
  hydratedAt: number
  /** Of the tasks that start after the first contentful paint: the script's part, not the HTML's. */
  afterPaintMax: number
  /** Their time over 50 ms each, summed: Total Blocking Time as this throttled run saw it. */
  afterPaintBlocking: number
}

async function measureLongTasks(browser: Browser, url: string): Promise<LongTaskRun> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(
      ({ signal, hydrated }: { signal: string; hydrated: string }) => {
        const w = window as unknown as { __longTasks: [start: number, duration: number][]; __fcp: number }
        w.__longTasks = []
        w.__fcp = Infinity
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push([entry.startTime, entry.duration])
        }).observe({ type: 'longtask', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') w.__fcp = entry.startTime
        }).observe({ type: 'paint', buffered: true })
        // The page says when it is hydrated on the console: a locator or `evaluate` here would compile
        // Playwright's injected script (330 KB) in the page, itself a long task in the middle of
        // hydration that no visitor's phone runs.
        const watch = setInterval(() => {
          if (!document.documentElement?.hasAttribute(hydrated)) return
          clearInterval(watch)
          console.log(`${signal}${performance.now()}`)
        }, 50)
      },
      { signal: HYDRATED_SIGNAL, hydrated: HYDRATED_ATTRIBUTE },
    )
    const hydrated = new Promise<number>((resolve) =>
      page.on('console', (message) => {
        const text = message.text()
        if (text.startsWith(HYDRATED_SIGNAL)) resolve(Number(text.slice(HYDRATED_SIGNAL.length)))
      }),
    )
    await page.goto(url, { waitUntil: 'commit' })
    const hydratedAt = await Promise.race([
      hydrated,
      page.waitForTimeout(60_000).then(() => Promise.reject(new Error(`${url}: not hydrated in 60 s`))),
    ])
    await page.waitForTimeout(AFTER_HYDRATED_MS)
    const { entries, fcp } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: [number, number][]; __fcp: number }
      return { entries: w.__longTasks, fcp: w.__fcp }
    })
    const tasks = entries.map(([, duration]) => duration)
    // A task that holds the first paint ends after it: only those starting after it are the scripts'.
    const afterPaint = entries.filter(([start]) => start >= fcp).map(([, duration]) => duration)
    return {
      count: tasks.length,
      max: Math.round(Math.max(0, ...tasks)),
      total: Math.round(tasks.reduce((sum, t) => sum + t, 0)),
      hydratedAt: Math.round(hydratedAt),
      afterPaintMax: Math.round(Math.max(0, ...afterPaint)),
      afterPaintBlocking: Math.round(afterPaint.reduce((sum, t) => sum + t - 50, 0)),
    }
  } finally {
    await context.close()
  }
}

/** `runs` visits of `url`, one after the other (a fresh context each). */
export async function measureLongTaskRuns(
  browser: Browser,
  url: string,
  runs: number,
): Promise<LongTaskRun[]> {
  const samples: LongTaskRun[] = []
  for (let i = 0; i < runs; i++) samples.push(await measureLongTasks(browser, url))
  return samples
}
