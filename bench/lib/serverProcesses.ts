/**
 * Shared by bench/outage.ts and bench/renderer.ts: start a sandbox and renderers as child processes
 * (so load, server and backend do not share one event loop), sample a process's RSS, run autocannon.
 */
import autocannon from 'autocannon'
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { USER_HZ } from './machineCpu'

export const ROOT = path.resolve(import.meta.dirname, '../..')

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
  // A bundled script (.mjs, .js) runs on plain Node; TypeScript sources through tsx.
  const loader = /\.m?js$/.test(script) ? [] : ['--import', 'tsx']
  const child = spawn(process.execPath, [...args, ...loader, script], {
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

/**
 * CPU seconds (user + system) a set of processes has used so far, and their children's: nginx's
 * workers are children of its master. Linux only; a process that is gone counts 0.
 */
export function cpuSeconds(pids: (number | undefined)[]): number {
  let total = 0
  for (const pid of pids) {
    if (!pid) continue
    let children: number[]
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += (Number(fields[11]) + Number(fields[12])) / USER_HZ
    } catch {
      continue
    }
    total += cpuSeconds(children)
  }
  return total
}

/**
 * wrk (Debian's `wrk`, C) loads a server far more cheaply than autocannon, which runs in one
 * JavaScript thread: on a 2-core machine autocannon tops out near 35k req/s and becomes the
 * bottleneck of both sides of a static-file comparison. One wrk thread still tops out reading a
 * 250 KB body at about 15k req/s (94 % of a core), so two threads by default (BENCH_WRK_THREADS).
 * BENCH_CLIENT=autocannon forces the old client.
 */
export const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 2)
export const wrkAvailable =
  process.env.BENCH_CLIENT !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined

function wrkMs(text: string): number {
  const m = /([\d.]+)(us|ms|s)\b/.exec(text)
  if (!m) return NaN
  const n = Number(m[1])
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n
}

function wrkRun(url: string, connections: number, seconds: number, headers: Record<string, string> = {}) {
  const out = execFileSync(
    'wrk',
    [
      `-t${WRK_THREADS}`,
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '30s',
      '--latency',
      // wrk adds its own Host unless one is given spelled `Host`: two would be a 400.
      ...Object.entries(headers).flatMap(([k, v]) => [
        '-H',
        `${k.toLowerCase() === 'host' ? 'Host' : k}: ${v}`,
      ]),
      url,
    ],
    { encoding: 'utf8' },
  )
  const line = (re: RegExp) => re.exec(out)?.[1] ?? ''
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requests: Number(line(/(\d+) requests in/)),
    rps: Math.round(Number(line(/Requests\/sec:\s+([\d.]+)/))),
    p50: Math.round(wrkMs(line(/\n\s+50%\s+(\S+)/)) * 10) / 10,
    p99: Math.round(wrkMs(line(/\n\s+99%\s+(\S+)/)) * 10) / 10,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(line(/Non-2xx or 3xx responses:\s+(\d+)/) || 0),
  }
}

export interface Load {
  /** Requests answered per CPU second of the server's processes (`serverPids`). */
  rpsPerCpuS?: number
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
    /** The server's processes, for CPU seconds per request. */
    serverPids?: () => (number | undefined)[]
  },
): Promise<Load> {
  const useWrk = wrkAvailable && !options.nextPath && !options.pid
  // A fresh server's first seconds are JIT warm-up: not measured (BENCH_WARMUP_S, 2).
  const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2)
  if (warmupS > 0) {
    if (useWrk) wrkRun(url, options.connections, warmupS, options.headers)
    else
      await autocannon({
        url,
        connections: options.connections,
        duration: warmupS,
        headers: options.headers,
      } as Parameters<typeof autocannon>[0])
  }
  const cpuBefore = options.serverPids ? cpuSeconds(options.serverPids()) : 0
  const perCpu = (requests: number) => {
    const cpu = options.serverPids ? cpuSeconds(options.serverPids()) - cpuBefore : 0
    return cpu > 0 ? { rpsPerCpuS: Math.round(requests / cpu) } : {}
  }
  if (useWrk) {
    const { requests, ...rest } = wrkRun(url, options.connections, options.seconds, options.headers)
    return { ...rest, peakRssMb: NaN, ...perCpu(requests) }
  }
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
    ...perCpu(result.requests.total),
  }
}

export function table(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {})
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ')
  return [
    line(keys),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k] ?? '')))),
  ].join('\n')
}

/** The sandbox URL a built tenant calls (baked into dist/<key>/site.json at build time). */
export function servicesUrl(distDir: string, key = 'demo'): URL {
  const site = JSON.parse(readFileSync(path.join(distDir, key, 'site.json'), 'utf8')) as {
    api: { hosts: { services: string } }
  }
  return new URL(site.api.hosts.services)
}
