/**
 * Deploying through the edge: real nginx (Debian's, with the brotli static module) over a small
 * built tenant in a temp folder, with the configuration the build writes (deploy/nginx.ts).
 * A rebuild swapped in as the build swaps it serves the new page at once with no reload, keeps the
 * previous build's hashed assets, and needs a reload only when the configuration changed (then one
 * reload serves the new headers). The purge list the build writes per tenant and build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edgeOptionsFromEnv, writeEdgeConfig } from '../../deploy/nginx'
import { purgeList, writePurgeList } from '../../deploy/purge'
import { retainPreviousAssets } from '../../renderer/assetsRetention'
import { alignSiblingTimes } from '../../renderer/precompress'
import { createSiteRuntime } from '../../sites/runtime'
import { hostFetch } from '../../testkit/hostFetch'

let root: string
let dist: string
let scratch: string
let port: number
let nginx: ChildProcess

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

async function get(urlPath: string, headers: Record<string, string> = {}) {
  const res = await hostFetch(`http://127.0.0.1:${port}${urlPath}`, {
    headers: { ...headers, host: 'demo.localhost' },
    decoded: true,
  })
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

/** A tenant's output as the build leaves it: pages, an asset, siblings with their source's time. */
async function writeTenant(dir: string, page: string, asset: string, apiBase: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'site.json'),
    JSON.stringify(createSiteRuntime('demo', { API_BASE_URL: apiBase }, null, 'x')),
  )
  const html = `<!doctype html><h1>${page}</h1><script src="/assets/${asset}"></script>${' '.repeat(2000)}`
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  fs.writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html))
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><h1>Halaman tidak ditemukan</h1>')
  fs.writeFileSync(path.join(dir, 'assets', asset), `console.log(${JSON.stringify(asset)})`)
  await alignSiblingTimes(dir)
}

function config(apiBase?: string) {
  if (apiBase)
    fs.writeFileSync(
      path.join(dist, 'demo', 'site.json'),
      JSON.stringify(createSiteRuntime('demo', { API_BASE_URL: apiBase }, null, 'x')),
    )
  return writeEdgeConfig(
    edgeOptionsFromEnv(dist, { EDGE_LISTEN: `127.0.0.1:${port}`, EDGE_RENDERERS: '127.0.0.1:9' }, null),
  )
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(tmpdir(), 'edge-deploy-'))
  fs.chmodSync(root, 0o755)
  dist = path.join(root, 'dist')
  scratch = path.join(root, 'nginx')
  fs.mkdirSync(scratch, { recursive: true })
  port = await freePort()
  await writeTenant(path.join(dist, 'demo'), 'Versi satu', 'app-one.js', 'http://api-one.example')
  const edge = config()
  nginx = spawn('nginx', ['-p', `${scratch}/`, '-c', edge.nginxConf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  for (let i = 0; i < 100; i++) {
    const up = await hostFetch(`http://127.0.0.1:${port}/`, { headers: { host: 'demo.localhost' } }).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 50))
  }
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGQUIT')
    await exited
  }
  fs.rmSync(root, { recursive: true, force: true })
})

const reload = () => {
  const res = spawnSync('nginx', [
    '-p',
    `${scratch}/`,
    '-c',
    path.join(dist, 'edge', 'nginx.conf'),
    '-s',
    'reload',
  ])
  expect(res.status, res.stderr.toString()).toBe(0)
}

describe('a rebuild through the edge', () => {
  it('serves the built files precompressed, with the tenant headers', async () => {
    const home = await get('/', { 'accept-encoding': 'br' })
    expect(home.status).toBe(200)
    expect(home.headers.get('content-encoding')).toBe('br')
    expect(home.body.toString()).toContain('Versi satu')
    expect(home.headers.get('content-security-policy')).toContain('http://api-one.example')
    expect((await get('/assets/app-one.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    const missing = await get('/Tidak-Ada')
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toContain('Halaman tidak ditemukan')
  })

  it('serves the new build at once without a reload, and keeps the previous hashed assets', async () => {
    const live = path.join(dist, 'demo')
    const staging = path.join(dist, '.staging-demo')
    await writeTenant(staging, 'Versi dua', 'app-two.js', 'http://api-one.example')
    retainPreviousAssets(live, staging)
    // The build's swap (scripts/release/tenant.ts): the live folder moves aside, staging takes its name.
    fs.renameSync(live, path.join(dist, '.previous-demo'))
    fs.renameSync(staging, live)
    expect(config().changed, 'same hosts and headers: nothing for nginx to reload').toBe(false)

    const home = await get('/', { 'accept-encoding': 'br' })
    expect(home.body.toString()).toContain('Versi dua')
    expect((await get('/assets/app-two.js')).status).toBe(200)
    // A page of the previous build still open in a tab loads its chunk.
    const old = await get('/assets/app-one.js')
    expect(old.status).toBe(200)
    expect(old.body.toString()).toContain('app-one.js')
  })

  it('needs a reload only when the configuration changed, and one reload serves it', async () => {
    const edge = config('http://api-two.example')
    expect(edge.changed).toBe(true)
    expect((await get('/')).headers.get('content-security-policy')).toContain('http://api-one.example')
    reload()
    let csp = ''
    for (let i = 0; i < 50 && !csp.includes('api-two'); i++) {
      await new Promise((r) => setTimeout(r, 50))
      // The old workers close their idle keep-alive connections as the reload ends: a request sent
      // on one of them just then is cut ("other side closed") and is asked again.
      csp = await get('/').then(
        (res) => res.headers.get('content-security-policy') ?? '',
        () => csp,
      )
    }
    expect(csp).toContain('http://api-two.example')
    expect(csp).not.toContain('api-one')
  })
})

describe('the purge list', () => {
  it('lists the changed pages on every production domain, without hashed assets or siblings', () => {
    const purge = [
      '/',
      '/About',
      '/About/',
      '/About/index.html',
      '/About/index.html.br',
      '/assets/x-1.js',
      '/rss/news.xml',
    ]
    const urls = purgeList('smkcoding', purge)
    expect(urls).toContain('https://smkcoding.id/About')
    expect(urls).toContain('https://smkcoding.id/rss/news.xml')
    expect(urls.some((u) => u.includes('/assets/') || u.endsWith('.br') || u.includes('.localhost'))).toBe(
      false,
    )
  })

  it('is written per tenant and build, and not for a failed tenant or one with nothing to purge', () => {
    const file = writePurgeList(dist, {
      key: 'smkcoding',
      status: 'ok',
      buildId: 'b1',
      purge: ['/', '/About'],
    })
    expect(file).toBe(path.join(dist, 'purge', 'smkcoding', 'b1.txt'))
    expect(fs.readFileSync(file!, 'utf8')).toBe(
      'https://smkcoding.id/\nhttps://smkcoding.id/About\nhttps://www.smkcoding.id/\nhttps://www.smkcoding.id/About\n',
    )
    expect(
      writePurgeList(dist, { key: 'smkcoding', status: 'failed', buildId: null, purge: ['/'] }),
    ).toBeNull()
    expect(writePurgeList(dist, { key: 'smkcoding', status: 'ok', buildId: 'b2', purge: [] })).toBeNull()
  })
})
