import { describe, expect, it } from 'vitest'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'
import { fail, ok, type Result } from '../../api/result'
import type { SubmissionInput } from '../../api/submissions'
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  createOutbox,
  memoryOutboxStore,
  type QueuedSubmission,
} from '../../shell/outbox/outbox'

const ctx: ApiContext = { ...resolveApiConfig({}), tenantId: 'demo', tokens: memoryTokenStore() }

/** A server that honours idempotency keys like the sandbox, and a switch for the connection. */
function fakeServer() {
  const stored: unknown[] = []
  const answers = new Map<string, Result<unknown>>()
  let online = true
  let serverError = false
  const send = async (_: ApiContext, s: QueuedSubmission): Promise<Result<unknown>> => {
    if (!online) return fail('Tidak dapat terhubung ke server.', 0)
    if (serverError) return fail('Terjadi kesalahan pada server (HTTP 503).', 503)
    const first = answers.get(s.id)
    if (first) return first
    if ((s.input as unknown as { bad?: boolean }).bad) {
      const refused = fail('Alamat email tidak valid', 400)
      answers.set(s.id, refused)
      return refused
    }
    stored.push(s.input)
    const answer = ok({ n: stored.length }, 'Tersimpan')
    answers.set(s.id, answer)
    return answer
  }
  return {
    stored,
    send,
    setOnline: (v: boolean) => (online = v),
    setServerError: (v: boolean) => (serverError = v),
  }
}

const draft = (n: number, bad = false) => ({
  call: 'appointmentCreate' as const,
  label: `Janji temu ${n}`,
  // The outbox schedules without reading the input: a counter stands in for an appointment here.
  input: { n, bad } as unknown as SubmissionInput<'appointmentCreate'>,
})

