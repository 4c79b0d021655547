/**
 * A deploy through the CDN (Varnish -> nginx -> renderers, the `edge` project): a tenant rebuilt with
 * changed content (its title, which every page, feed, share image and search file carries) is purged
 * by the build itself (deploy/cdn.ts), and afterwards not one address of the tenant is answered stale
 * by the CDN, in either encoding; a page opened before the deploy still loads every asset it names.
 * A rollback purges what it swapped back the same way. Tenant: komodo (this spec's own).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { E2E_SANDBOX_PORT } from '../../playwright.config'
import { e2eNginxPort, e2ePort, expect, rawBytes, patchSettings, settle, siteUrl, test } from './fixtures'

const TENANT = 'komodo'
const DIST = path.resolve(process.env.DIST_DIR ?? 'dist')
const ENCODINGS = ['br', undefined]
/** Never held by the CDN (a deploy must reach them at once). */
const PASSED = new Set(['/sw.js', '/version.json'])

async function bytesAt(port: number, urlPath: string, encoding: string | undefined) {
  const { status, headers, body } = await rawBytes(
    TENANT,
    urlPath,
    encoding ? { 'accept-encoding': encoding } : {},
    port,
  )
  return { status, cache: String(headers['x-cache'] ?? ''), body }
}

/** Every address the tenant's files answer at: pages, page data, feeds, sitemap, search, images. */
function addressesOf(dir: string): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const file = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.name.startsWith('.') || file === 'assets' || file === 'site.json') continue
      if (entry.isDirectory()) walk(file)
      else if (!/\.(br|gz)$/.test(file))
        out.push(file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`)
    }
  }
  walk('')
  return out.sort()
}

/** The CDN's answer for every address and encoding, against nginx's (the files as they are now). */
async function staleAnswers(addresses: string[]) {
  const stale: string[] = []
  for (const address of addresses)
    for (const encoding of ENCODINGS) {
      const [cdn, origin] = [
        await bytesAt(e2ePort(), address, encoding),
        await bytesAt(e2eNginxPort(), address, encoding),
      ]
      if (cdn.status !== origin.status || !cdn.body.equals(origin.body))
        stale.push(`${address} (${encoding ?? 'identity'}, ${cdn.cache})`)
    }
  return stale
}

async function snapshot(addresses: string[]) {
  const out = new Map<string, Buffer>()
  for (const address of addresses) out.set(address, (await bytesAt(e2ePort(), address, 'br')).body)
  return out
}

function release(args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts', ...args], {
      env: {
        ...process.env,
        // The sandbox the suite's build used (the same URL is baked in, so unchanged files stay so).
        API_BASE_URL: `http://localhost:${E2E_SANDBOX_PORT}`,
        CDN_PURGE_URL: `http://127.0.0.1:${e2ePort()}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    child.stdout.on('data', (c: Buffer) => (log += c.toString()))
    child.stderr.on('data', (c: Buffer) => (log += c.toString()))
    child.on('exit', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`build ${args.join(' ')}:\n${log}`)),
    )
  })
}

function reportedPurge() {
  const report = JSON.parse(fs.readFileSync(path.join(DIST, 'build-report.json'), 'utf8')) as {
    tenants: { key: string; purge: string[]; cdn?: { purged: number; failed: unknown[]; answers: object } }[]
  }
  return report.tenants.find((t) => t.key === TENANT)
}

test('a rebuilt tenant is purged by its release: no stale answer at any address, and an open page keeps its assets', async ({
  page,
}) => {
  test.setTimeout(480_000)
  expect(e2ePort(), 'runs through the CDN').not.toBe(e2eNginxPort())
  const addresses = addressesOf(path.join(DIST, TENANT))
  for (const expected of ['/', '/index.pageContext.json', '/sitemap.xml', '/og-image.png', '/robots.txt'])
    expect(addresses).toContain(expected)
  expect(addresses.some((a) => a.startsWith('/rss/'))).toBe(true)
  expect(addresses.some((a) => a.startsWith('/pagefind/'))).toBe(true)

  // Opened before the deploy: the assets this page names.
  await page.goto(siteUrl(TENANT, '/'))
  await settle(page)
  const assets = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('resource').map((e) => e.name),
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href),
    ]
      .map((u) => new URL(u, location.href))
      .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
      .map((u) => u.pathname),
  )
  expect(assets.length).toBeGreaterThan(3)

  // The CDN holds every address (a second visit is a hit): without the purge they would stay.
  for (const address of addresses)
    for (const encoding of ENCODINGS) await bytesAt(e2ePort(), address, encoding)
  for (const address of addresses.filter((a) => !PASSED.has(a)))
    expect((await bytesAt(e2ePort(), address, 'br')).cache, address).toBe('HIT')
  const before = await snapshot(addresses)

  await patchSettings(TENANT, { title: 'Komodo Edisi Baru' })
  try {
    const log = await release(['--tenant', TENANT])
    const built = reportedPurge()
    expect(built?.purge.length, log).toBeGreaterThan(10)
    expect(built?.cdn, log).toMatchObject({ failed: [] })
    expect(built?.cdn?.purged).toBe(
      fs
        .readFileSync(path.join(DIST, 'purge', TENANT, `${readBuildId()}.txt`), 'utf8')
        .trim()
        .split('\n').length,
    )
    expect(log).toContain(`cdn: ${TENANT}: purged ${built?.cdn?.purged} URLs`)

    expect(await staleAnswers(addresses)).toEqual([])
    const after = await snapshot(addresses)
    const changed = addresses.filter((a) => !before.get(a)!.equals(after.get(a)!))
    for (const expected of ['/', '/About', '/og-image.png']) expect(changed).toContain(expected)
    expect(changed.length).toBeGreaterThan(10)
    expect(changed.some((a) => a.startsWith('/rss/'))).toBe(true)

    // No skew: the page opened before the deploy still gets every asset it names.
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map((u) => fetch(u, { cache: 'no-store' }).then((r) => r.status))),
      assets,
    )
    expect(statuses).toEqual(assets.map(() => 200))
  } finally {
    await patchSettings(TENANT, {})
  }

  // A rollback purges what it swapped: the previous output is answered again, nowhere stale.
  const log = await release(['--rollback', TENANT])
  expect(reportedPurge()?.cdn, log).toMatchObject({ failed: [] })
  expect(await staleAnswers(addresses)).toEqual([])
  const restored = await snapshot(addresses)
  expect(addresses.filter((a) => !before.get(a)!.equals(restored.get(a)!) && !PASSED.has(a))).toEqual([])
})

function readBuildId(): string {
  return (JSON.parse(fs.readFileSync(path.join(DIST, TENANT, 'version.json'), 'utf8')) as { buildId: string })
    .buildId
}
