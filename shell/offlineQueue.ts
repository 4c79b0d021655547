/**
 * The outbox: forms never lose a submission (docs/architecture.md, "Nothing lost"). A submission sent
 * while offline, or whose call never reached the server, is kept in IndexedDB with an idempotency
 * key and delivered when the connection returns, also after a reload. The server answers a repeated
 * key with its first answer (sandbox/idempotency.ts), so a submission is stored exactly once even
 * when it is sent twice (a reload while sending, two tabs draining at once).
 *
 * A submission is stored as data, not as a closure: the call's name in `api/calls.ts` plus its body,
 * query and path parameters. Any page can drain any other page's submissions after a reload; the
 * app token and access token are made fresh at send time, as for every call (SPEC §4).
 *
 * Payments are never queued (a gateway session expires, and paying later is a decision the visitor
 * makes). Uploads are not queued either: their forms say so.
 *
 * What counts as "not delivered, try again": no answer at all (offline, time-out), HTTP 408, 425,
 * 429, 5xx, and 401/403 (a login that lapsed can be renewed; the input is not at fault). This holds
 * at submit time too: a form answered with a 500 keeps its submission in the outbox. Retries back
 * off (15 s doubling to 10 min) so a failing backend is not hammered; the connection coming back or
 * a new page load tries at once. Only a 4xx that says the input is wrong (400, 404, 409, 422, …) is
 * final: the submission leaves the outbox and the visitor reads the reason.
 */
import { openDB } from 'idb'
import type { CallName } from '../api/calls'
import type { Query } from '../api/client'
import type { ApiContext } from '../api/context'
import { MESSAGES } from '../api/messages'
import { fail, type Result } from '../api/result'
import { markOutbox } from './outboxMarker'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export interface SubmissionDraft {
  call: CallName
  /** What the visitor calls it, shown when it is queued and when it is delivered. */
  label: string
  body?: unknown
  query?: Query
  pathParams?: Record<string, string | number>
}

export interface QueuedSubmission extends SubmissionDraft {
  /** The idempotency key: the same on every attempt. */
  id: string
  createdAt: number
  attempts: number
  /** Not before this time (ms), unless the drain is forced: the back-off after a failed attempt. */
  nextAttemptAt?: number
}

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
      ((await (await conn()).getAll(STORE)) as QueuedSubmission[]).sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => void (await (await conn()).put(STORE, item)),
    remove: async (id) => void (await (await conn()).delete(STORE, id)),
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** 4xx answers that do not blame the input: a lapsed login, a time-out, "too many" or "too early". */
const LATER_4XX = new Set([401, 403, 408, 425, 429])

/** No answer, or an answer that says "later": the submission stays queued. */
export function isRetryable(result: Result<unknown>): boolean {
  if (result.status) return false
  const http = result.httpStatus ?? 0
  return http === 0 || http >= 500 || LATER_4XX.has(http)
}

export const BACKOFF_BASE_MS = 15_000
export const BACKOFF_MAX_MS = 10 * 60_000

/** Wait before the next attempt after `attempts` failed ones: doubling, capped, ±20 % jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)
  return Math.round(base * (0.8 + 0.4 * random()))
}

/**
 * Sends one submission with its idempotency key (shell/sendSubmission.ts, loaded on first use so
 * the HTTP client and the call table stay off the first load).
 */
export const sendSubmission: Sender = async (ctx, s) => {
  let sender: typeof import('./sendSubmission')
  try {
    sender = await import('./sendSubmission')
  } catch (error) {
    console.warn('[outbox] the sender did not load:', error)
    return fail(MESSAGES.network, 0) // no answer: a submission stays queued
  }
  return sender.sendSubmission(ctx, s)
}

type Sender = (ctx: ApiContext, s: QueuedSubmission) => Promise<Result<unknown>>

export interface Outbox {
  /** Queues a submission (a new idempotency key unless the draft already has one). */
  enqueue(draft: SubmissionDraft & { id?: string }): Promise<QueuedSubmission>
  pending(): Promise<QueuedSubmission[]>
  /**
   * Sends what is queued, oldest first, one at a time; stops at the first submission that still
   * cannot be delivered (the connection is gone again). Resolves to what this pass delivered.
   * Only one pass runs per outbox; a call made while one runs gets the next pass, forced if any
   * caller waiting for it asked (a "try now" is never swallowed by a pass that was backing off).
   * Across tabs the Web Locks API keeps it to one, and the idempotency key covers browsers
   * without it.
   */
  drain(ctx: ApiContext, options?: { force?: boolean }): Promise<Delivery[]>
  /** Sends now if possible; queues it when there is no answer or a "later". */
  submit(ctx: ApiContext, draft: SubmissionDraft, online: boolean): Promise<SubmitOutcome>
  /** Told when what is queued changes. */
  subscribe(listener: () => void): () => void
  /**
   * Told once per delivered (or finally refused) submission of this tab's passes, however many
   * callers awaited the pass: what a report shows.
   */
  onDelivered(listener: (deliveries: Delivery[]) => void): () => void
}

export type SubmitOutcome =
  | { kind: 'sent'; result: Result<unknown> & { status: true } }
  | { kind: 'failed'; result: Result<unknown> & { status: false } }
  | { kind: 'queued'; submission: QueuedSubmission; result?: Result<unknown> & { status: false } }

export function createOutbox(store: OutboxStore, send: Sender = sendSubmission): Outbox {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((l) => l())
  const deliveryListeners = new Set<(deliveries: Delivery[]) => void>()
  /** The pass running now, and the one callers arriving meanwhile wait for. */
  let running: Promise<unknown> | null = null
  let next: { request: { force: boolean }; pass: Promise<Delivery[]> } | null = null

  const enqueue = async (
    draft: SubmissionDraft & { id?: string },
    tried?: Pick<QueuedSubmission, 'attempts' | 'nextAttemptAt'>,
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
    const delivered: Delivery[] = []
    for (const item of await store.list()) {
      // Oldest first: a submission still backing off holds the later ones (their order is kept).
      if (!force && (item.nextAttemptAt ?? 0) > Date.now()) break
      const attempt = { ...item, attempts: item.attempts + 1 }
      await store.put(attempt)
      const result = await send(ctx, attempt)
      if (isRetryable(result)) {
        await store.put({ ...attempt, nextAttemptAt: Date.now() + backoffMs(attempt.attempts) })
        break
      }
      await store.remove(item.id)
      delivered.push({ submission: attempt, result })
    }
    if (delivered.length) {
      changed()
      deliveryListeners.forEach((l) => l(delivered))
    }
    return delivered
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
    // The call may have reached the server before the answer was lost (or the server may have
    // failed after storing it): the same key is queued, so a second delivery is answered with the
    // first result instead of stored twice.
    if (!result.status && isRetryable(result))
      return {
        kind: 'queued',
        result,
        submission: await enqueue(
          { ...draft, id },
          { attempts: 1, nextAttemptAt: Date.now() + backoffMs(1) },
        ),
      }
    return result.status ? { kind: 'sent', result } : { kind: 'failed', result }
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
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onDelivered(listener) {
      deliveryListeners.add(listener)
      return () => deliveryListeners.delete(listener)
    },
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
export const DELIVERED_TEXT = (label: string) => `${label} yang tersimpan di perangkat ini sudah terkirim.`
export const REFUSED_TEXT = (label: string, reason: string) =>
  `${label} yang tersimpan di perangkat ini tidak dapat dikirim: ${reason}`
