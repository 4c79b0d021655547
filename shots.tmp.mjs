import { chromium } from '@playwright/test'
const [, , tenant, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const w of [360, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, serviceWorkers: 'block' })
  const page = await ctx.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', w, m.text()) })
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
  for (const p of paths) {
    const res = await page.goto(`http://${tenant}.localhost:3450${p}`)
    await page.waitForLoadState('networkidle')
    const sw = await page.evaluate(() => document.documentElement.scrollWidth)
    const name = `/tmp/shot-${tenant}-${p.replace(/[^\w]+/g, '_')}-${w}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(res.status(), w, p, 'scrollWidth', sw, name)
  }
  await ctx.close()
}
await browser.close()
