/**
 * A least-recently-used map bounded by bytes, keys included: every cache the renderer keeps
 * (renderer/files.ts, fastStatic.ts, ssrCache.ts, shareImages.ts) is one of these, so no request
 * pattern can grow the process past its memory budget (renderer/server.ts). A key costs two bytes a
 * character (V8 holds a string of non-Latin-1 text that way) plus `ENTRY_OVERHEAD` for the map's
 * slot and the entry object; the value costs what `sizeOf` says.
 *
 * Ours rather than `lru-cache`: the copy at the top of node_modules is Babel's 5.x, which has no
 * byte bound, and the renderer needs only insertion-ordered `Map` eviction with a byte count.
 */

/** What a map slot, its entry object and the bookkeeping cost beside key and value (measured ~100). */
export const ENTRY_OVERHEAD = 128

/** Bytes a string key costs in the map. */
export const keyBytes = (key: string) => key.length * 2 + ENTRY_OVERHEAD

export interface ByteLruStats {
  entries: number
  bytes: number
  maxBytes: number
}

export class ByteLru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>()
  private held = 0

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const slot = this.map.get(key)
    if (!slot) return undefined
    this.map.delete(key)
    this.map.set(key, slot)
    return slot.value
  }

  /** The value, without touching its recency. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value
  }

  /**
   * Stores `value` as the most recently used, evicting the least recently used until the bound
   * holds. A value that alone exceeds the bound is not kept (and any older value under its key goes).
   */
  set(key: string, value: V): boolean {
    this.delete(key)
    const bytes = keyBytes(key) + this.sizeOf(value)
    if (bytes > this.maxBytes) return false
    this.map.set(key, { value, bytes })
    this.held += bytes
    this.evict()
    return true
  }

  /** Recounts `key`'s value after it grew or shrank in place (a body compressed later). */
  resize(key: string): void {
    const slot = this.map.get(key)
    if (!slot) return
    const bytes = keyBytes(key) + this.sizeOf(slot.value)
    this.held += bytes - slot.bytes
    slot.bytes = bytes
    if (bytes > this.maxBytes) this.delete(key)
    else this.evict(key)
  }

  delete(key: string): boolean {
    const slot = this.map.get(key)
    if (!slot) return false
    this.held -= slot.bytes
    this.map.delete(key)
    return true
  }

  has(key: string): boolean {
    return this.map.has(key)
  }

  clear(): void {
    this.map.clear()
    this.held = 0
  }

  get size(): number {
    return this.map.size
  }

  get bytes(): number {
    return this.held
  }

  stats(): ByteLruStats {
    return { entries: this.map.size, bytes: this.held, maxBytes: this.maxBytes }
  }

  keys(): IterableIterator<string> {
    return this.map.keys()
  }

  /** Oldest first; `keep` (the entry just written) is never the one to go. */
  private evict(keep?: string) {
    for (const [key, slot] of this.map) {
      if (this.held <= this.maxBytes) break
      if (key === keep) continue
      this.held -= slot.bytes
      this.map.delete(key)
    }
  }
}
