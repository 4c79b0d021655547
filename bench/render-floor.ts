/**
 * What does one pre-rendered page cost in Vike's renderPage once every API answer is in memory?
 *
 * `npx tsx bench/render-floor.ts`: what one pre-rendered page costs in Vike's production
 * `renderPage` with React once every API answer is in memory, the floor under the build's pages/s
 * (bench/LOG.md, "Retained assets and rebuilds"). Renders every static route of one tenant
 * (TENANT, default smkcoding) ROUNDS times (default 10) in this process, through the build's own
 * renderer and per-tenant fetch memo (scripts/release/), against an in-memory sandbox started
 * here; the first round also asks the API. Prints each round's ms a page and the median of the
 * warm rounds. Needs the bundles (`npm run build` once); SANDBOX_PORT if 4000 is taken.
 */
import path from 'node:path'
import { memoizeFetch } from '../scripts/release/apiMemo'
import { BUILD_ID_PLACEHOLDER, loadRenderer, prerenderPlan } from '../scripts/release/tenant'
import { ensureSandbox } from '../scripts/sandboxForBuild'
import { loadSiteRuntime } from '../sites/runtime'
import { median } from './lib/stats'

const tenant = process.env.TENANT ?? 'smkcoding'
const rounds = Math.max(2, Number(process.env.ROUNDS ?? 10))

// The build renders with React's production build (scripts/build-tenants.ts).
process.env.NODE_ENV = 'production'
const env = { ...process.env, SANDBOX_DATA: process.env.SANDBOX_DATA ?? ':memory:' }
const sandbox = await ensureSandbox(env)
try {
  const api = memoizeFetch(globalThis.fetch)
  globalThis.fetch = api.fetch
  const render = await loadRenderer(path.resolve(import.meta.dirname, '../dist/.build'))
  const pages = prerenderPlan().filter((p) => p.file.endsWith('.html'))
  const { site, settingsError } = await loadSiteRuntime(tenant, env, BUILD_ID_PLACEHOLDER)
  if (settingsError) throw new Error(settingsError)
  const perPage: number[] = []
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    for (const { url, status } of pages) {
      const { httpResponse } = await render({ urlOriginal: url, headersOriginal: {}, site })
      if (httpResponse?.statusCode !== status) throw new Error(`${url}: status ${httpResponse?.statusCode}`)
    }
    const ms = (performance.now() - started) / pages.length
    perPage.push(ms)
    const { sent, reused } = api.stats()
    console.log(`round ${round + 1}: ${ms.toFixed(2)} ms a page (API: ${sent} asked, ${reused} from memory)`)
  }
  console.log(
    `${tenant}, ${pages.length} pages: median of the ${rounds - 1} warm rounds ${median(perPage.slice(1)).toFixed(2)} ms a page`,
  )
} finally {
  await sandbox?.stop()
}
process.exit(0)
