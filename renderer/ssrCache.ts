/**
 * A micro-cache of server renders, per tenant and URL: a hot entry path is rendered at most once per
 * `freshMs` (1 s) whatever the traffic, so the backend sees at most one request per item per
 * interval. After that, for `staleMs`, the last render is answered at once while one render in the
 * background replaces it (stale-while-revalidate). When a render fails because of the backend, the
 * last good render is answered for `staleIfErrorMs` (5 min) instead of an error page.
 *
 * Renders do not depend on the visitor: server-side calls carry no visitor's cookies or tokens
 * (shell/site.tsx gives each render a throw-away token store). Concurrent misses share one render.
 * Memory is bounded by `maxBytes`, keys, bodies and their gzip included (renderer/byteLru.ts,
 * least recently used first); the gzip body is made when a render is stored, so it is counted.
 */
import { ByteLru, type ByteLruStats } from './byteLru'
import { gzipOnce } from './compression'

export interface Rendered {
  status: number
  body: string
  headers: [string, string][]
  /** The gzip body, made once per cached render. */
  gzip?: Uint8Array
}

export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'STALE-IF-ERROR' | 'BYPASS'

export interface RenderCacheOptions {
  freshMs?: number
  staleMs?: number
  staleIfErrorMs?: number
  maxBytes?: number
}

interface Entry {
  rendered: Rendered
  at: number
}

const entryBytes = ({ rendered: r }: Entry) =>
  r.body.length * 2 +
  (r.gzip?.byteLength ?? 0) +
  r.headers.reduce((sum, [name, value]) => sum + (name.length + value.length) * 2 + 64, 256)

const cacheable = (r: Rendered) => r.status === 200 || r.status === 404

export class RenderCache {
  private readonly entries: ByteLru<Entry>
  private readonly inflight = new Map<string, Promise<Rendered | null>>()
  readonly freshMs: number
  private readonly staleMs: number
  private readonly staleIfErrorMs: number

  constructor(options: RenderCacheOptions = {}) {
    this.freshMs = options.freshMs ?? 1000
    this.staleMs = options.staleMs ?? 30_000
    this.staleIfErrorMs = options.staleIfErrorMs ?? 300_000
    // Part of the renderer's memory budget (renderer/server.ts).
    this.entries = new ByteLru(options.maxBytes ?? 16 * 1024 * 1024, entryBytes)
  }

  async get(
    key: string,
    render: () => Promise<Rendered | null>,
  ): Promise<{ rendered: Rendered | null; state: CacheState }> {
    if (this.freshMs <= 0) return { rendered: await render(), state: 'BYPASS' }
    const entry = this.entries.get(key)
    const age = entry ? Date.now() - entry.at : Infinity
    if (entry && age < this.freshMs) return { rendered: entry.rendered, state: 'HIT' }
    if (entry && age < this.staleMs) {
      void this.renderOnce(key, render).catch(() => {})
      return { rendered: entry.rendered, state: 'STALE' }
    }
    const fresh = await this.renderOnce(key, render)
    if (fresh && cacheable(fresh)) return { rendered: fresh, state: 'MISS' }
    const fallback = this.entries.get(key)
    if (fallback && fallback.rendered.status === 200 && Date.now() - fallback.at < this.staleIfErrorMs)
      return { rendered: fallback.rendered, state: 'STALE-IF-ERROR' }
    return { rendered: fresh, state: 'MISS' }
  }

  /** Bytes of renders held now. */
  heldBytes(): number {
    return this.entries.bytes
  }

  stats(): ByteLruStats {
    return this.entries.stats()
  }

  private renderOnce(key: string, render: () => Promise<Rendered | null>): Promise<Rendered | null> {
    const running = this.inflight.get(key)
    if (running) return running
    const job = render()
      .then((rendered) => {
        if (rendered && cacheable(rendered)) this.store(key, rendered)
        return rendered
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, job)
    return job
  }

  private store(key: string, rendered: Rendered) {
    rendered.gzip ??= gzipOnce(rendered.body)
    this.entries.set(key, { rendered, at: Date.now() })
  }
}
