/**
 * Release operations (scripts/build-tenants.ts) against a sandbox on a loopback port, through the
 * real CLI in a child process: reproducible outputs, the change report, rollback, the dry run.
 * Outputs go to temporary folders (DIST_DIR); the bundles are those of `dist/.build`, built by the
 * first run when missing or stale.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { SERVER_CALL_GUARD } from '../../api/client'
import { startRenderer, type RunningRenderer } from '../../renderer/server'
import type { BuildReport } from '../../scripts/release/report'
import { withoutSite } from '../../scripts/release/tenant'
import { listFiles } from '../../scripts/release/tree'
import { useSandbox } from './harness'

const ROOT = path.resolve(import.meta.dirname, '../..')
const KEY = 'demo'
const sandbox = useSandbox()
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'))
  dirs.push(dir)
  return dir
}

async function cli(distDir: string, ...args: string[]): Promise<{ report: BuildReport; stdout: string }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-tenants.ts', ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        API_BASE_URL: sandbox.baseUrl,
        DIST_DIR: distDir,
        SOURCE_DATE_EPOCH: '1700000000',
      },
    },
  )
  const reportDir = /dry run: outputs and report in (\S+);/.exec(stdout)?.[1] ?? distDir
  const report = JSON.parse(fs.readFileSync(path.join(reportDir, 'build-report.json'), 'utf8')) as BuildReport
  return { report, stdout }
}

/** Every file of a site root with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]))
}

function expectSameBytes(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  expect([...actual.keys()]).toEqual([...expected.keys()])
  const differing = [...expected].filter(([file, bytes]) => !actual.get(file)!.equals(bytes)).map(([f]) => f)
  expect(differing).toEqual([])
}

/** GET through the renderer as the tenant's host; a brotli body is decoded. */
function get(renderer: RunningRenderer, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          port: renderer.port,
          path: urlPath,
          headers: { host: `${KEY}.localhost`, 'accept-encoding': 'br' },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw
            resolve({ status: res.statusCode!, body: body.toString('utf8') })
          })
        },
      )
      .on('error', reject)
  })
}

/** What a running renderer serves for the tenant: the build id of its home page, site runtime and version.json. */
async function served(renderer: RunningRenderer) {
  // Twice: the second answer of a file comes from the hot path (renderer/fastStatic.ts).
  await get(renderer, '/')
  const home = (await get(renderer, '/')).body
  const ssr = (await get(renderer, '/News/any-post')).body
  return {
    home: /"buildId":"([0-9a-f]{16})"/.exec(home)?.[1],
    ssr,
    version: (JSON.parse((await get(renderer, '/version.json')).body) as { buildId: string }).buildId,
  }
}

/** Longer than the renderer's file revalidation interval (renderer/files.ts, 1 s). */
const pastRevalidation = () => new Promise((r) => setTimeout(r, 1200))

const version = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, KEY, 'version.json'), 'utf8'))

