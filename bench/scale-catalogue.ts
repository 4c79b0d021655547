/**
 * How do one tenant's build, outputs and renderer grow when its catalogue is 1×, 10× and 100× as large?
 *
 * `npm run bench -- scale-catalogue [tenant]` (default aksara: the tenant whose menu shows the most
 * post kinds, so its sitemap, feeds and search index list the most). For each factor of
 * BENCH_FACTORS (1,10,100) it starts a sandbox whose catalogue for the tenant is grown by that
 * factor (`SANDBOX_SCALE=<tenant>:<factor>`, sandbox/seed/scale.ts: per unit 100 posts, 20 classes,
 * 2 jobs; 100× is about 10,000 posts) and measures:
 * - the full build of that one tenant (bench/lib/buildChild.ts, into a fresh DIST_DIR): wall time,
 *   the peak RSS of the build's processes at once, share-image time (its phase);
 * - what it wrote to dist/<key>/: pages, bytes, sitemap files and sizes, the Pagefind index's bytes
 *   and the bytes a first query downloads (see `firstQueryBytes`), the feeds, the home and the list
 *   pages' HTML;
 * - the incremental rebuild after one publish: a post created through the API as the desk does, a
 *   notice to the release service (scripts/release/service.ts) as the renderer forwards it, until
 *   its status shows the rebuild done (its own `ms`);
 * - the renderer (renderer/server.ts, micro-cache off, so every request renders) on the tenant's
 *   post detail entry path, 50 connections through BENCH_DURATION (10) s, each request another of
 *   the newest 200 posts: p50, p99 and peak RSS.
 * Every figure is printed with its growth factor per step (10×/1×, 100×/10×), and the load average
 * beside each factor's figures. Targets at 100×: build ≤ 60 s, peak RSS ≤ 1.5 GB, page HTML sizes as
 * at 1×, feeds bounded, sitemap files within the protocol (≤ 50,000 URLs, ≤ 50 MB), first query
 * ≤ 120 KB, entry path p99 within 1.2× of 1×.
 *
 * Ports BENCH_PORT (5160) … +3. The sandbox runs in memory; outputs go to a temporary folder per
 * factor (the repository's dist/ holds only the bundles, dist/.build).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { login } from '../api/accounts'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../api/context'
import { createPost } from '../api/posts'
import { canonicalSection, SECTIONS } from '../features/posts/sections'
import { getTenant } from '../sites/registry'
import { SEARCH_CHUNKS_FILE, SEARCH_INDEX_DIR } from '../shell/search/kinds'
import { RESULTS_STEP } from '../shell/search/engine'
import { listFiles } from '../scripts/release/tree'
import { load, ROOT, start, table, waitFor, type Proc } from './lib/serverProcesses'
import { loadAverage } from './lib/stats'
import { hostFetch } from '../testkit/hostFetch'

const tenant = process.argv[2] ?? 'aksara'
const FACTORS = (process.env.BENCH_FACTORS ?? '1,10,100').split(',').map(Number)
const P = Number(process.env.BENCH_PORT ?? 5160)
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const C = 50
const SECRET = 'bench-scale-secret'

const site = getTenant(tenant)
if (!site) throw new Error(`unknown tenant ${tenant}`)
const news = canonicalSection(site.nav, SECTIONS.news)

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0)
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/**
 * Bytes a first query fetches, from the index's files (Pagefind stores them compressed; the
 * results page loads with `noWorker`, shell/search/engine.ts): the engine (pagefind.js, the wasm),
 * the entry and the language's metadata, every filter chunk (the page reads the filters), the
 * largest index chunk (an upper bound for the one chunk a word needs) and RESULTS_STEP fragments
 * of the median size. Compressed text (js) counted at its brotli size.
 */
