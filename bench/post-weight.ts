/**
 * How much does one 5 MB post weigh on the other news pages of its site?
 *
 * `npx tsx bench/post-weight.ts [tenant] [--build]` (npm run bench:post-weight), over a build in
 * `dist/` (`npm run build -- --tenant alkamedia`): an in-process sandbox on the port the build's
 * site.json names and the renderer over the build's server bundle (micro-cache off). It measures
 * another news post's page (`/News/{slug}`, rendered on request, with its related-post cards), the
 * news list page (`/News`, pre-rendered) and its navigation data, then adds a post of 5 MB of body
 * and no summary, written straight into the sandbox's database (the API refuses such a post now: an
 * older backend may still hold one), and measures again. With `--build` it rebuilds the tenant
 * against that sandbox first, so the pre-rendered list is baked with the huge post among its items.
 *
 * Prints bytes before and after, and the load average: timed and sized figures on a shared machine
 * are noisy, re-measure on a quiet one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { createRenderer, type RendererOptions } from '../renderer/app'
import { createSandbox } from '../sandbox/app'
import { allPosts } from '../sandbox/routes/posts'
import { catalogueFor } from '../sandbox/seed/catalogues'
import { sandboxSites } from '../scripts/sandboxSites'
import { loadAverage } from './lib/stats'

const args = process.argv.slice(2)
const tenant = args.find((a) => !a.startsWith('--')) ?? 'alkamedia'
const rebuild = args.includes('--build')
const dist = path.resolve('dist')
const site = JSON.parse(fs.readFileSync(path.join(dist, tenant, 'site.json'), 'utf8')) as {
  api: { hosts: { services: string } }
}
const apiUrl = new URL(site.api.hosts.services)

const sandbox = await createSandbox({ config: sandboxSites() })
const server = serve({ fetch: sandbox.app.fetch, port: Number(apiUrl.port), hostname: '127.0.0.1' })
await import(pathToFileURL(path.join(dist, '.build', 'server', 'entry.mjs')).href)
const renderPage = (await import('vike/server')).renderPage as never as RendererOptions['renderPage']
const renderer = () => createRenderer({ distDir: dist, renderPage, ssrCacheMs: 0, hsts: null })
let app = renderer()

const cat = catalogueFor(tenant)
const news = (await allPosts(sandbox.db, cat)).filter((p) => p.kindSlug === 'news' && p.active)
const other = news[1] ?? news[0]
if (!other) throw new Error(`${tenant} has no news post`)

async function bytesOf(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now()
  const res = await app.fetch(
    new Request(`http://${tenant}.localhost${url}`, { headers: { host: `${tenant}.localhost` } }),
  )
  const bytes = (await res.arrayBuffer()).byteLength
  return { status: res.status, bytes, ms: Math.round(performance.now() - started) }
}

const pages = [`/News/${other.slug}`, '/News', '/News/index.pageContext.json']
const measure = async () =>
  Object.fromEntries(await Promise.all(pages.map(async (p) => [p, await bytesOf(p)])))

const before = await measure()

// The huge post: a news post of this site, 5 MB of body, no summary, newest of all.
const next = await sandbox.db.query<{ id: number }>(`SELECT nextval('post_id_seq')::int AS id`)
const id = next.rows[0]!.id
const huge = {
  ...other,
  id,
  slug: `laporan-raksasa-${id}`,
  title: 'Laporan Raksasa (5 MB)',
  summary: '',
  content: `<p>${'laporan panjang sekali '.repeat(230_000)}</p>`,
  publishedAt: new Date().toISOString(),
  catalogue: cat.key,
}
await sandbox.db.query('INSERT INTO post_rows (id, data) VALUES ($1, $2)', [id, JSON.stringify(huge)])

if (rebuild) {
  // Asynchronously: the sandbox the build asks lives in this process and must keep answering.
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts', '--tenant', tenant], {
    env: { ...process.env, API_BASE_URL: apiUrl.origin },
    stdio: ['ignore', process.env.POST_WEIGHT_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`the build of ${tenant} failed (exit ${code})`)
  app = renderer()
}
const after = await measure()
const own = await bytesOf(`/News/${huge.slug}`)

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`post weight on ${tenant} (load ${loadAverage()})`)
console.log(`the huge post: ${(huge.content.length / 1e6).toFixed(1)} MB of body, no summary`)
for (const page of pages) {
  const b = before[page]!
  const a = after[page]!
  const note = page === `/News/${other.slug}` ? ' (another post, rendered on request)' : ''
  console.log(`${page}${note}: ${kb(b.bytes)} (${b.status}) -> ${kb(a.bytes)} (${a.status})`)
}
if (!rebuild) console.log('(/News is pre-rendered: rerun with --build to bake the huge post into it)')
console.log(`the huge post's own page: ${kb(own.bytes)} (${own.status}) in ${own.ms} ms`)
server.close()
await sandbox.close()
process.exit(0)
