/**
 * The built sites served as production serves them: the real renderer (renderer/server.ts, in its
 * own process, since the server bundle registers the built pages with Vike once per process) over
 * the built tenants (./built-sites.ts: the run's dist/ when current), calling the API the build
 * baked in for what it renders on request. For checks that need only HTTP answers (raw HTML, status,
 * headers, bytes): they cost no browser, so they live here rather than in tests/e2e.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { resolveApiConfig } from '../../api/context'
import { makeAppToken } from '../../api/token'
import { BAKED_API, builtSites, type BuiltSites } from './built-sites'
import { useSandbox } from './harness'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** The body exactly as sent (compressed when the request asked for it). */
  body: Buffer
  text(): string
}

export interface ServedRequest {
  method?: string
  headers?: Record<string, string>
  /** `manual` answers the redirect itself (its status and Location). */
  redirect?: 'follow' | 'manual'
}

export interface ServedSites {
  /** The folder the sites are served from. */
  dist: string
  /** The renderer's address, `http://127.0.0.1:<port>`. */
  origin: string
  /** The API the served pages call when they render on request; `sandboxFetch` asks it too. */
  api: string
  /**
   * A request with the tenant's Host header, as a CDN or balancer in front of the renderer sends it
   * (Node cannot resolve `<key>.localhost`); a redirect on the site is followed unless `manual`.
   */
  get(tenant: string, path: string, init?: ServedRequest): Promise<Answer>
  /** A sandbox call as the tenant's own site makes it: a fresh app token and its tenant header. */
  sandboxFetch(tenant: string, path: string, headers?: Record<string, string>): Promise<Response>
  /** The `data` of a sandbox GET, as the tenant's own site asks it. */
  sandboxData<T>(tenant: string, path: string): Promise<T>
}

/** Runs `run` over `items`, `width` at a time: requests to the renderer, a few in flight. */
export async function inParallel<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

/** `get` against one origin; no kept-alive sockets, so a socket the server closed is never reused. */
export function requester(origin: string): ServedSites['get'] {
  const once = (tenant: string, rawPath: string, init: ServedRequest) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        `${origin}/`,
        {
          method: init.method ?? 'GET',
          path: rawPath,
          headers: { ...init.headers, host: `${tenant}.localhost` },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const body = Buffer.concat(chunks)
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: () => body.toString() })
          })
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end()
    })
  return async (tenant, rawPath, init = {}) => {
    let answer = await once(tenant, rawPath, init)
    // As a browser (and Playwright's request client) does: a redirect on the same site is followed.
    for (let hops = 0; init.redirect !== 'manual' && hops < 10; hops++) {
      const location = answer.headers.location
      if (
        answer.status < 300 ||
        answer.status > 399 ||
        !location?.startsWith('/') ||
        location.startsWith('//')
      )
        break
      answer = await once(tenant, location, init)
    }
    return answer
  }
}

/**
 * The built sites of `dist` calling `api` instead of the API they were built against: each tenant's
 * runtime (`site.json`, which names the API hosts the renderer calls) rewritten in a temporary
 * folder, everything else linked to the build. A second build would cost minutes; this, none.
 */
function pointedAt(dist: string, baked: string, api: string, prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-api-`))
  for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
    const from = path.join(dist, entry.name)
    const site = path.join(from, 'site.json')
    if (!entry.isDirectory() || !fs.existsSync(site)) {
      fs.symlinkSync(from, path.join(dir, entry.name))
      continue
    }
    fs.mkdirSync(path.join(dir, entry.name))
    for (const file of fs.readdirSync(from))
      if (!file.startsWith('site.json'))
        fs.symlinkSync(path.join(from, file), path.join(dir, entry.name, file))
    fs.writeFileSync(
      path.join(dir, entry.name, 'site.json'),
      fs.readFileSync(site, 'utf8').replaceAll(`"${baked}/`, `"${api}/`),
    )
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The tenants `keys` built and served for the whole test file: a sandbox, the build, a renderer,
 * started before its first test and stopped after its last. `prefix` names a temporary build.
 */
export function useServedSites(
  keys: readonly string[],
  prefix: string,
  options: {
    /**
     * The renderer calls this file's own sandbox, never the shared one a reused dist/ baked in: for
     * a file that arms faults (`admin`), which would otherwise reach the other files' pages.
     */
    ownApi?: boolean
  } = {},
): ServedSites & { admin: (path: string, body?: unknown) => Promise<Response> } {
  const sandbox = useSandbox()
  let built: BuiltSites | undefined
  let renderer: ChildProcess | undefined
  let overlay: { dir: string; remove(): void } | undefined
  const served = {
    get: (...args) => requester(served.origin)(...args),
    async sandboxFetch(tenant, path, headers = {}) {
      return fetch(`${served.api}${path}`, {
        headers: {
          AppToken: await makeAppToken(resolveApiConfig({}).appToken),
          'X-Tenant-Id': tenant,
          ...headers,
        },
      })
    },
    async sandboxData<T>(tenant: string, path: string) {
      const res = await served.sandboxFetch(tenant, path)
      expect(res.status, path).toBe(200)
      return ((await res.json()) as { data: T }).data
    },
    admin: (path: string, body?: unknown) => sandbox.admin(path, body),
  } as ServedSites & { admin: (path: string, body?: unknown) => Promise<Response> }

  beforeAll(async () => {
    built = await builtSites(keys, sandbox.baseUrl, prefix)
    served.dist = built.dir
    // A reused dist/ calls the API baked into it (served there by ./global-setup.ts), a build made
    // here calls this file's sandbox: either way the test reads what the pages read.
    served.api = built.reused && !options.ownApi ? BAKED_API : sandbox.baseUrl
    if (built.reused && options.ownApi) {
      overlay = pointedAt(built.dir, BAKED_API, sandbox.baseUrl, prefix)
      served.dist = overlay.dir
    }
    // The build keeps its bundles in the project's dist/.build whatever DIST_DIR says; the renderer
    // loads the server bundle from beside the sites it serves, so the shared bundles are linked in.
    // The renderer runs from its sources: its own bundle resolves packages from beside itself, and
    // a temporary folder has no node_modules.
    if (!built.reused) {
      const shared = path.join(ROOT, 'dist', '.build')
      const local = path.join(built.dir, '.build')
      for (const entry of fs.readdirSync(shared))
        if (!fs.existsSync(path.join(local, entry)))
          fs.symlinkSync(path.join(shared, entry), path.join(local, entry))
    }
    const port = await freePort()
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'renderer', 'server.ts')], {
      cwd: ROOT,
      env: { ...process.env, API_BASE_URL: served.api, DIST_DIR: served.dist, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    renderer = proc
    served.origin = `http://127.0.0.1:${port}`
    // The server loads the built pages before it listens: give it time on a busy machine.
    for (let i = 0; i < 600 && proc.exitCode === null; i++) {
      if (
        await fetch(`${served.origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(proc.exitCode, 'the built renderer is running').toBeNull()
  }, 900_000)

  afterAll(async () => {
    const proc = renderer
    if (proc && proc.exitCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve))
      proc.kill('SIGTERM')
      await exited
    }
    built?.remove()
    overlay?.remove()
  })

  return served
}