describe('release builds', { timeout: 300_000 }, () => {
  beforeEach(async () => {
    await sandbox.admin('reset')
  })

  it('two builds of the same commit, settings and data are byte-identical', async () => {
    const first = tempDir()
    const second = tempDir()
    const { report } = await cli(first, '--tenant', KEY)
    await cli(second, '--tenant', KEY)
    expectSameBytes(snapshot(path.join(second, KEY)), snapshot(path.join(first, KEY)))

    const t = report.tenants[0]!
    expect(t).toMatchObject({ key: KEY, status: 'ok', previousBuildId: null })
    expect(t.files.added).toContain('index.html')
    expect(t.files.changed).toEqual([])
    expect(version(first)).toEqual({ buildId: t.buildId, tenant: KEY, builtAt: '2023-11-14T22:13:20.000Z' })
    // The id names the content and is what every page carries.
    expect(fs.readFileSync(path.join(first, KEY, 'index.html'), 'utf8')).toContain(t.buildId)

    // Rebuilding over the live output changes nothing and says so.
    const again = (await cli(first, '--tenant', KEY)).report.tenants[0]!
    expect(again.files).toEqual({ added: [], changed: [], removed: [] })
    expect(again.buildId).toBe(t.buildId)
  })

  it('a settings change shows as changed files only; rollback restores the previous bytes; a running renderer follows', async () => {
    const dist = tempDir()
    const first = (await cli(dist, '--tenant', KEY)).report.tenants[0]!
    const before = snapshot(path.join(dist, KEY))
    const versionBefore = version(dist)
    // A renderer serving this dist/ all along; server renders echo the site runtime they were given.
    const renderer = await startRenderer({
      port: 0,
      distDir: dist,
      renderPage: async ({ site }) => ({
        httpResponse: {
          statusCode: 200,
          body: `build ${site.buildId} maintenance ${site.settings?.isMaintenance}`,
          headers: [['Content-Type', 'text/plain; charset=utf-8']],
        },
      }),
    })
    onTestFinished(async () => {
      await renderer.close()
      delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
    })
    expect(await served(renderer)).toEqual({
      home: first.buildId,
      ssr: `build ${first.buildId} maintenance false`,
      version: first.buildId,
    })

    expect((await sandbox.admin(`maintenance/${KEY}`, { mode: 'on' })).ok).toBe(true)
    const { report, stdout } = await cli(dist, '--tenant', KEY)
    const t = report.tenants[0]!
    expect(t.status).toBe('ok')
    // The search index names its parts by content (like assets/): the pages it reads changed, so
    // new parts replace old ones. Nothing else is added or removed.
    const outsideIndex = (files: string[]) => files.filter((f) => !f.startsWith('pagefind/'))
    expect(outsideIndex(t.files.added)).toEqual([])
    expect(outsideIndex(t.files.removed)).toEqual([])
    expect(t.files.changed).toContain('site.json')
    expect(t.files.changed).toContain('index.html')
    // What the settings do not reach stays byte-identical: bundles, logo, offline page.
    expect(t.files.changed.filter((f) => f.startsWith('assets/') || f.endsWith('.svg'))).toEqual([])
    expect(t.files.changed).not.toContain('offline.html')
    const after = snapshot(path.join(dist, KEY))
    const reallyChanged = [...after]
      .filter(([f, bytes]) => before.has(f) && !before.get(f)!.equals(bytes))
      .map(([f]) => f)
    expect(t.files.changed).toEqual(reallyChanged)
    expect(t.previousBuildId).toBe(first.buildId)
    expect(t.buildId).not.toBe(first.buildId)
    expect(report.tenants[0]!.purge).toContain('/')
    await pastRevalidation()
    expect(await served(renderer)).toEqual({
      home: t.buildId,
      ssr: `build ${t.buildId} maintenance true`,
      version: t.buildId,
    })
    // The closing table shows the report's counts (pages, KB, precache KB, search KB, added, changed, removed).
    expect(stdout).toMatch(
      new RegExp(
        `${KEY}\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\d+\\s+${t.files.added.length}\\s+${t.files.changed.length}\\s+${t.files.removed.length}\\s`,
      ),
    )

    const rolled = await cli(dist, '--rollback', KEY)
    expectSameBytes(snapshot(path.join(dist, KEY)), before)
    expect(version(dist)).toEqual(versionBefore)
    expect(rolled.report.tenants[0]).toMatchObject({ buildId: first.buildId, previousBuildId: t.buildId })
    expect(rolled.report.tenants[0]!.files.changed).toEqual(t.files.changed)
    expect(rolled.stdout).toContain(`build ${first.buildId}`)
    expect(rolled.stdout).toContain('is live again')
    await pastRevalidation()
    expect(await served(renderer)).toEqual({
      home: first.buildId,
      ssr: `build ${first.buildId} maintenance false`,
      version: first.buildId,
    })

    // Rolling back again rolls forward.
    await cli(dist, '--rollback', KEY)
    expectSameBytes(snapshot(path.join(dist, KEY)), after)
  })

  it("pages match Vike's own prerender() byte for byte", async () => {
    const dist = tempDir()
    const reference = tempDir()
    await cli(dist, '--tenant', KEY)
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/release/vike-prerender.ts', path.join(dist, KEY, 'site.json'), reference],
      // As the build's workers render: React's production build (vitest sets NODE_ENV=test).
      // …and at the same build time as the CLI's (pages/Event split upcoming from past by it).
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1700000000' } },
    )
    const expected = snapshot(reference)
    expect(expected.has('index.html') && expected.has('404.html')).toBe(true)
    // The navigation data goes out without the site runtime (the HTML carries it): Vike's bytes otherwise.
    for (const [file, bytes] of expected)
      if (file.endsWith('.pageContext.json')) {
        expect(bytes.toString('utf8')).toContain('"site":')
        expected.set(file, Buffer.from(withoutSite(bytes.toString('utf8'))))
      }
    const built = snapshot(path.join(dist, KEY))
    // Pages that stamp the render time (pages/Event: `renderedAt`) differ by that alone.
    for (const file of [...expected.keys()].filter((f) => f.startsWith('Event/'))) {
      const stamp = (b: Buffer) => b.toString('utf8').replace(/"renderedAt":"[^"]*"/g, '"renderedAt":""')
      expect(stamp(built.get(file)!)).toBe(stamp(expected.get(file)!))
      expected.delete(file)
    }
    expectSameBytes(new Map([...built].filter(([file]) => expected.has(file))), expected)
    expect(built.get('About/index.pageContext.json')!.toString('utf8')).not.toContain('"site":')
    expect(built.get('About/index.html')!.toString('utf8')).toContain('"site":')
  })

  it('--check builds elsewhere and reports against the live output without touching it', async () => {
    const dist = tempDir()
    await cli(dist, '--tenant', KEY)
    const before = snapshot(dist)
    await sandbox.admin(`maintenance/${KEY}`, { mode: 'on' })
    const { report } = await cli(dist, '--tenant', KEY, '--check')
    dirs.push(report.outDir)
    expect(report.mode).toBe('check')
    expect(report.outDir).not.toBe(dist)
    expect(report.tenants[0]!.files.changed).toContain('site.json')
    expect(fs.existsSync(path.join(report.outDir, KEY, 'index.html'))).toBe(true)
    expectSameBytes(snapshot(dist), before)
  })
})
