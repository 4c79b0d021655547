/**
 * The outbox: forms never lose a submission (docs/architecture.md, "Nothing lost"). A submission sent
 * while offline, or whose call never reached the server, is kept in IndexedDB with an idempotency
 * key and delivered when the connection returns, also after a reload. The server answers a repeated
 * key with its first answer (sandbox/idempotency.ts), so a submission is stored exactly once even
 * when it is sent twice (a reload while sending, two tabs draining at once).
 *
 * A submission is stored as data, not as a closure: the name of a typed call of api/submissions.ts
 * plus its input. It is sent through that call (shell/outbox/send.ts), the one a form would call
 * directly, so its answer is parsed by the call's schema. Any page can drain any other page's
 * submissions after a reload; the app token and access token are made fresh at send time, as for
 * every call (SPEC §4). What an earlier version stored (the call's raw body or query) is read in
 * this shape (shell/outbox/stored.ts).
 *
 * Payments are never queued (a gateway session expires, and paying later is a decision the visitor
 * makes). Uploads are not queued either: their forms say so.
 *
 * Each submission is scheduled on its own (shell/outbox/schedule.ts): no answer, 5xx, 408, 425 and
 * 429 try again later (a 429 or 503 with `Retry-After` exactly then, our back-off otherwise); a 401
 * or 403 or a refusal of the input parks that one submission with its reason, kept on the device
 * until the visitor signs in again and retries it, or discards it (shell/outbox/OutboxStatus.tsx); the
 * others go on. At submit time, with the visitor still on the form, a refusal or a lapsed sign-in
 * is shown on the form instead, which keeps what was typed.
 */
import { openDB } from 'idb'
import type { ApiContext } from '../../api/context'
import { MESSAGES } from '../../api/messages'
import { fail, type Result } from '../../api/result'
import type { AnySubmissionDraft } from '../../api/submissions'
import { formatDate } from '../../components/format'
import { markOutbox } from './marker'
import { fromStored, type QueuedSubmission } from './stored'
import { afterAttempt, drainOrder, NO_ANSWER_STOPS_AFTER, type Parked, type SendResult } from './schedule'

export { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffMs, parseRetryAfter } from './schedule'
export type { Parked, ParkReason, SendResult } from './schedule'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export type { AnySubmissionDraft, SubmissionDraft } from '../../api/submissions'

export type { QueuedSubmission } from './stored'

/** A submission's outcome in a pass: delivered (`result.status`), or parked (`submission.parked`). */
export interface Delivery {
  submission: QueuedSubmission
  result: Result<unknown>
}

/** Where queued submissions live: IndexedDB in the browser, memory in tests and benchmarks. */
export interface OutboxStore {
  list(): Promise<QueuedSubmission[]>
  put(item: QueuedSubmission): Promise<void>
  remove(id: string): Promise<void>
}

export function memoryOutboxStore(): OutboxStore & { readonly items: Map<string, QueuedSubmission> } {
  const items = new Map<string, QueuedSubmission>()
  return {
    items,
    list: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => void items.set(item.id, structuredClone(item)),
    remove: async (id) => void items.delete(id),
  }
}

const DB_NAME = 'alkademi-outbox'
const STORE = 'submissions'

