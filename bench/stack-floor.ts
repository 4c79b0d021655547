/**
 * How much of a first visit's JavaScript, and of its main-thread work, is the stack's floor?
 *
 * `npx tsx bench/stack-floor.ts`: the floor of this stack's first-visit JavaScript,
 * measured beside the real app in the same run. It writes minimal Vike + vike-react projects into
 * a temporary folder, each using this checkout's node_modules (a symlink: the same Vite, Vike,
 * vike-react, React, SWR, wretch and zod), with the app's vite.config essentials (`vike()`,
 * `@vitejs/plugin-react`, target es2022), a Layout that wraps the page in SWR's `SWRConfig` with the
 * page's pre-rendered `fallback`, and a home page that renders one `useSWR` hook from that fallback
 * (as our pages do). Variants:
 *
 *   react        React alone, no router: plain Vite builds a page that hydrates one heading with
 *                `hydrateRoot` (what any page of this stack pays before its own code)
 *   1 route      home + 1 empty page with a `+route.js` route function
 *   N routes     home + N empty pages with route functions (N: the app's page count, from pages/)
 *   N + call     N routes, plus the start-up data call SPEC/DESIGN make on every first visit: one
 *                wretch GET whose answer a zod/mini schema parses, loaded with `import()` after
 *                `load` (as api/lazy.ts loads the fetchers) and run as the hook's revalidation
 *
 * Each Vike variant is built with Vike's CLI (`vike build`, the home pre-rendered by Vike's `prerender`),
 * served by a small node:http static server on a loopback port and visited as bench/home-weight.ts
 * visits the app (bench/lib/visitWeight.ts: Debian's Chromium, 360 px, service workers blocked, every
 * JS file until network idle + 1 s, gzip -9, split at `load`). The floor builds carry hidden source
 * maps, which attribute each file's gzip size to packages in proportion to their minified bytes.
 * When `dist/<tenant>` exists (`npm run build -- --tenant demo`), that tenant's home is measured
 * the same way through the renderer, with its ratio to each floor.
 *
 *   FLOOR_PAGES=40        N (default: the number of +Page.tsx under pages/)
 *   FLOOR_VARIANTS=1,N    which variants (default: react,1,N,N+call)
 *   BENCH_PORT=3832       first port; variants and the app take the next ones (default 3832)
 *   DIST_DIR=dist APP_TENANT=demo   the real app's build and tenant
 *   KEEP_FLOOR=1          keep the temporary projects (their path is printed)
 *   BENCH_RUNS=3          visits per variant for the long tasks
 *
 * Each variant and the app are also visited BENCH_RUNS times at 4× CPU for their long tasks
 * (bench/lib/longTasks.ts, as bench/hydration-long-tasks.ts measures the app's pages; the floor's
 * layout sets the same hydrated mark): the longest task after the first paint that the stack alone
 * cannot go under.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { HYDRATED_ATTRIBUTE } from '../shell/hydrated'
import { measureLongTaskRuns, type LongTaskRun } from './lib/longTasks'
import { bytesBySource, packageOf } from './lib/sourceBytes'
import { loadAverage, median } from './lib/stats'
import { kb, launchChromium, visit, weigh, type Weight } from './lib/visitWeight'

const ROOT = path.resolve(import.meta.dirname, '..')
const appPages = (fs.readdirSync(path.join(ROOT, 'pages'), { recursive: true }) as string[]).filter(
  (f) => path.basename(f) === '+Page.tsx',
).length
const routePages = Number(process.env.FLOOR_PAGES ?? appPages)
const wanted = (process.env.FLOOR_VARIANTS ?? 'react,1,N,N+call').split(',')
const basePort = Number(process.env.BENCH_PORT ?? 3832)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const tenant = process.env.APP_TENANT ?? 'demo'
const longTaskRuns = Number(process.env.BENCH_RUNS ?? 3)

interface Variant {
  name: string
  routes: number
  startupCall: boolean
  /** React alone, built by plain Vite: no Vike, no SWR, one heading hydrated. */
  reactOnly?: boolean
}
const variants: Variant[] = [
  { name: 'react', routes: 0, startupCall: false, reactOnly: true },
  { name: '1', routes: 1, startupCall: false },
  { name: 'N', routes: routePages, startupCall: false },
  { name: 'N+call', routes: routePages, startupCall: true },
].filter((v) => wanted.includes(v.name))

