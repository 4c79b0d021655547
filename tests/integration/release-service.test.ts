/**
 * The release service (scripts/release/service.ts) against a sandbox on a loopback port: a change
 * notice rebuilds only the pages the kind table (api/postKinds.ts) says show the kind, the result is
 * byte for byte a full build of the same data, the endpoint wants its secret, and a failing rebuild
 * keeps the live output and reports why. Outputs go to temporary folders; the bundles are those of
 * `dist/.build` (built by the first full build when missing or stale).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost, listPostKindCategories } from '../../api/posts'
import { issueToken } from '../../sandbox/tokens'
import { pagesShowing } from '../../scripts/release/rebuildPlan'
import type { BuildReport } from '../../scripts/release/report'
import { startReleaseService, type ReleaseService } from '../../scripts/release/service'
import { listFiles } from '../../scripts/release/tree'
import { readVersion } from '../../scripts/release/version'
import { useSandbox } from './harness'

const ROOT = path.resolve(import.meta.dirname, '../..')
// A tenant whose menu shows News and whose landing shows the newest news (sites/landings/diaksara).
const KEY = 'diaksara'
const OTHER = 'ruangcipta'
const EPOCH = '1700000000'
const SECRET = 'uji-rahasia-rilis'
const h = useSandbox()
const dirs: string[] = []
let service: ReleaseService | undefined

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-service-test-'))
  dirs.push(dir)
  return dir
}

async function fullBuild(distDir: string, ...keys: string[]): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-tenants.ts', ...keys.flatMap((k) => ['--tenant', k])],
    {
      cwd: ROOT,
      env: { ...process.env, API_BASE_URL: h.baseUrl, DIST_DIR: distDir, SOURCE_DATE_EPOCH: EPOCH },
    },
  )
}

function snapshot(dir: string): Map<string, Buffer> {
  return new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]))
}

/** Files that differ between two outputs once each one's build id is read as the same word. */
function changedBesidesBuildId(before: string, after: string): string[] {
  const idBefore = readVersion(before)!.buildId
  const idAfter = readVersion(after)!.buildId
  const a = snapshot(before)
  const b = snapshot(after)
  const norm = (bytes: Buffer | undefined, id: string) => bytes?.toString('latin1').replaceAll(id, 'BUILD')
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((f) => !/\.(br|gz)$/.test(f) && f !== 'version.json')
    .filter((f) => norm(a.get(f), idBefore) !== norm(b.get(f), idAfter))
    .sort()
}

async function writer(tenant: string) {
  const ctx = h.ctx(tenant)
  ctx.tokens!.setClientToken(await issueToken(h.sandbox.db, 'client', `penulis-rilis@contoh.id`, 'writer'))
  return ctx
}

async function publishNews(tenant: string, title: string, slug: string) {
  const ctx = await writer(tenant)
  const categories = await listPostKindCategories(ctx, { kindSlug: 'news', pageSize: 100 })
  const created = await createPost(ctx, {
    kindSlug: 'news',
    title,
    slug,
    summary: `Ringkasan ${title}.`,
    content: `<p>Isi ${title}.</p>`,
    categoryId: categories.data?.[0]?.id,
    active: true,
  })
  expect(created.status, created.message).toBe(true)
}

const notify = (body: unknown, secret: string | null = SECRET) =>
  fetch(`${service!.url}/notices`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }),
    },
    body: JSON.stringify(body),
  })

const live = tempDir()

beforeAll(async () => {
  process.env.SOURCE_DATE_EPOCH = EPOCH
  await fullBuild(live, KEY, OTHER)
  service = await startReleaseService({
    secret: SECRET,
    port: 0,
    distDir: live,
    env: { ...process.env, API_BASE_URL: h.baseUrl },
    log: () => undefined,
    queue: { quietMs: 50, maxWaitMs: 500, backoffMs: 300, maxBackoffMs: 600 },
  })
}, 240_000)

afterAll(async () => {
  await service?.close()
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
})