function firstQueryBytes(root: string): {
  total: number
  engine: number
  meta: number
  filters: number
  maxChunk: number
  fragments: number
} {
  const dir = path.join(root, SEARCH_INDEX_DIR)
  const files = listFiles(dir)
  const size = (f: string) => {
    const br = path.join(dir, `${f}.br`)
    return fs.existsSync(br) ? sizeOf(br) : sizeOf(path.join(dir, f))
  }
  const of = (re: RegExp) => files.filter((f) => re.test(f))
  const fixed = of(/^(pagefind\.js|pagefind-entry\.json|wasm\.id\.pagefind)$/).reduce(
    (s, f) => s + size(f),
    0,
  )
  const meta = of(/^pagefind\.[^/]+\.pf_meta$/).reduce((s, f) => s + size(f), 0)
  const filters = of(/^filter\/.+\.pf_filter$/).reduce((s, f) => s + size(f), 0)
  const maxChunk = Math.max(0, ...of(/^index\/.+\.pf_index$/).map(size))
  const fragments = of(/^fragment\/.+\.pf_fragment$/)
    .map(size)
    .sort((a, b) => a - b)
  const fragment = fragments[Math.floor(fragments.length / 2)] ?? 0
  return {
    total: fixed + meta + filters + maxChunk + RESULTS_STEP * fragment,
    engine: fixed,
    meta,
    filters,
    maxChunk,
    fragments: RESULTS_STEP * fragment,
  }
}

const apiContext = (apiPort: number): ApiContext => ({
  ...resolveApiConfig({ API_BASE_URL: `http://localhost:${apiPort}` }),
  tenantId: tenant,
  origin: `http://${tenant}.localhost`,
  tokens: memoryTokenStore(),
})

interface Figures {
  [name: string]: number
}

