/**
 * How long from Terbitkan until a post is on its list page, the home, RSS, the sitemap and search, read through the edge?
 *
 * Starts the production shape (`scripts/startEdge.ts`: sandbox, release service, two renderers,
 * nginx) on its own ports, building TENANTS into `dist/` against its sandbox first, then, as
 * the writers' desk does, publishes posts through the API and sends the desk's notice through the
 * edge (`POST /__release/notice`, api/releaseNotice.ts), and polls each surface through the edge
 * until it shows the post:
 *   - the list page's raw HTML (`/News`, `/Blog`, the section the tenant's menu shows),
 *   - the home's raw HTML, where the tenant's landing shows that kind (it showed one before),
 *   - the feed (`/rss/<feed>.xml`), the sitemap (`/sitemap.xml`),
 *   - search: the index's word list (`/pagefind/words.json`, written with the index from the same
 *     records) holds the post's unique word.
 * Figures: median and p95 over PUBLISHES (20) publishes spread across the tenants (targets <= 10 s
 * and <= 20 s), unpublish and delete likewise (until the post is off every surface); a burst of 20
 * publishes to one tenant in 10 s (rebuilds counted from the service's status, <= 3, and every post
 * on every surface at the end); every other tenant's files byte-identical before and after; and a
 * visitor loop through the edge meanwhile, whose errors must be 0. The load average is printed
 * beside every figure: on a shared machine the figures are noisy.
 *
 *   npm run bench:publish
 *   TENANTS=aksara,diaksara,ruangcipta PORT=5601 SANDBOX_PORT=5660 RELEASE_PORT=5670 npm run bench:publish
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { login } from '../api/accounts'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../api/context'
import { createPost, deletePost, updatePost } from '../api/posts'
import { RELEASE_NOTICE_PATH } from '../api/releaseNotice'
import { canonicalSection, SECTIONS, type Section } from '../features/posts/sections'
import { getTenant } from '../sites/registry'
import { hostFetch } from '../testkit/hostFetch'
import { loadAverage } from './lib/stats'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')
const TENANTS = (process.env.TENANTS ?? 'aksara,diaksara,ruangcipta').split(',')
const PORT = Number(process.env.PORT ?? 5601)
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 5660)
const RELEASE_PORT = Number(process.env.RELEASE_PORT ?? 5670)
const PUBLISHES = Number(process.env.PUBLISHES ?? 20)
const REMOVALS = Number(process.env.REMOVALS ?? 10)
const BURST = 20
const BURST_MS = 10_000
const SURFACE_TIMEOUT_MS = 60_000
const load = () => loadAverage()

/** GET through the edge as the tenant's host; the body as a browser reads it, or status 0 on no answer. */
async function edgeGet(tenant: string, urlPath: string): Promise<{ status: number; body: string }> {
  try {
    const res = await hostFetch(`http://127.0.0.1:${PORT}${urlPath}`, {
      headers: { host: `${tenant}.localhost:${PORT}` },
      decoded: true,
      timeoutMs: 10_000,
    })
    return { status: res.status, body: await res.text() }
  } catch {
    return { status: 0, body: '' }
  }
}