/** Sample settings: the shape of a settings answer, not real data. */
const SAMPLE_SETTINGS = {
  status: true,
  message: 'OK',
  data: { name: 'Contoh', maintenance: false, version: '1' },
}
const SETTINGS_URL = '/api/settings.json'

/** React's own floor: what evaluating React and hydrating one element cost, whatever the router. */
const REACT_ONLY_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'stack-floor-react', private: true, type: 'module' }),
  'vite.config.js': `export default { build: { target: 'es2022', sourcemap: 'hidden' }, logLevel: 'warn' }
`,
  'index.html': `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Contoh</title></head>
<body><div id="root"><main><h1>Contoh</h1></main></div><script type="module" src="/main.js"></script></body></html>
`,
  'main.js': `import { createElement, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
function Page() {
  // The mark the app's shell sets once React has hydrated (bench/lib/longTasks.ts waits for it).
  useEffect(() => document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', ''), [])
  return createElement('main', null, createElement('h1', null, 'Contoh'))
}
hydrateRoot(document.getElementById('root'), createElement(Page))
`,
}

function projectFiles(variant: Variant): Record<string, string> {
  if (variant.reactOnly) return REACT_ONLY_FILES
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'stack-floor', private: true, type: 'module' }),
    'vite.config.js': `import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
export default { plugins: [vike(), react()], build: { target: 'es2022', sourcemap: 'hidden' }, logLevel: 'warn' }
`,
    'pages/+config.js': `import vikeReact from 'vike-react/config'
export default { extends: [vikeReact], lang: 'id', prerender: { partial: true }, prefetchStaticAssets: false }
`,
    'pages/+Layout.jsx': `import { useEffect } from 'react'
import { SWRConfig } from 'swr'
import { usePageContext } from 'vike-react/usePageContext'
// The pre-rendered data is the hooks' fallback; nothing is fetched again on mount.
const OPTIONS = { revalidateOnMount: false, revalidateOnFocus: false, revalidateOnReconnect: false }
export default function Layout({ children }) {
  const { data } = usePageContext()
  // The mark the app's shell sets once React has hydrated (bench/lib/longTasks.ts waits for it).
  useEffect(() => document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}', ''), [])
  return <SWRConfig value={{ ...OPTIONS, fallback: data?.fallback ?? {} }}>{children}</SWRConfig>
}
`,
    'pages/index/+data.js': `export default () => ({ fallback: { '${SETTINGS_URL}': ${JSON.stringify(SAMPLE_SETTINGS)} } })
`,
    'pages/index/+Page.jsx': variant.startupCall
      ? `import { useEffect } from 'react'
import useSWR from 'swr'
const fetcher = (url) => import('./settings.js').then((m) => m.getSettings(url))
export default function Page() {
  const { data, mutate } = useSWR('${SETTINGS_URL}', fetcher)
  useEffect(() => {
    const run = () => void mutate()
    if (document.readyState === 'complete') return run()
    addEventListener('load', run, { once: true })
    return () => removeEventListener('load', run)
  }, [mutate])
  return <main><h1>{data.data.name}</h1></main>
}
`
      : `import useSWR from 'swr'
const fetcher = (url) => fetch(url).then((r) => r.json())
export default function Page() {
  const { data } = useSWR('${SETTINGS_URL}', fetcher)
  return <main><h1>{data.data.name}</h1></main>
}
`,
  }
  if (variant.startupCall) {
    files['pages/index/settings.js'] = `import wretch from 'wretch'
import * as z from 'zod/mini'
const Settings = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({ name: z.string(), maintenance: z.optional(z.boolean()), version: z.string() }),
})
export const getSettings = (url) => wretch(url).get().json().then((body) => Settings.parse(body))
`
    files[`public${SETTINGS_URL}`] = JSON.stringify(SAMPLE_SETTINGS)
  }
  for (let i = 1; i <= variant.routes; i++) {
    files[`pages/p${i}/+Page.jsx`] = `export default function Page() {\n  return <main>p${i}</main>\n}\n`
    files[`pages/p${i}/+route.js`] = `export default (pageContext) => pageContext.urlPathname === '/p${i}'\n`
  }
  return files
}

