/**
 * Debian's Chromium as the project's browser runs launch it. Background networking, component
 * updates and sync stay off so nothing but the page is on the wire.
 *
 * - `CHROMIUM_LAUNCH_OPTIONS`: the browser visitors run (`chromium`), for the benchmarks that time
 *   or weigh a visit (bench/lib/visitWeight.ts, bench/tap-answer.ts…) and for the visual baselines.
 * - `E2E_LAUNCH_OPTIONS`: the e2e suite's browser, Debian's `chromium-headless-shell`: the same
 *   Blink, V8 and network stack without the desktop browser around them, which is what Playwright
 *   itself runs headless tests in. Measured side by side on two cores (landings.spec, 49 tests,
 *   alternating): 127 and 122 s against 190 and 174 s with the full browser. It renders the pages
 *   as the full browser does except for one thing the visual baselines see: a `font-display:
 *   optional` face from the cache is not ready in time for the first paint, so it keeps the metric
 *   fallback; the visual project therefore stays on the full browser (playwright.config.ts).
 */
const ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
}

export const E2E_LAUNCH_OPTIONS = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ARGS,
}