describe('outbox', () => {
  it('queues offline submissions and delivers each exactly once, oldest first', async () => {
    const server = fakeServer()
    const store = memoryOutboxStore()
    const outbox = createOutbox(store, server.send)
    server.setOnline(false)
    for (let n = 1; n <= 5; n++) {
      const outcome = await outbox.submit(ctx, draft(n), false)
      expect(outcome.kind).toBe('queued')
    }
    expect(await outbox.pending()).toHaveLength(5)
    expect(await outbox.drain(ctx)).toEqual([])
    expect(await outbox.pending()).toHaveLength(5)

    server.setOnline(true)
    // The connection came back: tried at once, whatever the back-off said.
    const delivered = await outbox.drain(ctx, { force: true })
    expect(delivered.map((d) => d.submission.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Janji temu ${n}`))
    expect(server.stored).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, bad: false })))
    expect(await outbox.pending()).toEqual([])
    expect(await outbox.drain(ctx)).toEqual([])
    expect(server.stored).toHaveLength(5)
  })

  it('keeps a submission on a server error and parks a refusal with its reason', async () => {
    const server = fakeServer()
    const outbox = createOutbox(memoryOutboxStore(), server.send)
    await outbox.enqueue(draft(1, true))
    await outbox.enqueue(draft(2))
    server.setServerError(true)
    expect(await outbox.drain(ctx)).toEqual([])
    expect(await outbox.pending()).toHaveLength(2)
    server.setServerError(false)
    // Backing off after the failed attempt: a timer's drain waits, the connection coming back does not.
    expect(await outbox.drain(ctx)).toEqual([])
    const settled = await outbox.drain(ctx, { force: true })
    expect(settled.map((d) => d.result.status)).toEqual([false, true])
    expect(settled[0]?.submission.parked).toMatchObject({
      reason: 'refused',
      message: 'Alamat email tidak valid',
    })
    expect(server.stored).toEqual([{ n: 2, bad: false }])
    // Kept on the device, and not tried again by itself, until the visitor acts.
    const [kept] = await outbox.pending()
    expect(kept?.parked?.httpStatus).toBe(400)
    expect(await outbox.drain(ctx, { force: true })).toEqual([])
    await outbox.discard(kept!.id)
    expect(await outbox.pending()).toEqual([])
  })

  it('a submission answered 401 forever is parked alone; the five behind it are delivered once', async () => {
    const server = fakeServer()
    const attempts = new Map<number, number>()
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) => {
      const { n } = s.input as unknown as { n: number }
      attempts.set(n, (attempts.get(n) ?? 0) + 1)
      return n === 0 ? fail('Sesi tidak valid', 401) : server.send(c, s)
    })
    for (let n = 0; n <= 5; n++) await outbox.enqueue(draft(n))
    const settled = await outbox.drain(ctx, { force: true })
    expect(settled.filter((d) => d.result.status)).toHaveLength(5)
    expect(server.stored).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, bad: false })))
    const [parked] = await outbox.pending()
    expect(parked?.parked).toMatchObject({ reason: 'auth', httpStatus: 401, message: 'Sesi tidak valid' })
    // Parked: neither timers nor returning connections send it again.
    await outbox.drain(ctx)
    await outbox.drain(ctx, { force: true })
    expect(attempts.get(0)).toBe(1)
    expect(server.stored).toHaveLength(5)
  })

  it('a parked submission is sent again when the visitor asks, and its form hears of it', async () => {
    const server = fakeServer()
    let signedIn = false
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) =>
      signedIn ? server.send(c, s) : fail('Sesi tidak valid', 401),
    )
    const queued = await outbox.submit(ctx, draft(1), false)
    if (queued.kind !== 'queued') throw new Error('not queued')
    const settled = outbox.settled(queued.submission.id)
    await outbox.drain(ctx, { force: true })
    expect((await settled).submission.parked?.reason).toBe('auth')
    signedIn = true
    const delivered = outbox.settled(queued.submission.id)
    expect(await outbox.retry(ctx, queued.submission.id)).toHaveLength(1)
    expect((await delivered).result.status).toBe(true)
    expect(server.stored).toEqual([{ n: 1, bad: false }])
    expect(await outbox.pending()).toEqual([])
  })

  it('a 429 with Retry-After waits that long, even when the connection returns', async () => {
    const server = fakeServer()
    let busy = true
    const sent: number[] = []
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) => {
      sent.push(Date.now())
      return busy ? { ...fail('Terlalu banyak permintaan', 429), retryAfter: '120' } : server.send(c, s)
    })
    await outbox.enqueue(draft(1))
    await outbox.enqueue(draft(2))
    const before = Date.now()
    expect(await outbox.drain(ctx, { force: true })).toEqual([])
    expect(sent).toHaveLength(2) // each one on its own: the second was tried too
    const [first] = await outbox.pending()
    expect(first?.notBefore).toBeGreaterThanOrEqual(before + 120_000)
    busy = false
    expect(await outbox.drain(ctx, { force: true })).toEqual([])
    expect(sent).toHaveLength(2)
  })

  it('a 401 at submit time is the form’s to show, not queued', async () => {
    const outbox = createOutbox(memoryOutboxStore(), async () => fail('Sesi tidak valid', 401))
    const outcome = await outbox.submit(ctx, draft(1), true)
    expect(outcome.kind).toBe('failed')
    expect(await outbox.pending()).toEqual([])
  })

  it('a reload in the middle of a drain neither loses nor duplicates', async () => {
    const server = fakeServer()
    const store = memoryOutboxStore()
    const first = createOutbox(store, server.send)
    for (let n = 1; n <= 3; n++) await first.enqueue(draft(n))
    // The tab dies after the server stored #1 but before the outbox removed it.
    const dying = createOutbox(store, async (c, s) => {
      const answer = await server.send(c, s)
      throw Object.assign(new Error('tab closed'), { answer })
    })
    await expect(dying.drain(ctx)).rejects.toThrow('tab closed')
    expect(server.stored).toHaveLength(1)
    const reloaded = createOutbox(store, server.send)
    const delivered = await reloaded.drain(ctx)
    expect(delivered).toHaveLength(3)
    expect(server.stored).toEqual([1, 2, 3].map((n) => ({ n, bad: false })))
  })

  it('runs one drain at a time', async () => {
    const server = fakeServer()
    let inFlight = 0
    let most = 0
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) => {
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 5))
      inFlight--
      return server.send(c, s)
    })
    for (let n = 1; n <= 4; n++) await outbox.enqueue(draft(n))
    const reported: number[] = []
    outbox.onDelivered((ds) =>
      reported.push(...ds.map((d) => (d.submission.input as unknown as { n: number }).n)),
    )
    // The second and third calls share the pass after the first: nothing is left for it.
    const [a, b, c] = await Promise.all([outbox.drain(ctx), outbox.drain(ctx), outbox.drain(ctx)])
    expect(a).toHaveLength(4)
    expect(b).toEqual([])
    expect(c).toBe(b)
    expect(most).toBe(1)
    expect(server.stored).toHaveLength(4)
    // Each delivery is reported once, whoever awaited the pass.
    expect(reported).toEqual([1, 2, 3, 4])
  })

  it('a forced call made while a backing-off pass runs is not swallowed by it', async () => {
    const server = fakeServer()
    let broken = true
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) => {
      await new Promise((r) => setTimeout(r, 5))
      return broken ? fail('Terjadi kesalahan pada server.', 503) : server.send(c, s)
    })
    expect((await outbox.submit(ctx, draft(1), true)).kind).toBe('queued')
    broken = false
    await outbox.enqueue(draft(2))
    // A timer's pass (not forced) passes #1, which is backing off, and sends #2: one waiting
    // submission never holds the others. The connection returns meanwhile and asks to try now.
    const timer = outbox.drain(ctx)
    const online = outbox.drain(ctx, { force: true })
    expect((await timer).map((d) => (d.submission.input as unknown as { n: number }).n)).toEqual([2])
    expect((await online).map((d) => (d.submission.input as unknown as { n: number }).n)).toEqual([1])
    expect(server.stored).toEqual([
      { n: 2, bad: false },
      { n: 1, bad: false },
    ])
  })

  it('one service that never answers does not hold the others; a lost connection stops the pass', async () => {
    const server = fakeServer()
    const tried: number[] = []
    const outbox = createOutbox(memoryOutboxStore(), async (c, s) => {
      const { n } = s.input as unknown as { n: number }
      tried.push(n)
      return n === 1 ? fail('Waktu habis', 0) : server.send(c, s)
    })
    for (let n = 1; n <= 3; n++) await outbox.enqueue(draft(n))
    expect(await outbox.drain(ctx, { force: true })).toHaveLength(2)
    expect(server.stored).toEqual([2, 3].map((n) => ({ n, bad: false })))
    server.setOnline(false)
    for (let n = 4; n <= 6; n++) await outbox.enqueue(draft(n))
    tried.length = 0
    expect(await outbox.drain(ctx, { force: true })).toEqual([])
    expect(tried).toEqual([1, 4])
  })

  it('online but unanswered: queued under the key already sent', async () => {
    const seen: string[] = []
    const outbox = createOutbox(memoryOutboxStore(), async (_, s) => {
      seen.push(s.id)
      return fail('timeout', 0)
    })
    const outcome = await outbox.submit(ctx, draft(1), true)
    expect(outcome.kind).toBe('queued')
    const [queued] = await outbox.pending()
    expect(queued?.id).toBe(seen[0])
  })

  it('a 500 at submit time keeps the submission; after recovery it is stored once', async () => {
    for (const status of [500, 503, 429, 0]) {
      const server = fakeServer()
      const outbox = createOutbox(memoryOutboxStore(), async (c, s) =>
        broken ? fail('Terjadi kesalahan pada server.', status) : server.send(c, s),
      )
      let broken = true
      const outcome = await outbox.submit(ctx, draft(1), true)
      expect(outcome.kind, String(status)).toBe('queued')
      const [queued] = await outbox.pending()
      expect(queued?.attempts).toBe(1)
      expect(queued?.nextAttemptAt).toBeGreaterThan(Date.now())
      broken = false
      expect(await outbox.drain(ctx)).toEqual([]) // still backing off
      expect(await outbox.drain(ctx, { force: true })).toHaveLength(1)
      expect(await outbox.drain(ctx, { force: true })).toEqual([])
      expect(server.stored).toEqual([{ n: 1, bad: false }])
    }
  })

  it('a refusal at submit time is not queued: the visitor reads the reason', async () => {
    const server = fakeServer()
    const outbox = createOutbox(memoryOutboxStore(), server.send)
    const outcome = await outbox.submit(ctx, draft(1, true), true)
    expect(outcome.kind).toBe('failed')
    expect(await outbox.pending()).toEqual([])
  })

  it('backs off doubling from 15 s to at most 10 min, with jitter', () => {
    const mid = () => 0.5
    expect(backoffMs(1, mid)).toBe(BACKOFF_BASE_MS)
    expect(backoffMs(2, mid)).toBe(2 * BACKOFF_BASE_MS)
    expect(backoffMs(3, mid)).toBe(4 * BACKOFF_BASE_MS)
    expect(backoffMs(30, mid)).toBe(BACKOFF_MAX_MS)
    expect(backoffMs(1, () => 0)).toBe(0.8 * BACKOFF_BASE_MS)
    expect(backoffMs(1, () => 1)).toBe(1.2 * BACKOFF_BASE_MS)
  })
})
