/**
 * The release service's queue (./service.ts): change notices in, at most one incremental rebuild
 * per tenant at a time out.
 *
 * - A tenant's rebuild starts once its notices have been quiet for `quietMs`, or its oldest waiting
 *   notice is `maxWaitMs` old (a steady stream still gets built), never while one runs.
 * - Notices arriving while a rebuild of that tenant runs fold into the next one: one rebuild for
 *   all the kinds they name. Other tenants are queued and built on their own.
 * - A failed rebuild (the live output stays: scripts/release/tenant.ts) is tried again after a
 *   back-off doubling from `backoffMs` to `maxBackoffMs`, with its kinds and any that came since;
 *   its reason stays in the status until a rebuild succeeds.
 *
 * Time and timers are injected so the unit tests drive it without waiting.
 */

export type NoticeAction = 'publish' | 'edit' | 'unpublish' | 'delete'

export interface Notice {
  tenant: string
  kind: string
  slug?: string
  id?: number
  action?: NoticeAction
}

/** What a rebuild tells the queue: its outcome and what the status shows of it. */
export interface RebuildOutcome {
  ok: boolean
  error?: string
  buildId?: string | null
  /** Files added, changed and removed in the live output. */
  files?: number
  /** The pages rendered again. */
  pages?: string[]
}

export interface TenantStatus {
  tenant: string
  /** Kinds waiting for the next rebuild, and how many notices named them. */
  queued: { kinds: string[]; notices: number; since: string | null; due: string | null }
  running: { kinds: string[]; since: string } | null
  lastGood: {
    at: string
    ms: number
    kinds: string[]
    buildId: string | null
    files: number
    pages: string[]
  } | null
  lastError: { at: string; message: string; attempt: number; retryAt: string | null } | null
  /** Rebuilds started since the service started (tries included). */
  rebuilds: number
}

export interface QueueOptions {
  rebuild: (tenant: string, kinds: string[]) => Promise<RebuildOutcome>
  quietMs?: number
  maxWaitMs?: number
  backoffMs?: number
  maxBackoffMs?: number
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
  log?: (line: string) => void
}

interface State {
  pending: Set<string>
  notices: number
  firstAt: number | null
  lastAt: number
  running: { kinds: string[]; since: number } | null
  failures: number
  retryAt: number | null
  timer: unknown
  lastGood: TenantStatus['lastGood']
  lastError: { at: number; message: string; attempt: number } | null
  rebuilds: number
}

export interface ReleaseQueue {
  notify(notice: Notice): void
  status(): TenantStatus[]
  /** Resolves once nothing is queued, waiting or running (tests, the bench, shutdown). */
  idle(): Promise<void>
}

export function createReleaseQueue(options: QueueOptions): ReleaseQueue {
  const quietMs = options.quietMs ?? 800
  const maxWaitMs = options.maxWaitMs ?? 5000
  const backoffMs = options.backoffMs ?? 2000
  const maxBackoffMs = options.maxBackoffMs ?? 60_000
  const now = options.now ?? Date.now
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout))
  const log = options.log ?? (() => undefined)
  const tenants = new Map<string, State>()
  let idleWaiters: (() => void)[] = []

  const stateOf = (tenant: string): State => {
    let state = tenants.get(tenant)
    if (!state) {
      state = {
        pending: new Set(),
        notices: 0,
        firstAt: null,
        lastAt: 0,
        running: null,
        failures: 0,
        retryAt: null,
        timer: null,
        lastGood: null,
        lastError: null,
        rebuilds: 0,
      }
      tenants.set(tenant, state)
    }
    return state
  }

  const busy = () => [...tenants.values()].some((s) => s.running || s.pending.size > 0)
  const checkIdle = () => {
    if (busy()) return
    const waiters = idleWaiters
    idleWaiters = []
    waiters.forEach((w) => w())
  }

  /** When the waiting notices may be built: quiet, or waited long enough, and not in back-off. */
  const dueAt = (s: State): number => {
    const ready = Math.min(s.lastAt + quietMs, (s.firstAt ?? s.lastAt) + maxWaitMs)
    return Math.max(ready, s.retryAt ?? 0)
  }

  const schedule = (tenant: string) => {
    const s = stateOf(tenant)
    if (s.running || s.pending.size === 0) return
    if (s.timer !== null) clearTimer(s.timer)
    const wait = Math.max(0, dueAt(s) - now())
    s.timer = setTimer(() => {
      s.timer = null
      if (s.running || s.pending.size === 0) return
      if (now() < dueAt(s)) return schedule(tenant)
      void start(tenant)
    }, wait)
  }

  const start = async (tenant: string) => {
    const s = stateOf(tenant)
    const kinds = [...s.pending].sort()
    s.pending.clear()
    s.notices = 0
    s.firstAt = null
    s.running = { kinds, since: now() }
    s.rebuilds++
    log(`[release] ${tenant}: rebuilding ${kinds.join(', ')}`)
    let outcome: RebuildOutcome
    try {
      outcome = await options.rebuild(tenant, kinds)
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
    const ended = now()
    const since = s.running.since
    s.running = null
    if (outcome.ok) {
      s.failures = 0
      s.retryAt = null
      s.lastError = null
      s.lastGood = {
        at: new Date(ended).toISOString(),
        ms: ended - since,
        kinds,
        buildId: outcome.buildId ?? null,
        files: outcome.files ?? 0,
        pages: outcome.pages ?? [],
      }
      log(`[release] ${tenant}: live in ${ended - since} ms (${outcome.files ?? 0} files)`)
    } else {
      s.failures++
      const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (s.failures - 1))
      s.retryAt = ended + wait
      s.lastError = { at: ended, message: outcome.error ?? 'unknown error', attempt: s.failures }
      // Its kinds wait again, with whatever came meanwhile; the live output did not move.
      for (const kind of kinds) s.pending.add(kind)
      s.firstAt ??= ended
      s.lastAt = Math.max(s.lastAt, ended)
      log(`[release] ${tenant}: FAILED (${s.lastError.message}); trying again in ${wait} ms`)
    }
    if (s.pending.size > 0) schedule(tenant)
    else checkIdle()
  }

  return {
    notify(notice) {
      const s = stateOf(notice.tenant)
      const at = now()
      s.pending.add(notice.kind)
      s.notices++
      s.firstAt ??= at
      s.lastAt = at
      schedule(notice.tenant)
    },
    status() {
      const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString())
      return [...tenants.entries()]
        .map(([tenant, s]) => ({
          tenant,
          queued: {
            kinds: [...s.pending].sort(),
            notices: s.notices,
            since: iso(s.firstAt),
            due: s.pending.size && !s.running ? iso(dueAt(s)) : null,
          },
          running: s.running ? { kinds: s.running.kinds, since: iso(s.running.since)! } : null,
          lastGood: s.lastGood,
          lastError: s.lastError
            ? {
                at: iso(s.lastError.at)!,
                message: s.lastError.message,
                attempt: s.lastError.attempt,
                retryAt: iso(s.retryAt),
              }
            : null,
          rebuilds: s.rebuilds,
        }))
        .sort((a, b) => a.tenant.localeCompare(b.tenant))
    },
    idle() {
      if (!busy()) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
  }
}