async function waitFor(url: string, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    if (Date.now() > until) throw new Error(`${url} did not answer`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

interface Target {
  tenant: string
  section: Section
  feed: string
  homeShows: boolean
  ctx: ApiContext
}

type Surface = 'list' | 'home' | 'feed' | 'sitemap' | 'search'

type Checks = Partial<Record<Surface, () => Promise<boolean>>>

/** The surfaces that show the post; the home only where the tenant's landing shows that kind. */
function surfaces(t: Target, href: string, word: string): Checks {
  const has = (p: string, text: string) => async () => (await edgeGet(t.tenant, p)).body.includes(text)
  return {
    list: has(t.section.listPath, `href="${href}"`),
    ...(t.homeShows ? { home: has('/', `href="${href}"`) } : {}),
    feed: has(`/rss/${t.feed}.xml`, `${href}<`),
    sitemap: has('/sitemap.xml', href),
    search: has('/pagefind/words.json', `"${word.toLowerCase()}"`),
  }
}

/** Seconds until every surface says `present`, per surface; null for one that never did. */
async function until(checks: Checks, present: boolean, started: number) {
  const times: Partial<Record<Surface, number | null>> = {}
  const pending = new Set(Object.keys(checks) as Surface[])
  while (pending.size && performance.now() - started < SURFACE_TIMEOUT_MS) {
    await Promise.all(
      [...pending].map(async (s) => {
        if ((await checks[s]!()) === present) {
          times[s] = (performance.now() - started) / 1000
          pending.delete(s)
        }
      }),
    )
    if (pending.size) await new Promise((r) => setTimeout(r, 100))
  }
  for (const s of pending) times[s] = null
  return times
}

async function notice(t: Target, kind: string, slug: string, action: string) {
  const token = t.ctx.tokens!.getAccessToken()
  const res = await new Promise<number>((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: RELEASE_NOTICE_PATH,
        method: 'POST',
        headers: {
          host: `${t.tenant}.localhost:${PORT}`,
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
      },
      (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      },
    )
    req.on('error', () => resolve(0))
    req.end(JSON.stringify({ kind, slug, action }))
  })
  if (res !== 202) throw new Error(`notice for ${t.tenant}: HTTP ${res}`)
}

/** Letters only: the search index's word list keeps runs of 4 to 24 letters. */
const unique = () => `Rilis${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`

async function publish(t: Target) {
  const word = unique()
  const title = `${word} kabar uji rilis`
  const started = performance.now()
  const created = await createPost(t.ctx, {
    kindSlug: t.section.kindSlug,
    title,
    summary: 'Kabar uji rilis (contoh).',
    content: `<p>${word}: isi contoh untuk uji rilis.</p>`,
    active: true,
  })
  if (!created.status) throw new Error(`${t.tenant}: ${created.message}`)
  const post = created.data
  await notice(t, t.section.kindSlug, post.slug, 'publish')
  const href = t.section.detailHref(post)
  return { started, post, href, word, checks: surfaces(t, href, word) }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}
const summary = (name: string, values: (number | null)[]) => {
  const ok = values.filter((v): v is number => v !== null)
  const missing = values.length - ok.length
  return `${name.padEnd(28)} median ${quantile(ok, 0.5).toFixed(1)} s  p95 ${quantile(ok, 0.95).toFixed(1)} s  (n=${values.length}${missing ? `, ${missing} never` : ''})  load ${load()}`
}

function treeHash(dir: string): string {
  const hash = createHash('sha256')
  const walk = (rel: string) => {
    for (const e of fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(rel, e.name)
      if (e.isDirectory()) walk(p)
      else hash.update(p).update(fs.readFileSync(path.join(dir, p)))
    }
  }
  walk('')
  return hash.digest('hex')
}
const otherTenants = () =>
  fs
    .readdirSync(DIST, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !['edge', 'purge'].includes(e.name))
    .map((e) => e.name)
    .filter((k) => !TENANTS.includes(k) && getTenant(k))

async function main() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    RENDERER_PORTS: `${PORT + 1},${PORT + 2}`,
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DATA: ':memory:',
    SITE_PORTS: String(PORT),
    RELEASE_PORT: String(RELEASE_PORT),
    // Built against this run's sandbox: a tenant's site.json names the API it was built against.
    TENANTS: TENANTS.join(','),
  }
  delete env.SKIP_BUILD
  delete env.RELEASE_URL
  console.log(`starting the edge stack on :${PORT} (release service :${RELEASE_PORT})…`)
  const stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/startEdge.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => stack.exitCode === null && stack.kill('SIGTERM')
  process.on('exit', stop)
  try {
    await waitFor(`http://127.0.0.1:${PORT}/healthz`)
    await waitFor(`http://127.0.0.1:${RELEASE_PORT}/healthz`)
    const status = async (tenant: string) => {
      const body = (await (await fetch(`http://127.0.0.1:${RELEASE_PORT}/status`)).json()) as {
        tenants: { tenant: string; rebuilds: number; queued: { kinds: string[] }; running: unknown }[]
      }
      return body.tenants.find((t) => t.tenant === tenant)
    }
    const config = resolveApiConfig({ API_BASE_URL: `http://localhost:${SANDBOX_PORT}` })
    const targets: Target[] = []
    for (const tenant of TENANTS) {
      const nav = getTenant(tenant)!.nav
      // The tenant's first post list in its menu (News or Blog, as the desk names them).
      const section = [SECTIONS.news, SECTIONS.blog]
        .map((s) => canonicalSection(nav, s))
        .find((s) => nav.some((n) => n.path === s.listPath))
      if (!section?.feed) throw new Error(`${tenant} shows no News or Blog in its menu`)
      const ctx: ApiContext = {
        ...config,
        tenantId: tenant,
        origin: `http://${tenant}.localhost:${PORT}`,
        tokens: memoryTokenStore(),
      }
      const signedIn = await login(ctx, { email: 'penulis@alkademi.id', password: 'rahasia123' })
      if (!signedIn.status) throw new Error(`sign-in on ${tenant}: ${signedIn.message}`)
      const home = (await edgeGet(tenant, '/')).body
      // The landing shows the kind when the home links a post of it now.
      const homeShows = home.includes(`href="${section.listPath}/`)
      targets.push({ tenant, section, feed: section.feed, homeShows, ctx })
    }
    console.log(
      targets
        .map(
          (t) =>
            `${t.tenant}: ${t.section.listPath}, /rss/${t.feed}.xml, home ${t.homeShows ? 'shows it' : 'does not show the kind'}`,
        )
        .join('\n'),
    )
    const others = otherTenants()
    const before = new Map(others.map((k) => [k, treeHash(path.join(DIST, k))]))

    // Visitors through the edge while everything runs.
    let visiting = true
    let visits = 0
    const errors: string[] = []
    const visitor = (async () => {
      const paths = ['/', '/News', '/Blog', '/rss/news.xml', '/sitemap.xml', '/About']
      while (visiting)
        await Promise.all(
          targets.map(async (t) => {
            const p = paths[visits % paths.length]!
            const res = await edgeGet(t.tenant, p)
            visits++
            if (res.status === 0 || res.status >= 500) errors.push(`${t.tenant}${p}: ${res.status}`)
          }),
        )
    })()

    const kept: { t: Target; post: { id: number; slug: string }; href: string; word: string }[] = []
    const times: Record<Surface | 'all', (number | null)[]> = {
      list: [],
      home: [],
      feed: [],
      sitemap: [],
      search: [],
      all: [],
    }
    console.log(`\n${PUBLISHES} publishes across ${targets.length} tenants, one at a time (load ${load()})`)
    for (let i = 0; i < PUBLISHES; i++) {
      const t = targets[i % targets.length]!
      const p = await publish(t)
      const got = await until(p.checks, true, p.started)
      for (const s of Object.keys(got) as Surface[]) times[s].push(got[s] ?? null)
      const values = Object.values(got)
      times.all.push(values.includes(null) ? null : Math.max(...(values as number[])))
      console.log(`  ${t.tenant.padEnd(11)} ${JSON.stringify(got)}  load ${load()}`)
      kept.push({ t, post: p.post, href: p.href, word: p.word })
    }
    console.log(`\nfrom Terbitkan (API call + notice) to the post, through the edge:`)
    for (const [name, values] of Object.entries(times))
      console.log('  ' + summary(name === 'all' ? 'every surface' : name, values))

    const removal: Record<'unpublish' | 'delete', (number | null)[]> = { unpublish: [], delete: [] }
    for (const [i, k] of kept.slice(0, REMOVALS * 2).entries()) {
      const action = i % 2 ? 'delete' : 'unpublish'
      const started = performance.now()
      const done =
        action === 'delete'
          ? await deletePost(k.t.ctx, k.post.id)
          : await updatePost(k.t.ctx, k.post.id, { active: false })
      if (!done.status) throw new Error(`${action}: ${done.message}`)
      await notice(k.t, k.t.section.kindSlug, k.post.slug, action)
      const got = await until(surfaces(k.t, k.href, k.word), false, started)
      const values = Object.values(got)
      removal[action].push(values.includes(null) ? null : Math.max(...(values as number[])))
    }
    console.log(`\nuntil the post is off every surface:`)
    for (const [name, values] of Object.entries(removal)) console.log('  ' + summary(name, values))

    // A burst: 20 publishes to one tenant in 10 s.
    const burstTarget = targets[0]!
    const rebuildsBefore = (await status(burstTarget.tenant))?.rebuilds ?? 0
    const burstStarted = performance.now()
    const burst: Awaited<ReturnType<typeof publish>>[] = []
    // Each post is watched from its own Terbitkan: the list page and the home hold only the newest
    // posts, so an early post of the burst is there only until later ones push it off.
    const arrivals: ReturnType<typeof until>[] = []
    for (let i = 0; i < BURST; i++) {
      const due = burstStarted + (i * BURST_MS) / BURST
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())))
      const p = await publish(burstTarget)
      burst.push(p)
      arrivals.push(until(p.checks, true, p.started))
    }
    const burstSent = (performance.now() - burstStarted) / 1000
    const all = await Promise.all(arrivals)
    const settled = async () => {
      const s = await status(burstTarget.tenant)
      return !!s && s.queued.kinds.length === 0 && !s.running
    }
    while (!(await settled())) await new Promise((r) => setTimeout(r, 200))
    const rebuilds = ((await status(burstTarget.tenant))?.rebuilds ?? 0) - rebuildsBefore
    const everywhere = all.filter((got) => !Object.values(got).includes(null)).length
    const missed = (Object.keys(burst[0]!.checks) as Surface[])
      .map((s) => [s, all.filter((got) => got[s] === null).length] as const)
      .filter(([, n]) => n)
    // At the end: every post in the sitemap and the search index, the newest page of them on the list.
    const newest = burst.slice(-burstTarget.section.pageSize)
    const finalMissing = [
      ...(await Promise.all(burst.map(async (p) => ((await p.checks.sitemap!()) ? 0 : 1)))),
      ...(await Promise.all(burst.map(async (p) => ((await p.checks.search!()) ? 0 : 1)))),
      ...(await Promise.all(newest.map(async (p) => ((await p.checks.list!()) ? 0 : 1)))),
    ].reduce<number>((a, b) => a + b, 0)
    const lastIn = Math.max(...all.map((got) => Math.max(...Object.values(got).map((v) => v ?? Infinity))))
    console.log(
      `\nburst: ${BURST} publishes to ${burstTarget.tenant} in ${burstSent.toFixed(1)} s -> ${rebuilds} rebuilds (target <= 3); ` +
        `${everywhere}/${BURST} on every surface, the last ${lastIn.toFixed(1)} s after its Terbitkan` +
        `${missed.length ? ` (never seen: ${missed.map(([s, n]) => `${s} ${n}`).join(', ')})` : ''}; ` +
        `at the end ${finalMissing} missing (sitemap and search: all ${BURST}; list: the newest ${newest.length})  load ${load()}`,
    )

    visiting = false
    await visitor
    const after = new Map(others.map((k) => [k, treeHash(path.join(DIST, k))]))
    const touched = others.filter((k) => before.get(k) !== after.get(k))
    console.log(
      `other tenants' files: ${others.length - touched.length}/${others.length} byte-identical${touched.length ? ` (changed: ${touched.join(', ')})` : ''}`,
    )
    console.log(
      `visitors through the edge meanwhile: ${visits} requests, ${errors.length} errors${errors.length ? `: ${errors.slice(0, 5).join(', ')}` : ''}`,
    )

    // The bench's posts go again, and the pages with them.
    for (const p of [...kept.slice(REMOVALS * 2), ...burst.map((b) => ({ t: burstTarget, post: b.post }))]) {
      await deletePost(p.t.ctx, p.post.id)
      await notice(p.t, p.t.section.kindSlug, p.post.slug, 'delete')
    }
    for (const t of targets)
      while (!(await status(t.tenant).then((s) => !s || (s.queued.kinds.length === 0 && !s.running))))
        await new Promise((r) => setTimeout(r, 200))
  } finally {
    stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