export function indexedDbOutboxStore(name = DB_NAME): OutboxStore {
  const open = () =>
    openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'id' })
      },
    })
  let db: ReturnType<typeof open> | undefined
  const conn = () => (db ??= open())
  return {
    list: async () =>
      ((await (await conn()).getAll(STORE)) as unknown[])
        .map(fromStored)
        .sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => void (await (await conn()).put(STORE, item)),
    remove: async (id) => void (await (await conn()).delete(STORE, id)),
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/**
 * Sends one submission with its idempotency key through its typed call (shell/outbox/send.ts,
 * loaded on first use so the call table stays off the first load).
 */
export const sendSubmission: Sender = async (ctx, s) => {
  let sender: typeof import('./send')
  try {
    sender = await import('./send')
  } catch (error) {
    console.warn('[outbox] the sender did not load:', error)
    return fail(MESSAGES.network, 0) // no answer: a submission stays queued
  }
  return sender.sendSubmission(ctx, s)
}

export type Sender = (ctx: ApiContext, s: QueuedSubmission) => Promise<SendResult>

export interface Outbox {
  /** Queues a submission (a new idempotency key unless the draft already has one). */
  enqueue(draft: AnySubmissionDraft & { id?: string }): Promise<QueuedSubmission>
  pending(): Promise<QueuedSubmission[]>
  /**
   * Sends what is due (shell/outbox/schedule.ts `drainOrder`), one at a time; stops only when
   * attempts in a row got no answer at all (the connection is gone again). Resolves to what this
   * pass delivered or parked.
   * Only one pass runs per outbox; a call made while one runs gets the next pass, forced if any
   * caller waiting for it asked (a "try now" is never swallowed by a pass that was backing off).
   * Across tabs the Web Locks API keeps it to one, and the idempotency key covers browsers
   * without it.
   */
  drain(ctx: ApiContext, options?: { force?: boolean }): Promise<Delivery[]>
  /** Sends now if possible; queues it when there is no answer or a "later". */
  submit(ctx: ApiContext, draft: AnySubmissionDraft, online: boolean): Promise<SubmitOutcome>
  /** A parked submission is tried again now (after the visitor signed in again, say). */
  retry(ctx: ApiContext, id: string): Promise<Delivery[]>
  /** The visitor gives a parked (or waiting) submission up. */
  discard(id: string): Promise<void>
  /** Told when what is queued changes. */
  subscribe(listener: () => void): () => void
  /**
   * Told once per delivered or parked submission of this tab's passes, however many callers awaited
   * the pass: what a report shows.
   */
  onDelivered(listener: (deliveries: Delivery[]) => void): () => void
  /** Resolves when this tab delivers or parks the submission with this key (a form's own message). */
  settled(id: string): Promise<Delivery>
}

export type SubmitOutcome =
  | { kind: 'sent'; result: Result<unknown> & { status: true } }
  | { kind: 'failed'; result: Result<unknown> & { status: false } }
  | { kind: 'queued'; submission: QueuedSubmission; result?: SendResult & { status: false } }

/** A result as a report keeps it: the answer's headers stay with the scheduling. */
function withoutHeaders(result: SendResult): Result<unknown> {
  return result.status
    ? { status: true, message: result.message, data: result.data }
    : fail(result.message, result.httpStatus)
}

export function createOutbox(store: OutboxStore, send: Sender = sendSubmission): Outbox {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((l) => l())
  const deliveryListeners = new Set<(deliveries: Delivery[]) => void>()
  /** The pass running now, and the one callers arriving meanwhile wait for. */
  let running: Promise<unknown> | null = null
  let next: { request: { force: boolean }; pass: Promise<Delivery[]> } | null = null

  const enqueue = async (
    draft: AnySubmissionDraft & { id?: string },
    tried?: Pick<QueuedSubmission, 'attempts' | 'nextAttemptAt' | 'notBefore'>,
  ): Promise<QueuedSubmission> => {
    const item: QueuedSubmission = {
      ...draft,
      id: draft.id ?? newIdempotencyKey(),
      createdAt: Date.now(),
      attempts: 0,
      ...tried,
    }
    await store.put(item)
    markOutbox(true)
    changed()
    return item
  }

  const drainOnce = async (ctx: ApiContext, force: boolean): Promise<Delivery[]> => {
    const settledNow: Delivery[] = []
    let noAnswer = 0
    for (const item of drainOrder(await store.list(), Date.now(), force)) {
      const attempt = { ...item, attempts: item.attempts + 1 }
      await store.put(attempt)
      const result = await send(ctx, attempt)
      const decision = afterAttempt(result, attempt.attempts, Date.now())
      if (decision.kind === 'retry') {
        const { nextAttemptAt, notBefore } = decision
        await store.put({ ...attempt, nextAttemptAt, notBefore })
        noAnswer = decision.noAnswer ? noAnswer + 1 : 0
        if (noAnswer >= NO_ANSWER_STOPS_AFTER) break
        continue
      }
      noAnswer = 0
      if (decision.kind === 'park') {
        const parked = { ...attempt, parked: decision.parked }
        await store.put(parked)
        settledNow.push({ submission: parked, result: withoutHeaders(result) })
        continue
      }
      await store.remove(item.id)
      settledNow.push({ submission: attempt, result: withoutHeaders(result) })
    }
    if (settledNow.length) {
      changed()
      deliveryListeners.forEach((l) => l(settledNow))
    }
    return settledNow
  }

  const withLock = (ctx: ApiContext, force: boolean) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
    if (!locks) return drainOnce(ctx, force)
    // The lib types the callback's promise as nested; at run time it is one promise.
    return locks.request(DB_NAME, () => drainOnce(ctx, force)) as unknown as Promise<Delivery[]>
  }

  const drain: Outbox['drain'] = (ctx, options) => {
    const force = options?.force ?? false
    if (next) {
      next.request.force ||= force
      return next.pass
    }
    const request = { force }
    const pass = (() => {
      if (!running) return withLock(ctx, request.force)
      const waiting = {
        request,
        pass: running.then(() => {
          if (next === waiting) next = null
          return withLock(ctx, request.force)
        }),
      }
      next = waiting
      return waiting.pass
    })()
    const settled = pass.then(
      () => undefined,
      () => undefined,
    )
    running = settled
    void settled.then(() => {
      if (running === settled) running = null
    })
    return pass
  }

  const submit: Outbox['submit'] = async (ctx, draft, online) => {
    if (!online) return { kind: 'queued', submission: await enqueue(draft) }
    const id = newIdempotencyKey()
    const result = await send(ctx, { ...draft, id, createdAt: Date.now(), attempts: 1 })
    const decision = afterAttempt(result, 1, Date.now())
    // The call may have reached the server before the answer was lost (or the server may have
    // failed after storing it): the same key is queued, so a second delivery is answered with the
    // first result instead of stored twice.
    if (decision.kind === 'retry' && !result.status)
      return {
        kind: 'queued',
        result,
        submission: await enqueue(
          { ...draft, id },
          { attempts: 1, nextAttemptAt: decision.nextAttemptAt, notBefore: decision.notBefore },
        ),
      }
    const plain = withoutHeaders(result)
    return plain.status ? { kind: 'sent', result: plain } : { kind: 'failed', result: plain }
  }

  const settled: Outbox['settled'] = (id) =>
    new Promise((resolve) => {
      const stop = onDelivered((deliveries) => {
        const mine = deliveries.find((d) => d.submission.id === id)
        if (!mine) return
        stop()
        resolve(mine)
      })
    })

  function onDelivered(listener: (deliveries: Delivery[]) => void): () => void {
    deliveryListeners.add(listener)
    return () => deliveryListeners.delete(listener)
  }

  const unpark = async (id: string) => {
    const item = (await store.list()).find((s) => s.id === id)
    if (!item) return
    await store.put({ ...item, parked: undefined, nextAttemptAt: undefined })
  }

  return {
    enqueue,
    pending: async () => {
      const items = await store.list()
      markOutbox(items.length > 0)
      return items
    },
    drain,
    submit,
    async retry(ctx, id) {
      await unpark(id)
      changed()
      return drain(ctx, { force: true })
    },
    async discard(id) {
      await store.remove(id)
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onDelivered,
    settled,
  }
}

let browserOutbox: Outbox | undefined

/** The tab's one outbox over IndexedDB (memory where IndexedDB is missing, e.g. a private mode). */
export function browserOutboxInstance(): Outbox {
  browserOutbox ??= createOutbox(
    typeof indexedDB === 'undefined' ? memoryOutboxStore() : indexedDbOutboxStore(),
  )
  return browserOutbox
}

export const QUEUED_TEXT = (label: string) =>
  `Anda sedang offline. ${label} disimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali.`
/** Online, but the service did not take it now (no answer in time, 5xx, too many requests). */
export const QUEUED_LATER_TEXT = (label: string) =>
  `Layanan sedang tidak dapat menerima kiriman. ${label} disimpan di perangkat ini dan akan dikirim otomatis setelah layanan pulih.`
/** `at`: when it was delivered, in Indonesian (the toast may be read long after). */
export const DELIVERED_TEXT = (label: string, at: number = Date.now()) =>
  `${label} yang tersimpan di perangkat ini sudah terkirim pada ${formatDate(at, 'dateTime')}.`
/** A parked submission: why, and what the visitor can do (the notice offers the actions). */
export const PARKED_TEXT = (label: string, parked: Parked) =>
  parked.reason === 'auth'
    ? `${label} belum terkirim karena sesi masuk Anda tidak berlaku: ${parked.message} Masuk lagi, lalu kirim ulang; atau hapus kiriman ini.`
    : `${label} ditolak layanan dan belum terkirim: ${parked.message} Kirim ulang bila sudah diperbaiki di layanan, atau hapus kiriman ini.`
