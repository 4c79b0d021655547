/**
 * Debian's Chromium as every browser run of this project launches it: the e2e tests
 * (playwright.config.ts) and the benchmarks that count what a visit downloads (bench/lib/visitWeight.ts).
 * Background networking, component updates and sync stay off so nothing but the page is on the wire.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
