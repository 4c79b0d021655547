/**
 * Does the outbox lose or duplicate submissions made offline once the connection returns?
 *
 * `npm run bench:offline-queue`: the outbox (shell/outbox/outbox.ts) against the real sandbox.
 *
 * 1. Starts the sandbox (in-memory PGlite) on a loopback port. The "browser" is an ApiContext whose
 *    fetch fails while offline.
 * 2. Offline: N (default 100) appointment submissions (`POST v1/post/appointment/create`), each with
 *    a marker email. All are queued.
 * 3. Back online, the hard way: two tabs (two outboxes over one store, no Web Locks in Node) drain
 *    at once, and every 10th request's answer is lost after the server stored it (the connection
 *    drops mid-answer, or the tab reloads), so that submission is sent again under its key.
 * 4. Counts the stored rows per marker: lost (no row) and duplicated (more than one) must both be 0.
 *    Prints the time from "online" to an empty queue.
 *
 * Environment: BENCH_SUBMISSIONS (default 100), BENCH_DROP_EVERY (default 10; 0 = never).
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../api/context'
import { createSandbox } from '../sandbox/app'
import { allPosts } from '../sandbox/routes/posts'
import { catalogueFor } from '../sandbox/seed/catalogues'
import { createOutbox, memoryOutboxStore } from '../shell/outbox/outbox'

const N = Number(process.env.BENCH_SUBMISSIONS ?? 100)
const DROP_EVERY = Number(process.env.BENCH_DROP_EVERY ?? 10)
const RUN = Date.now().toString(36)

const sandbox = await createSandbox()
const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise<void>((resolve) => server.once('listening', () => resolve()))
const { port } = server.address() as AddressInfo

let online = false
let requests = 0
let dropped = 0
const flakyFetch: typeof fetch = async (input, init) => {
  if (!online) throw new TypeError('Failed to fetch')
  const res = await fetch(input, init)
  requests++
  if (DROP_EVERY > 0 && requests % DROP_EVERY === 0) {
    await res.arrayBuffer()
    dropped++
    throw new TypeError('network connection lost')
  }
  return res
}

const ctx: ApiContext = {
  ...resolveApiConfig({ API_BASE_URL: `http://127.0.0.1:${port}` }),
  tenantId: 'demo',
  tokens: memoryTokenStore(),
  fetch: flakyFetch,
}
// The api client logs every failed call; the drops are on purpose.
console.error = () => undefined

const postId = (await allPosts(sandbox.db, catalogueFor('demo')))[0]?.id
if (!postId) throw new Error('no seeded post')

const store = memoryOutboxStore()
const tabA = createOutbox(store)
for (let i = 0; i < N; i++) {
  const outcome = await tabA.submit(
    ctx,
    {
      call: 'appointmentCreate',
      label: `Janji temu ${i}`,
      input: { postId, name: `Bench ${i}`, email: `bench-${RUN}-${i}@contoh.id`, phone: '081234567890' },
    },
    false,
  )
  if (outcome.kind !== 'queued') throw new Error(`submission ${i} was not queued`)
}
const queued = (await store.list()).length

online = true
const t0 = performance.now()
const tabB = createOutbox(store)
let rounds = 0
while ((await store.list()).length > 0 && rounds < 10 * N) {
  rounds++
  // Each round stands for the connection coming back: tried at once, past the back-off.
  await Promise.all([tabA.drain(ctx, { force: true }), tabB.drain(ctx, { force: true })])
}
const drainMs = performance.now() - t0

const rows = await sandbox.db.query<{ email: string; n: number }>(
  `SELECT email, count(*)::int AS n FROM appointments WHERE email LIKE $1 GROUP BY email`,
  [`bench-${RUN}-%`],
)
const seen = new Map(rows.rows.map((r) => [r.email, r.n]))
let lost = 0
let duplicated = 0
for (let i = 0; i < N; i++) {
  const n = seen.get(`bench-${RUN}-${i}@contoh.id`) ?? 0
  if (n === 0) lost++
  if (n > 1) duplicated += n - 1
}

console.log(
  JSON.stringify(
    {
      submissions: N,
      queuedOffline: queued,
      answersDropped: dropped,
      httpRequests: requests,
      lost,
      duplicated,
      drainMs: Math.round(drainMs),
      left: (await store.list()).length,
    },
    null,
    2,
  ),
)
server.close()
await sandbox.close()
process.exit(lost === 0 && duplicated === 0 ? 0 : 1)
