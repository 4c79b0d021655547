/**
 * How fast does a streamed chat reply reach the visitor, and what does the chat page load?
 *
 * `npm run bench:chat`: how fast a streamed chat reply reaches the visitor, against the sandbox.
 *
 * Starts the sandbox (in-memory PGlite, its default pacing: SANDBOX_CHAT_FIRST_MS 250 ms, then
 * SANDBOX_CHAT_PIECE_MS 35 ms ± a third per word) on a loopback port, signs in as the seeded student
 * with `identityLogin`, and sends BENCH_CHAT_RUNS messages (default 10) through `streamChat`, the
 * client the page uses. For each: time to the first streamed piece and to the complete reply, from
 * the moment the request is sent. Prints the medians (and p90) in ms, and the pieces per reply.
 * The sandbox's pacing is a stand-in for a model: the figures measure our client and transport
 * overhead on top of it, not a real model's latency.
 *
 * Then, when `dist/<TENANT>/` is built (TENANT, default aipintar): the chat route's JavaScript
 * (gzip): what the pre-rendered `/Chat` loads first (as bench/first-load.ts counts it) and the
 * assistant's lazy chunk with the chunks only it adds, and whether the home page's first load
 * contains any of those (it must not).
 */
import { serve } from '@hono/node-server'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { streamChat } from '../api/chat'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../api/context'
import { identityLogin } from '../api/identity'
import { createSandbox } from '../sandbox/app'
import { firstLoadScripts, importsOf } from '../scripts/release/weight'

const RUNS = Number(process.env.BENCH_CHAT_RUNS ?? 10)
const QUESTIONS = [
  'Bagaimana cara mulai belajar Python untuk data?',
  'Bagaimana cara bayar kelas?',
  'Apakah ada sertifikat?',
  'Kapan jadwal kelas dimulai?',
  'Halo, apa yang bisa kamu bantu?',
]

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

async function main() {
  const sandbox = await createSandbox()
  let server!: ReturnType<typeof serve>
  await new Promise<void>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const config = resolveApiConfig({ API_BASE_URL: `http://127.0.0.1:${port}` })
  const ctx: ApiContext = {
    ...config,
    tenantId: 'aipintar',
    origin: 'http://aipintar.localhost:3000',
    tokens: memoryTokenStore(),
  }
  const login = await identityLogin(ctx, { email: 'siswa@alkademi.id', password: 'rahasia123' })
  if (!login.status) throw new Error(`login failed: ${login.message}`)

  const first: number[] = []
  const complete: number[] = []
  const pieces: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const res = await streamChat(ctx, { message: QUESTIONS[i % QUESTIONS.length]! })
    if (!res.status) throw new Error(`stream failed: ${res.message}`)
    let firstAt = 0
    let n = 0
    for await (const _ of res.data) {
      if (!n) firstAt = performance.now() - t0
      n++
    }
    const end = await res.data.done
    if (!end.status) throw new Error(`stream ended badly: ${end.message}`)
    first.push(firstAt)
    complete.push(performance.now() - t0)
    pieces.push(n)
  }
  server.close()
  await sandbox.close()

  const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, p90 ${quantile(xs, 0.9).toFixed(0)} ms`
  console.log(`chat stream against the sandbox, ${RUNS} replies (${median(pieces)} pieces median)`)
  console.log(`  time to first streamed piece: ${fmt(first)}`)
  console.log(`  time to complete reply:       ${fmt(complete)}`)
}

/** Every script reached from `start` through static imports. */
function closure(root: string, start: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    for (const spec of importsOf(root, url).statics)
      queue.push(path.posix.join(path.posix.dirname(url), spec))
  }
  return seen
}

const gz = (root: string, files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(root, f))).length, 0) / 1024

function weights() {
  const tenant = process.env.TENANT ?? 'aipintar'
  const root = path.join('dist', tenant)
  const htmlOf = (page: string) => path.join(root, page, 'index.html')
  if (!fs.existsSync(htmlOf('Chat'))) {
    console.log(`(no dist/${tenant}/Chat: build the tenant for the route weights)`)
    return
  }
  const scripts = (page: string) => firstLoadScripts(fs.readFileSync(htmlOf(page), 'utf8'))
  const first = closure(root, scripts('Chat'))
  const entry = [...first].find((f) => f.includes('pages_Chat'))!
  const lazyStart = importsOf(root, entry).dynamics.map((spec) =>
    path.posix.join(path.posix.dirname(entry), spec),
  )
  const lazy = [...closure(root, lazyStart)].filter((f) => !first.has(f))
  const home = closure(root, scripts(''))
  console.log(`chat route JavaScript for ${tenant} (gzip):`)
  console.log(
    `  /Chat first load: ${gz(root, first).toFixed(1)} KB in ${first.size} files (page entry ${gz(root, [entry]).toFixed(1)} KB)`,
  )
  console.log(`  assistant, lazy after hydration: ${gz(root, lazy).toFixed(1)} KB in ${lazy.length} files`)
  console.log(`  of those in the home page's first load: ${lazy.filter((f) => home.has(f)).length}`)
}

main()
  .then(weights)
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