function buildProject(variant: Variant, dir: string): string {
  for (const [file, text] of Object.entries(projectFiles(variant))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  const started = performance.now()
  const cli = variant.reactOnly ? 'node_modules/vite/bin/vite.js' : 'node_modules/vike/bin.js'
  const run = spawnSync(process.execPath, [path.join(ROOT, cli), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (run.status !== 0)
    throw new Error(`build of variant ${variant.name} failed:\n${run.stdout}\n${run.stderr}`)
  const client = path.join(dir, variant.reactOnly ? 'dist' : 'dist/client')
  if (!fs.existsSync(path.join(client, 'index.html')))
    throw new Error(`variant ${variant.name}: no pre-rendered home`)
  console.error(
    `built variant ${variant.name} (${variant.routes} route pages) in ${Math.round(performance.now() - started)} ms`,
  )
  return client
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

/**
 * Serves `root` as files ("/" is index.html), uncompressed: the bench counts gzip sizes itself.
 * `requested` lists every path asked for, so the bench can check that the start-up call was made.
 */
async function serveStatic(root: string, port: number) {
  const requested: string[] = []
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    requested.push(pathname)
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    res.end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, requested }
}

/** Each loaded file's gzip size shared out over its packages by their minified bytes (source map). */
function packagesOf(client: string, weight: Weight): Map<string, number> {
  const totals = new Map<string, number>()
  for (const row of weight.rows.filter((r) => r.kind === 'js')) {
    const file = path.join(client, row.url)
    // The bundler's runtime chunk (CommonJS interop helpers) comes without a map.
    const bytes = fs.existsSync(`${file}.map`)
      ? bytesBySource(fs.readFileSync(file, 'utf8'), fs.readFileSync(`${file}.map`, 'utf8'))
      : new Map([['(bundler runtime, no source map)', 1]])
    const mapped = [...bytes.values()].reduce((a, b) => a + b, 0)
    for (const [source, size] of bytes) {
      const name = floorGroup(packageOf(source))
      totals.set(name, (totals.get(name) ?? 0) + (row.size * size) / Math.max(1, mapped))
    }
  }
  return totals
}

const floorGroup = (name: string): string =>
  name === '(none)'
    ? "(unmapped: Vike's generated page table, preload list)"
    : /^(react|react-dom|scheduler|vike|vike-react|swr|wretch|zod)$/.test(name)
      ? name
      : name.startsWith('pages/')
        ? 'pages/ (+Layout, +Page, +route)'
        : name.includes('virtual:') || name.startsWith('\0')
          ? 'Vike virtual modules (page table)'
          : name

interface Measured {
  label: string
  weight: Weight
  packages: Map<string, number> | null
  tasks: LongTaskRun[]
}

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-floor-'))
const measured: Measured[] = []
const browser = await launchChromium()
try {
  for (const [i, variant] of variants.entries()) {
    const client = buildProject(variant, path.join(tmpRoot, `variant-${i}`))
    const port = basePort + i
    const { server, requested } = await serveStatic(client, port)
    try {
      const urls = await visit(browser, `http://127.0.0.1:${port}/`, port)
      if (requested.includes(SETTINGS_URL) !== variant.startupCall)
        throw new Error(
          `variant ${variant.name}: ${SETTINGS_URL} requested: ${!variant.startupCall}, expected the opposite`,
        )
      const weight = weigh(urls, (url) => fs.readFileSync(path.join(client, url)))
      const label = variant.reactOnly
        ? 'floor: React alone, one heading hydrated'
        : `floor: home + ${variant.routes} route page${variant.routes === 1 ? '' : 's'}${variant.startupCall ? ' + start-up call' : ''}`
      const tasks = await measureLongTaskRuns(browser, `http://127.0.0.1:${port}/`, longTaskRuns)
      measured.push({ label, weight, packages: packagesOf(client, weight), tasks })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }
  if (fs.existsSync(path.join(distDir, tenant))) {
    const { startRenderer } = await import('../renderer/server')
    const port = basePort + variants.length
    const renderer = await startRenderer({ port, distDir })
    try {
      const urls = await visit(browser, `http://${tenant}.localhost:${port}/`, port)
      const weight = weigh(urls, (url) => fs.readFileSync(path.join(distDir, tenant, url)))
      const tasks = await measureLongTaskRuns(browser, `http://${tenant}.localhost:${port}/`, longTaskRuns)
      measured.push({ label: `app: ${tenant} home (${appPages} pages)`, weight, packages: null, tasks })
    } finally {
      await renderer.close()
    }
  } else
    console.error(
      `${path.join(distDir, tenant)} not found: the app is not measured (npm run build -- --tenant ${tenant})`,
    )
} finally {
  await browser.close()
  if (process.env.KEEP_FLOOR) console.error(`projects kept in ${tmpRoot}`)
  else fs.rmSync(tmpRoot, { recursive: true, force: true })
}

const app = measured.find((m) => m.label.startsWith('app:'))
console.log('\nJS of a first visit to the home, gzip -9 (KB = 1024 bytes)\n')
console.log(
  `${'variant'.padEnd(50)} ${'before load'.padStart(11)} ${'until idle'.padStart(10)} ${'files'.padStart(5)} ${'bytes (before / idle)'.padStart(21)}${app ? '   app ÷ this (before / idle)' : ''}`,
)
for (const m of measured) {
  const js = m.weight.rows.filter((r) => r.kind === 'js').length
  const ratio =
    app && m !== app
      ? `   ${(app.weight.beforeLoad.js / m.weight.beforeLoad.js).toFixed(2)} / ${(app.weight.totals.js / m.weight.totals.js).toFixed(2)}`
      : ''
  console.log(
    `${m.label.padEnd(50)} ${kb(m.weight.beforeLoad.js).padStart(11)} ${kb(m.weight.totals.js).padStart(10)} ${String(js).padStart(5)} ${`${m.weight.beforeLoad.js} / ${m.weight.totals.js}`.padStart(21)}${ratio}`,
  )
}
const one = measured.find((m, i) => variants[i]?.name === '1')
const many = measured.find((m, i) => variants[i]?.name === 'N')
if (one && many && routePages > 1)
  console.log(
    `\npage table: ${((many.weight.beforeLoad.js - one.weight.beforeLoad.js) / (routePages - 1)).toFixed(0)} bytes gzip per route page before load (${kb(many.weight.beforeLoad.js - one.weight.beforeLoad.js)} for ${routePages - 1} more)`,
  )
console.log(
  `\nLong tasks of the same visits at 4× CPU until hydrated + 1 s, median of ${longTaskRuns} (load ${loadAverage()}): ` +
    'longest task and blocking time (each task over 50 ms) after the first contentful paint; hydrated at\n',
)
for (const m of measured) {
  const med = (key: keyof LongTaskRun) => median(m.tasks.map((t) => t[key]))
  console.log(
    `${m.label.padEnd(50)} longest ${String(med('afterPaintMax')).padStart(4)} ms, blocking ${String(med('afterPaintBlocking')).padStart(4)} ms, hydrated at ${String(med('hydratedAt')).padStart(5)} ms   (longest per run ${m.tasks.map((t) => t.afterPaintMax).join(' ')})`,
  )
}
for (const m of measured.filter((x) => x.packages)) {
  console.log(`\n${m.label}, until idle, by package (gzip shared out by minified bytes):`)
  ;[...m.packages!]
    .sort((a, b) => b[1] - a[1])
    .filter(([, size]) => size >= 100)
    .forEach(([name, size]) => console.log(`${kb(size).padStart(9)}  ${name}`))
}
