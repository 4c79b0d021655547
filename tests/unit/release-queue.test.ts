/**
 * The release service's queue (scripts/release/releaseQueue.ts) on a fake clock: notices coalesce
 * into one rebuild per tenant at a time, bursts fold into the next rebuild, other tenants build on
 * their own, and a failure is retried with back-off and shown until a rebuild succeeds.
 */
import { describe, expect, it } from 'vitest'
import { createReleaseQueue, type RebuildOutcome } from '../../scripts/release/releaseQueue'

/** A clock and timers the test advances by hand. */
function fakeTime() {
  let now = 0
  let timers: { at: number; fn: () => void; id: number }[] = []
  let ids = 0
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++ids
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id)
    },
    async advance(ms: number) {
      const end = now + ms
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
        if (!next) break
        timers = timers.filter((t) => t !== next)
        now = next.at
        next.fn()
        await flush()
      }
      now = end
      await flush()
    },
  }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** Rebuilds that end when the test says so. */
function rebuilds() {
  const calls: { tenant: string; kinds: string[]; finish: (o: RebuildOutcome) => void }[] = []
  const rebuild = (tenant: string, kinds: string[]) =>
    new Promise<RebuildOutcome>((finish) => calls.push({ tenant, kinds, finish }))
  return { calls, rebuild }
}

describe('release queue', () => {
  it('waits for a quiet moment, then rebuilds once for every kind named', async () => {
    const time = fakeTime()
    const r = rebuilds()
    const q = createReleaseQueue({ rebuild: r.rebuild, quietMs: 800, maxWaitMs: 5000, ...time })
    q.notify({ tenant: 'aksara', kind: 'news' })
    await time.advance(500)
    q.notify({ tenant: 'aksara', kind: 'blog' })
    await time.advance(700)
    expect(r.calls).toEqual([])
    await time.advance(200)
    expect(r.calls.map((c) => [c.tenant, c.kinds])).toEqual([['aksara', ['blog', 'news']]])
    r.calls[0]!.finish({ ok: true, buildId: 'b1', files: 3 })
    await flush()
    const [status] = q.status()
    expect(status?.lastGood).toMatchObject({ kinds: ['blog', 'news'], buildId: 'b1', files: 3 })
    expect(status?.rebuilds).toBe(1)
    await q.idle()
  })

  it('folds a burst into the next rebuild: 20 notices in 10 s are at most 3 rebuilds', async () => {
    for (const buildMs of [500, 2000, 4000, 9000]) {
      const time = fakeTime()
      const kinds: string[][] = []
      const q = createReleaseQueue({
        rebuild: (_tenant, k) => {
          kinds.push(k)
          return new Promise((done) => time.setTimer(() => done({ ok: true }), buildMs))
        },
        quietMs: 800,
        maxWaitMs: 5000,
        ...time,
      })
      for (let i = 0; i < 20; i++) {
        q.notify({ tenant: 'aksara', kind: i % 2 ? 'news' : 'blog', slug: `kabar-${i}` })
        await time.advance(500)
      }
      await time.advance(60_000)
      await q.idle()
      expect(kinds.length, `rebuilds of ${buildMs} ms`).toBeLessThanOrEqual(3)
      // Every notice was built: the last rebuild started after the last notice.
      expect(q.status()[0]?.queued.kinds).toEqual([])
      expect(q.status()[0]?.lastGood?.kinds).toEqual(['blog', 'news'])
    }
  })

  it('never runs two rebuilds of one tenant at once; notices meanwhile wait for the next', async () => {
    const time = fakeTime()
    const r = rebuilds()
    const q = createReleaseQueue({ rebuild: r.rebuild, quietMs: 100, maxWaitMs: 1000, ...time })
    q.notify({ tenant: 'aksara', kind: 'news' })
    await time.advance(100)
    expect(r.calls).toHaveLength(1)
    q.notify({ tenant: 'aksara', kind: 'podcast' })
    q.notify({ tenant: 'aksara', kind: 'news' })
    await time.advance(5000)
    expect(r.calls).toHaveLength(1)
    expect(q.status()[0]?.running?.kinds).toEqual(['news'])
    expect(q.status()[0]?.queued).toMatchObject({ kinds: ['news', 'podcast'], notices: 2 })
    r.calls[0]!.finish({ ok: true })
    await flush()
    await time.advance(100)
    expect(r.calls.map((c) => c.kinds)).toEqual([['news'], ['news', 'podcast']])
  })

  it('builds other tenants on their own', async () => {
    const time = fakeTime()
    const r = rebuilds()
    const q = createReleaseQueue({ rebuild: r.rebuild, quietMs: 100, maxWaitMs: 1000, ...time })
    q.notify({ tenant: 'aksara', kind: 'news' })
    q.notify({ tenant: 'diaksara', kind: 'blog' })
    await time.advance(100)
    expect(r.calls.map((c) => [c.tenant, c.kinds])).toEqual([
      ['aksara', ['news']],
      ['diaksara', ['blog']],
    ])
  })

  it('retries a failure with a growing back-off, shows the reason, and clears it once built', async () => {
    const time = fakeTime()
    const r = rebuilds()
    const q = createReleaseQueue({
      rebuild: r.rebuild,
      quietMs: 100,
      maxWaitMs: 1000,
      backoffMs: 2000,
      maxBackoffMs: 5000,
      ...time,
    })
    q.notify({ tenant: 'aksara', kind: 'news' })
    await time.advance(100)
    r.calls[0]!.finish({ ok: false, error: 'feed news: API 500' })
    await flush()
    expect(q.status()[0]?.lastError).toMatchObject({ message: 'feed news: API 500', attempt: 1 })
    expect(q.status()[0]?.queued.kinds).toEqual(['news'])
    await time.advance(1900)
    expect(r.calls).toHaveLength(1)
    await time.advance(100)
    expect(r.calls).toHaveLength(2)
    r.calls[1]!.finish({ ok: false, error: 'still down' })
    await flush()
    await time.advance(3900)
    expect(r.calls).toHaveLength(2)
    await time.advance(100)
    expect(r.calls).toHaveLength(3)
    r.calls[2]!.finish({ ok: true })
    await flush()
    expect(q.status()[0]?.lastError).toBeNull()
    expect(q.status()[0]?.lastGood?.kinds).toEqual(['news'])
    await q.idle()
  })

  it('a rebuild that throws counts as a failure', async () => {
    const time = fakeTime()
    const q = createReleaseQueue({
      rebuild: () => Promise.reject(new Error('worker gone')),
      quietMs: 10,
      backoffMs: 1000,
      ...time,
    })
    q.notify({ tenant: 'aksara', kind: 'news' })
    await time.advance(10)
    expect(q.status()[0]?.lastError?.message).toBe('worker gone')
  })
})