async function measure(factor: number): Promise<{ figures: Figures; load: string[]; notes: string[] }> {
  const notes: string[] = []
  const loads: string[] = []
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${tenant}-${factor}-`))
  const apiPort = P
  const sandbox = start(ROOT, 'scripts/sandbox.ts', {
    SANDBOX_PORT: String(apiPort),
    SANDBOX_DATA: ':memory:',
    SANDBOX_SCALE: `${tenant}:${factor}`,
  })
  const procs: Proc[] = [sandbox]
  const figures: Figures = {}
  try {
    await waitFor(`http://localhost:${apiPort}/healthz`)
    // The full build.
    loads.push(`build ${loadAverage()}`)
    const started = performance.now()
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/buildChild.ts', '--tenant', tenant],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SANDBOX_PORT: String(apiPort), API_BASE_URL: '', DIST_DIR: dist },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const wall = performance.now() - started
    if (run.status !== 0) throw new Error(`build failed: ${run.stderr.slice(-2000)}`)
    const child = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      buildMs: number
      bundlesMs: number
      treePeakRssMb: number | null
      peakRssMb: number
      phases: Record<string, number>
    }
    figures['build s (wall, bundles reused)'] = Math.round((wall - child.bundlesMs) / 100) / 10
    figures['build peak RSS MB (all processes)'] = Math.round(child.treePeakRssMb ?? child.peakRssMb)
    for (const [phase, ms] of Object.entries(child.phases)) figures[`  phase ${phase} ms`] = ms
    figures['share images ms'] = child.phases.shareImages ?? NaN

    // What it wrote.
    const root = path.join(dist, tenant)
    const files = listFiles(root)
    const own = files.filter((f) => !f.startsWith('assets/') && !/\.(br|gz)$/.test(f))
    figures['pages (html)'] = own.filter((f) => f.endsWith('.html')).length
    figures['files written (no assets, no .br/.gz)'] = own.length
    figures['KB written (all files)'] = kb(files.reduce((s, f) => s + sizeOf(path.join(root, f)), 0))
    const sitemaps = own.filter((f) => /^sitemap(-\d+)?\.xml$/.test(f))
    figures['sitemap files'] = sitemaps.length
    figures['sitemap KB (all files)'] = kb(sitemaps.reduce((s, f) => s + sizeOf(path.join(root, f)), 0))
    figures['sitemap largest file KB'] = kb(Math.max(...sitemaps.map((f) => sizeOf(path.join(root, f)))))
    const urls = sitemaps
      .map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
      .reduce((n, xml) => n + (xml.match(/<url>/g) ?? []).length, 0)
    figures['sitemap URLs'] = urls
    const search = own.filter((f) => f.startsWith(`${SEARCH_INDEX_DIR}/`))
    figures['search index KB'] = kb(search.reduce((s, f) => s + sizeOf(path.join(root, f)), 0))
    figures['search index files'] = search.length
    const listing = JSON.parse(
      fs.readFileSync(path.join(root, SEARCH_INDEX_DIR, SEARCH_CHUNKS_FILE), 'utf8'),
    ) as { archive?: number }
    figures['search archive items (not in a first query)'] = listing.archive ?? 0
    const first = firstQueryBytes(root)
    figures['first query KB (upper bound)'] = kb(first.total)
    figures['  engine (js, wasm, entry) KB'] = kb(first.engine)
    figures['  pf_meta KB'] = kb(first.meta)
    figures['  filter chunks KB'] = kb(first.filters)
    figures['  largest index chunk KB'] = kb(first.maxChunk)
    figures[`  ${RESULTS_STEP} fragments KB`] = kb(first.fragments)
    figures['search words.json KB'] = kb(sizeOf(path.join(root, SEARCH_INDEX_DIR, 'words.json')))
    for (const f of own.filter((f) => f.startsWith('rss/')).sort())
      figures[`feed ${f} KB`] = kb(sizeOf(path.join(root, f)))
    figures['home HTML KB'] = kb(sizeOf(path.join(root, 'index.html')))
    for (const list of ['News', 'Berita', 'Articles/semua', 'Blog', 'Tulisan-Temans', 'Podcasts', 'Event'])
      if (fs.existsSync(path.join(root, list, 'index.html')))
        figures[`/${list} HTML KB`] = kb(sizeOf(path.join(root, list, 'index.html')))
    figures['largest page HTML KB'] = kb(
      Math.max(...own.filter((f) => f.endsWith('.html')).map((f) => sizeOf(path.join(root, f)))),
    )

    try {
      // The incremental rebuild after one publish.
      loads.push(`rebuild ${loadAverage()}`)
      const { startReleaseService } = await import('../scripts/release/service')
      const env = { ...process.env, API_BASE_URL: `http://localhost:${apiPort}`, DIST_DIR: dist }
      const service = await startReleaseService({
        secret: SECRET,
        distDir: dist,
        port: P + 2,
        env,
        log: () => undefined,
        queue: { quietMs: 50, maxWaitMs: 100 },
      })
      try {
        const ctx = apiContext(apiPort)
        const signedIn = await login(ctx, { email: 'penulis@alkademi.id', password: 'rahasia123' })
        if (!signedIn.status) throw new Error(`sign-in: ${signedIn.message}`)
        const created = await createPost(ctx, {
          kindSlug: news.kindSlug,
          title: `Kabar uji skala ${factor}`,
          summary: 'Kabar uji skala (contoh).',
          content: '<p>Isi contoh untuk uji skala.</p>',
          active: true,
        })
        if (!created.status) throw new Error(`publish: ${created.message}`)
        const before = service.queue.status().find((t) => t.tenant === tenant)?.lastGood?.at
        const res = await fetch(`${service.url}/notices`, {
          method: 'POST',
          headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tenant, kind: news.kindSlug, action: 'publish' }),
        })
        if (res.status !== 202) throw new Error(`notice: ${res.status}`)
        const until = Date.now() + 600_000
        for (;;) {
          const status = service.queue.status().find((t) => t.tenant === tenant)
          if (status?.lastError && !status.running && !status.queued.kinds.length)
            throw new Error(`rebuild: ${JSON.stringify(status.lastError)}`)
          if (status?.lastGood && status.lastGood.at !== before) {
            figures['incremental rebuild ms'] = status.lastGood.ms
            const report = JSON.parse(fs.readFileSync(path.join(dist, 'build-report.json'), 'utf8')) as {
              tenants: { phases?: Record<string, number>; files?: Record<string, string[]> }[]
            }
            const rebuilt = report.tenants[0]
            for (const [phase, ms] of Object.entries(rebuilt?.phases ?? {}))
              figures[`  rebuild phase ${phase} ms`] = ms
            figures['  rebuild files changed'] = Object.values(rebuilt?.files ?? {}).reduce(
              (n, list) => n + list.length,
              0,
            )
            break
          }
          if (Date.now() > until) throw new Error('rebuild did not finish in 10 min')
          await new Promise((r) => setTimeout(r, 100))
        }
      } finally {
        await service.close()
      }
    } catch (error) {
      notes.push(`incremental rebuild failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    try {
      // The renderer on the entry path, every request rendering (no micro-cache).
      loads.push(`renderer ${loadAverage()}`)
      // The renderer loads the server bundle from <DIST_DIR>/.build: the repository's bundles.
      fs.mkdirSync(path.join(dist, '.build'), { recursive: true })
      for (const part of ['server', 'client', 'assets.json'])
        if (!fs.existsSync(path.join(dist, '.build', part)))
          fs.symlinkSync(path.join(ROOT, 'dist', '.build', part), path.join(dist, '.build', part))
      const renderer = start(ROOT, 'renderer/server.ts', {
        PORT: String(P + 1),
        DIST_DIR: dist,
        SSR_CACHE_MS: '0',
      })
      procs.push(renderer)
      await waitFor(`http://127.0.0.1:${P + 1}/healthz`)
      const { listPosts } = await import('../api/posts')
      const listed = await listPosts(apiContext(apiPort), { kindSlug: news.kindSlug, page: 1, pageSize: 100 })
      const slugs = listed.status ? listed.data.map((p) => p.slug) : []
      if (!slugs.length) notes.push('no post slugs listed: the entry path load used the list page')
      let n = 0
      const nextPath = () => (slugs.length ? `${news.listPath}/${slugs[n++ % slugs.length]}` : news.listPath)
      const probe = nextPath()
      const check = await hostFetch(`http://127.0.0.1:${P + 1}${probe}`, {
        headers: { host: `${tenant}.localhost` },
      })
      if (check.status !== 200)
        notes.push(`entry path ${probe} answered ${check.status}: ${(await check.text()).slice(0, 300)}`)
      const r = await load(`http://127.0.0.1:${P + 1}`, {
        connections: C,
        seconds: SECONDS,
        headers: { host: `${tenant}.localhost`, 'accept-encoding': 'br, gzip' },
        pid: renderer.child.pid,
        nextPath,
      })
      figures['entry path p50 ms (50 conn)'] = r.p50
      figures['entry path p99 ms (50 conn)'] = r.p99
      figures['entry path req/s'] = r.rps
      figures['entry path errors+non2xx'] = r.errors + r.non2xx
      figures['renderer peak RSS MB'] = r.peakRssMb
    } catch (error) {
      notes.push(`entry path load failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    loads.push(`end ${loadAverage()}`)
  } finally {
    for (const p of procs.reverse()) await p.stop()
    if (!process.env.BENCH_KEEP) fs.rmSync(dist, { recursive: true, force: true })
    else notes.push(`outputs kept in ${dist}`)
  }
  return { figures, load: loads, notes }
}

const results: { factor: number; figures: Figures; load: string[]; notes: string[] }[] = []
for (const factor of FACTORS) {
  console.error(`[scale-catalogue] ${tenant} ×${factor}: load ${loadAverage()}`)
  results.push({ factor, ...(await measure(factor)) })
}

const names = [...new Set(results.flatMap((r) => Object.keys(r.figures)))]
const rows = names.map((name) => {
  const row: Record<string, string | number> = { figure: name }
  results.forEach((r, i) => {
    const value = r.figures[name]
    row[`${r.factor}×`] = value === undefined || Number.isNaN(value) ? '-' : value
    const prev = results[i - 1]?.figures[name]
    if (i > 0)
      row[`${r.factor}×/${results[i - 1]!.factor}×`] =
        value !== undefined && prev ? `${(value / prev).toFixed(2)}` : '-'
  })
  return row
})
console.log(`\n${tenant}: catalogue at ${FACTORS.map((f) => `${f}×`).join(', ')} (sandbox/seed/scale.ts)\n`)
console.log(table(rows))
console.log('')
for (const r of results) {
  console.log(`${r.factor}×: load average (1, 5, 15 min) at ${r.load.join('; ')}`)
  for (const note of r.notes) console.log(`  note: ${note}`)
}
process.exit(0)