describe('the release service', () => {
  it('rejects a notice without the secret or with a wrong one, and a notice of no kind', async () => {
    const notice = { tenant: KEY, kind: 'news', slug: 'x', action: 'publish' }
    expect((await notify(notice, null)).status).toBe(401)
    expect((await notify(notice, 'salah')).status).toBe(401)
    expect((await notify({ ...notice, kind: 'gosip' })).status).toBe(400)
    expect((await notify({ ...notice, tenant: 'tidak-ada' })).status).toBe(400)
    const status = (await (await fetch(`${service!.url}/status`)).json()) as { tenants: unknown[] }
    expect(status.tenants).toEqual([])
  })

  it('rebuilds only what shows the kind, byte for byte what a full build of the same data gives', async () => {
    const before = tempDir()
    fs.cpSync(path.join(live, KEY), before, { recursive: true })
    const other = snapshot(path.join(live, OTHER))
    await publishNews(KEY, 'Kabar Rilis Bertahap', 'kabar-rilis-bertahap')

    expect((await notify({ tenant: KEY, kind: 'news', slug: 'kabar-rilis-bertahap' })).status).toBe(202)
    await service!.queue.idle()
    const [status] = service!.queue.status()
    expect(status?.lastError).toBeNull()
    expect(status?.lastGood?.pages).toEqual(pagesShowing(['news']))

    const site = path.join(live, KEY)
    expect(fs.readFileSync(path.join(site, 'News/index.html'), 'utf8')).toContain('Kabar Rilis Bertahap')
    expect(fs.readFileSync(path.join(site, 'rss/news.xml'), 'utf8')).toContain('kabar-rilis-bertahap')
    expect(fs.readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toContain('/News/kabar-rilis-bertahap')
    // The previous output is kept for --rollback.
    expect(readVersion(path.join(live, '.previous', KEY))?.buildId).toBe(readVersion(before)?.buildId)

    // What changed besides the build id: the kind's list pages and the home, their page data, the
    // feed, the sitemap, the search index and the precache's revisions; nothing else.
    const pageFiles = (url: string) =>
      url === '/'
        ? ['index.html', 'index.pageContext.json']
        : [`${url.slice(1)}/index.html`, `${url.slice(1)}/index.pageContext.json`]
    const allowed = new Set([...pagesShowing(['news']).flatMap(pageFiles), 'sitemap.xml', 'sw.js'])
    const changed = changedBesidesBuildId(before, site)
    expect(changed.filter((f) => !allowed.has(f) && !/^(rss|pagefind)\//.test(f))).toEqual([])
    expect(changed).toContain('News/index.html')
    expect(changed).toContain('rss/news.xml')

    // The report and the purge list come from the full build's own step.
    const report = JSON.parse(fs.readFileSync(path.join(live, 'build-report.json'), 'utf8')) as BuildReport
    expect(report.mode).toBe('incremental')
    expect(report.tenants[0]?.purge).toContain('/News')
    const purge = path.join(live, 'purge', KEY, `${readVersion(site)!.buildId}.txt`)
    expect(fs.readFileSync(purge, 'utf8')).toContain('https://diaksara.id/News\n')

    // Another tenant is never touched.
    const otherAfter = snapshot(path.join(live, OTHER))
    expect([...otherAfter.keys()]).toEqual([...other.keys()])
    expect([...other].filter(([f, b]) => !otherAfter.get(f)!.equals(b))).toEqual([])

    // A full build of the same data writes the very same bytes.
    const full = tempDir()
    await fullBuild(full, KEY)
    expect(changedBesidesBuildId(path.join(full, KEY), site)).toEqual([])
    const fresh = snapshot(path.join(full, KEY))
    const incremental = snapshot(site)
    expect([...incremental.keys()].sort()).toEqual([...fresh.keys()].sort())
    expect([...fresh].filter(([f, b]) => !incremental.get(f)!.equals(b)).map(([f]) => f)).toEqual([])
  }, 240_000)

  it('keeps the live output when a rebuild fails, says why, and builds once the API answers again', async () => {
    const site = path.join(live, KEY)
    const before = snapshot(site)
    await publishNews(KEY, 'Kabar Saat Gangguan', 'kabar-saat-gangguan')
    // The feeds' and lists' calls of the posts fail for this tenant's news only.
    await h.admin('faults', { pathPrefix: '/services/v3/post/list', fault: '500', includes: 'kindSlug=news' })
    expect((await notify({ tenant: KEY, kind: 'news', slug: 'kabar-saat-gangguan' })).status).toBe(202)
    await expect
      .poll(() => service!.queue.status().find((t) => t.tenant === KEY)?.lastError?.message ?? '', {
        timeout: 60_000,
      })
      .toMatch(/news/)
    const after = snapshot(site)
    expect([...after.keys()]).toEqual([...before.keys()])
    expect([...before].filter(([f, b]) => !after.get(f)!.equals(b)).map(([f]) => f)).toEqual([])
    const page = await (await fetch(service!.url)).text()
    expect(page).toContain(KEY)
    expect(page).toContain('Galat terakhir')

    await h.admin('reset')
    await service!.queue.idle()
    const status = service!.queue.status().find((t) => t.tenant === KEY)
    expect(status?.lastError).toBeNull()
    expect(fs.readFileSync(path.join(site, 'News/index.html'), 'utf8')).toContain('Kabar Saat Gangguan')
  }, 240_000)
})
