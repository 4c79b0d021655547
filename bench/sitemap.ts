/**
 * How many addresses does each tenant's sitemap list, and what does gathering them cost?
 *
 * `npm run bench:sitemap`: the discovery figures. For each tenant (all, or `TENANTS=a,b`) it
 * gathers the sitemap exactly as the build does (scripts/release/sitemapSources.ts `writeSitemap`:
 * the pre-rendered pages plus every detail page the API lists) into a temporary folder, and prints
 * the addresses per tenant, per source, and the time the sitemap step took (its share of the build:
 * the `sitemap` phase of dist/build-report.json). Then the pure split on synthetic lists (10,000,
 * 10,001 and 50,000 addresses), to show the index costs nothing measurable.
 *
 * Against the local sandbox (started in-process on SANDBOX_PORT, default 4000, when nothing answers
 * there), or the API configured by API_BASE_URL. BENCH_ROUNDS (default 3): the time is the median.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tenantKeys } from '../sites/registry'
import { loadSiteRuntime } from '../sites/runtime'
import { ensureSandbox } from '../scripts/sandboxForBuild'
import { sitemapFiles, type SitemapEntry } from '../scripts/release/sitemap'
import { writeSitemap } from '../scripts/release/sitemapSources'
import { sitemapPaths } from '../scripts/release/tenant'
import { median } from './lib/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const env = { ...process.env }
const sandbox = await ensureSandbox(env)
const keys = (env.TENANTS ?? '')
  .split(',')
  .map((k) => k.trim())
  .filter(Boolean)
const tenants = keys.length ? keys : tenantKeys()
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sitemap-'))
const statics = sitemapPaths()

console.log(`sitemap per tenant (median of ${ROUNDS} rounds; API ${env.API_BASE_URL})\n`)
console.log(`${'tenant'.padEnd(18)} ${'urls'.padStart(6)} ${'ms'.padStart(6)}  files / by source`)
let totalUrls = 0
const times: number[] = []
for (const key of tenants) {
  const { site, settingsError } = await loadSiteRuntime(key, env, 'bench')
  if (settingsError) {
    console.log(`${key.padEnd(18)} failed: ${settingsError}`)
    continue
  }
  const dir = path.join(out, key)
  fs.mkdirSync(dir, { recursive: true })
  const runs = []
  for (let i = 0; i < ROUNDS; i++) runs.push(await writeSitemap(site, dir, statics))
  const last = runs[runs.length - 1]!
  const ms = median(runs.map((r) => r.ms))
  times.push(ms)
  totalUrls += last.urls
  const sources = Object.entries(last.counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')
  console.log(
    `${key.padEnd(18)} ${String(last.urls).padStart(6)} ${String(ms).padStart(6)}  ${last.files.join(' ')} / ${sources}`,
  )
}
console.log(
  `\n${tenants.length} tenants, ${totalUrls} addresses; sitemap step median ${median(times)} ms, max ${Math.max(...times)} ms per tenant`,
)

console.log('\nsplit (pure, synthetic addresses):')
for (const n of [10_000, 10_001, 50_000]) {
  const entries: SitemapEntry[] = Array.from({ length: n }, (_, i) => ({
    loc: `https://contoh.id/News/berita-${i}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }))
  const t0 = performance.now()
  const files = sitemapFiles('https://contoh.id', entries)
  const ms = performance.now() - t0
  const kb = files.reduce((sum, f) => sum + Buffer.byteLength(f.body), 0) / 1024
  console.log(
    `  ${String(n).padStart(6)} urls → ${files.length} file(s), ${kb.toFixed(0)} KB, ${ms.toFixed(1)} ms`,
  )
}

fs.rmSync(out, { recursive: true, force: true })
await sandbox?.stop()
