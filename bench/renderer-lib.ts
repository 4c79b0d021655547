/**
 * Shared by bench/outage.ts and bench/renderer.ts: start a sandbox and renderers as child processes
 * (so load, server and backend do not share one event loop), sample a process's RSS, run autocannon.
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

export interface Proc {
  child: ChildProcess
  stop(): Promise<void>
}

export async function waitFor(url: string, ms = 180_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

export function start(cwd: string, script: string, env: Record<string, string>, args: string[] = []): Proc {
  const child = spawn(process.execPath, [...args, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Math.round(Number(m[1]) / 1024) : NaN
  } catch {
    return NaN
  }
}

export interface Load {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  peakRssMb: number
}

export async function load(
  url: string,
  options: {
    connections: number
    seconds: number
    headers?: Record<string, string>
    pid?: number
    /** A path per request (autocannon otherwise repeats `url`). */
    nextPath?: () => string
  },
): Promise<Load> {
  // A fresh server's first seconds are JIT warm-up: not measured (BENCH_WARMUP_S, 2).
  const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2)
  if (warmupS > 0)
    await autocannon({
      url,
      connections: options.connections,
      duration: warmupS,
      headers: options.headers,
    } as Parameters<typeof autocannon>[0])
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(options.pid) || 0)), 250)
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    timeout: 30,
    ...(options.nextPath
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: options.nextPath!() }) }] }
      : {}),
  } as Parameters<typeof autocannon>[0])
  clearInterval(sampler)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMb: peak,
  }
}

export function table(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {})
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ')
  return [
    line(keys),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n')
}

/** The sandbox URL a built tenant calls (baked into dist/<key>/site.json at build time). */
export function servicesUrl(distDir: string, key = 'demo'): URL {
  const site = JSON.parse(readFileSync(path.join(distDir, key, 'site.json'), 'utf8')) as {
    api: { hosts: { services: string } }
  }
  return new URL(site.api.hosts.services)
}
