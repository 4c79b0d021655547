/**
 * How bench/home-weight.ts and bench/stack-floor.ts count a first visit, shared so that the app
 * and the stack's floor are counted alike: Debian's Chromium at a 360 px phone viewport, service
 * workers blocked, every JS, CSS and font file of the page's origin requested until the network is
 * idle plus one second, each marked as part of the first load or not, and each counted as its
 * gzip -9 size (fonts as they are: already compressed). The first load ends with the `load` event,
 * or, on a page that paints before it requests its scripts (renderer/paintFirst.ts, which may be
 * after `load`), once the page is hydrated: its scripts count wherever they fall.
 */
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../../testkit/chromium'
import { HYDRATED_EVENT } from '../../shell/hydrated'

export type Kind = 'js' | 'css' | 'font'

export const kindOf = (url: string): Kind | null =>
  /\.m?js(\?|$)/.test(url)
    ? 'js'
    : /\.css(\?|$)/.test(url)
      ? 'css'
      : /\.woff2?(\?|$)/.test(url)
        ? 'font'
        : null

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
}

/**
 * Opens `pageUrl` in a fresh phone context and returns each file's path on `port` with whether it
 * was requested in the first load (the rest: after it, until idle).
 */
export async function visit(browser: Browser, pageUrl: string, port: number): Promise<Map<string, boolean>> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const urls = new Map<string, boolean>()
  let loaded = false
  let paintsFirst = false
  let hydrated = false
  page.on('load', () => (loaded = true))
  page.on('response', async (res) => {
    if (res.request().isNavigationRequest() && (await res.text()).includes(' data-entry="'))
      paintsFirst = true
  })
  await page.exposeFunction('benchHydrated', () => (hydrated = true))
  // On the document: an init script runs before the page has a root element to watch.
  await page.addInitScript(
    (event) =>
      document.addEventListener(event, () =>
        (window as unknown as { benchHydrated: () => void }).benchHydrated(),
      ),
    HYDRATED_EVENT,
  )
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.port === String(port) && kindOf(url.pathname) && !urls.has(url.pathname))
      urls.set(url.pathname, !loaded || (paintsFirst && !hydrated))
  })
  await page.goto(pageUrl, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  await context.close()
  return urls
}

export interface FileRow {
  url: string
  kind: Kind
  size: number
  early: boolean
}

export interface Weight {
  rows: FileRow[]
  totals: Record<Kind, number>
  beforeLoad: Record<Kind, number>
}

/** Sizes the visited files; `read` gives a file's bytes by its URL path. */
export function weigh(urls: Map<string, boolean>, read: (url: string) => Buffer): Weight {
  const totals: Record<Kind, number> = { js: 0, css: 0, font: 0 }
  const beforeLoad: Record<Kind, number> = { js: 0, css: 0, font: 0 }
  const rows = [...urls].map(([url, early]): FileRow => {
    const kind = kindOf(url)!
    const body = read(url)
    // Fonts are compressed already: their size is what travels.
    const size = kind === 'font' ? body.length : gzipSize(body)
    totals[kind] += size
    if (early) beforeLoad[kind] += size
    return { url, kind, size, early }
  })
  rows.sort((a, b) => Number(b.early) - Number(a.early) || b.size - a.size)
  return { rows, totals, beforeLoad }
}

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
