/**
 * SIGTERM under load loses no request: a renderer process answers a steady stream of server renders
 * (each ~150 ms) from 20 clients, receives SIGTERM mid-stream, and every request gets a complete 200;
 * the process then exits 0. The test plays the load balancer too: it polls `/healthz` and stops
 * sending once that answers 503, as a balancer does within its check period (DRAIN_DELAY_MS, here
 * 500 ms, must cover that period: closing the listener earlier resets connections still waiting in
 * the kernel's accept queue, which no server can answer).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { createSiteRuntime } from '../../sites/runtime'

let dist: string | undefined
afterAll(async () => {
  if (dist) await rm(dist, { recursive: true, force: true })
})

function hit(port: number): Promise<{ ok: boolean; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/News/drain-${Math.random()}`,
        headers: { host: 'demo.localhost' },
        agent: false,
      },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ ok: res.statusCode === 200 && body.includes('</p>') }))
        res.on('error', (e) => resolve({ ok: false, error: (e as NodeJS.ErrnoException).code ?? e.message }))
      },
    )
    req.on('error', (e) => resolve({ ok: false, error: (e as NodeJS.ErrnoException).code ?? e.message }))
  })
}

it('drains in-flight requests on SIGTERM and exits 0', async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-drain-'))
  await mkdir(path.join(dist, 'demo'), { recursive: true })
  await writeFile(
    path.join(dist, 'demo', 'site.json'),
    JSON.stringify(createSiteRuntime('demo', { API_BASE_URL: 'http://127.0.0.1:9' }, null, 'drain')),
  )
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/fixtures/drain-server.ts'], {
    env: { ...process.env, DIST_DIR: dist, RENDER_MS: '150', SSR_CACHE_MS: '0', DRAIN_DELAY_MS: '500' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /ready (\d+)/.exec(chunk.toString())
      if (m) resolve(Number(m[1]))
    })
    child.once('exit', () => reject(new Error('renderer exited early')))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const results: { ok: boolean; error?: string }[] = []
  let inRotation = true
  const healthChecks = (async () => {
    while (inRotation) {
      await new Promise((r) => setTimeout(r, 50))
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.status,
        () => 0,
      )
      if (health !== 200) inRotation = false
    }
  })()
  // 20 clients, each sending requests back to back while the renderer is in rotation.
  const clients = Array.from({ length: 20 }, async () => {
    while (inRotation) results.push(await hit(port))
  })
  // Under way: every client has had answers, and has a request in flight now.
  while (results.length < 60) await new Promise((r) => setTimeout(r, 20))
  const answeredBeforeSignal = results.length
  child.kill('SIGTERM')
  const code = await exited
  await Promise.all([healthChecks, ...clients])

  expect(code).toBe(0)
  expect(results.filter((r) => !r.ok)).toEqual([])
  // Requests were in flight at the signal and were answered after it.
  expect(results.filter((r) => r.ok).length).toBeGreaterThan(answeredBeforeSignal)
}, 30_000)
