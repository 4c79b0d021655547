import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] })
const [, , tenant, ...paths] = process.argv
const ctx = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })
const page = await ctx.newPage()
for (const p of paths) {
  await page.goto(`http://${tenant}.localhost:3551${p}`, { waitUntil: 'networkidle' })
  await page.addScriptTag({ path: '/tmp/axe/node_modules/axe-core/axe.min.js' })
  const r = await page.evaluate(async () => await window.axe.run(document, { resultTypes: ['violations'] }))
  const bad = r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
  console.log(p, bad.length ? bad.map((v) => `${v.id}(${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`).join('\n   ') : 'OK', r.violations.filter(v=>!['serious','critical'].includes(v.impact)).map(v=>v.id).join(','))
}
await browser.close()
