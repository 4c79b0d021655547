/**
 * How many requests a second does the sandbox serve on a list, and how long does PGlite take to open?
 *
 * `npm run bench:sandbox`: sandbox throughput on a list endpoint and PGlite open times.
 *
 * 1. Starts the sandbox (in-memory PGlite) on a loopback port and runs autocannon against
 *    `GET /services/v3/post/list?kindSlug=news` with a valid AppToken (made by api/token.ts; it goes
 *    stale after 5 minutes, longer than the run): ROUNDS rounds of DURATION_S seconds, 10
 *    connections; prints the median requests/s and p99 latency.
 * 2. PGlite open time, median of 3: cold (new folder, initdb) and warm (reopening that folder), for a
 *    bare PGlite and for the whole sandbox (migrations, seed on first start).
 *
 * Environment: BENCH_DURATION (s, default 10), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (10).
 */
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveApiConfig } from '../api/context'
import { makeAppToken } from '../api/token'
import { createSandbox } from '../sandbox/app'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const PATH = '/services/v3/post/list?kindSlug=news'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now()
  const value = await fn()
  return [performance.now() - t0, value]
}

async function throughput() {
  const sandbox = await createSandbox()
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  const { appToken } = resolveApiConfig({})
  const headers = {
    AppToken: await makeAppToken(appToken),
    'X-Tenant-Id': 'demo',
    Accept: 'application/json',
  }
  const url = `http://127.0.0.1:${port}${PATH}`
  const probe = await fetch(url, { headers })
  if (!probe.ok) throw new Error(`probe failed: HTTP ${probe.status} ${await probe.text()}`)
  const rounds: { rps: number; p99: number; non2xx: number; errors: number }[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
    rounds.push({
      rps: r.requests.average,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    })
    console.log(
      `  round ${i + 1}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}`,
    )
  }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await sandbox.close()
  return rounds
}

async function openTimes() {
  const cold = { pglite: [] as number[], sandbox: [] as number[] }
  const warm = { pglite: [] as number[], sandbox: [] as number[] }
  const fromImage: number[] = []
  const seeded = await createSandbox()
  const image = await seeded.db.dumpDataDir('none')
  await seeded.close()
  for (let i = 0; i < 3; i++) {
    const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'))
    const [c, db] = await timed(async () => {
      const db = new PGlite(dir)
      await db.waitReady
      return db
    })
    await db.close()
    const [w, db2] = await timed(async () => {
      const db = new PGlite(dir)
      await db.waitReady
      return db
    })
    await db2.close()
    cold.pglite.push(c)
    warm.pglite.push(w)
    await rm(dir, { recursive: true, force: true })

    const sdir = await mkdtemp(join(tmpdir(), 'bench-sandbox-'))
    const [sc, s1] = await timed(() => createSandbox({ dataDir: sdir }))
    await s1.close()
    const [sw, s2] = await timed(() => createSandbox({ dataDir: sdir }))
    await s2.close()
    cold.sandbox.push(sc)
    warm.sandbox.push(sw)
    await rm(sdir, { recursive: true, force: true })
    const [si, s3] = await timed(() => createSandbox({ image }))
    await s3.close()
    fromImage.push(si)
    console.log(
      `  run ${i + 1}: PGlite cold ${c.toFixed(0)} ms, warm ${w.toFixed(0)} ms; sandbox cold ${sc.toFixed(0)} ms, warm ${sw.toFixed(0)} ms, from image ${si.toFixed(0)} ms`,
    )
  }
  return { cold, warm, fromImage }
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`)
console.log(`throughput: GET ${PATH}, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s`)
const rounds = await throughput()
console.log('open times (median of 3):')
const open = await openTimes()

const rows: [string, string][] = [
  ['requests/s (median of rounds)', median(rounds.map((r) => r.rps)).toFixed(0)],
  ['p99 latency (median of rounds)', `${median(rounds.map((r) => r.p99)).toFixed(0)} ms`],
  [
    'non-2xx / errors (all rounds)',
    `${rounds.reduce((a, r) => a + r.non2xx, 0)} / ${rounds.reduce((a, r) => a + r.errors, 0)}`,
  ],
  ['PGlite open, cold (new folder, initdb)', `${median(open.cold.pglite).toFixed(0)} ms`],
  ['PGlite open, warm (reopen folder)', `${median(open.warm.pglite).toFixed(0)} ms`],
  ['sandbox start, cold (initdb + migrations + seed)', `${median(open.cold.sandbox).toFixed(0)} ms`],
  ['sandbox start, warm (reopen + migrations)', `${median(open.warm.sandbox).toFixed(0)} ms`],
  ['sandbox start, in memory from a seeded image (tests)', `${median(open.fromImage).toFixed(0)} ms`],
]
const width = Math.max(...rows.map(([k]) => k.length))
console.log(`\n| ${'measure'.padEnd(width)} | value |\n|${'-'.repeat(width + 2)}|-------|`)
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`)
process.exit(0)
