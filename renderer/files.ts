/**
 * Built files held in memory with their stat, compressed bodies and validators, so a hot request
 * costs no file-system call. A file is re-statted (asynchronously) at most once per `revalidateMs`,
 * which is how a rebuilt tenant's new files are picked up without a restart; a missing file is
 * remembered for the same time.
 *
 * Compressed bodies come from the `.br`/`.gz` written beside each text file at build time
 * (renderer/precompress.ts), else are compressed once on first use. Memory is bounded by bytes,
 * paths included (renderer/byteLru.ts): at most `maxBytes` of files (least recently used first),
 * files above `maxFileBytes` read per request and never held, and the memory of missing paths
 * apart, within `maxMissingBytes`, so a flood of made-up addresses pushes out only other made-up
 * addresses, never a page. The caller looks up only paths that may be files (renderer/pathRules.ts).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ByteLru, type ByteLruStats } from './byteLru'
import { shouldCompress, type Encoding } from './compression'

/** Content types by extension; the edge's configuration (deploy/nginx.ts) declares the same. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export const contentType = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream'

export interface StaticFile {
  file: string
  type: string
  size: number
  mtimeMs: number
  /** Strong validator of the identity body, quoted; an encoded body's is this with `-br`/`-gz`. */
  etag: string
  lastModified: string
  compressible: boolean
  /** Null for a file too large to hold: read it with `readBody`. */
  body: Uint8Array | null
  encoded: Partial<Record<Encoding, Uint8Array>>
}

interface Slot {
  entry: StaticFile
  checkedAt: number
}

export interface FileCacheOptions {
  revalidateMs?: number
  maxBytes?: number
  maxFileBytes?: number
  maxMissingBytes?: number
}

/** An entry's strings and fields beside its bodies. */
const ENTRY_BYTES = 256

function slotBytes(slot: Slot): number {
  const e = slot.entry
  return (e.body?.byteLength ?? 0) + encodedBytes(e) + e.file.length * 2 + ENTRY_BYTES
}

export function etagFor(entry: StaticFile, encoding: Encoding | null): string {
  return encoding ? `${entry.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : entry.etag
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; any encoding of the same body matches. */
export function notModified(
  entry: StaticFile,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true
    const base = entry.etag.slice(1, -1)
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
      .some((t) => t === base || t === `${base}-br` || t === `${base}-gz`)
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince)
    return Number.isFinite(since) && Math.floor(entry.mtimeMs / 1000) * 1000 <= since
  }
  return false
}

export class FileCache {
  private readonly slots: ByteLru<Slot>
  /** When each missing path was found missing. */
  private readonly missing: ByteLru<number>
  private readonly loading = new Map<string, Promise<StaticFile | null>>()
  private readonly revalidateMs: number
  private readonly maxFileBytes: number

  constructor(options: FileCacheOptions = {}) {
    this.revalidateMs = options.revalidateMs ?? 1000
    // Part of the renderer's memory budget (renderer/server.ts); a file pushed out is re-read from
    // the OS page cache, which costs far less than holding every tenant's pages in the heap.
    this.slots = new ByteLru(options.maxBytes ?? 48 * 1024 * 1024, slotBytes)
    this.missing = new ByteLru(options.maxMissingBytes ?? 2 * 1024 * 1024, () => 8)
    this.maxFileBytes = options.maxFileBytes ?? 4 * 1024 * 1024
  }

  private fresh(checkedAt: number): boolean {
    return Date.now() - checkedAt < this.revalidateMs
  }

  /** The file's entry, null when it is missing or not a regular file. */
  get(file: string): StaticFile | null | Promise<StaticFile | null> {
    const slot = this.slots.get(file)
    if (slot && this.fresh(slot.checkedAt)) return slot.entry
    const missedAt = this.missing.peek(file)
    if (missedAt !== undefined && this.fresh(missedAt)) return null
    const pending = this.loading.get(file)
    if (pending) return pending
    const load = this.refresh(file, slot).finally(() => this.loading.delete(file))
    this.loading.set(file, load)
    return load
  }

  /**
   * The entry held for `file` when it was checked within the revalidation interval, else
   * undefined (then `get` re-stats it). Synchronous and without side effects: the hot path's check.
   */
  peek(file: string): StaticFile | null | undefined {
    const slot = this.slots.peek(file)
    if (slot) return this.fresh(slot.checkedAt) ? slot.entry : undefined
    const missedAt = this.missing.peek(file)
    return missedAt !== undefined && this.fresh(missedAt) ? null : undefined
  }

  /** The body in `encoding` (null = identity), compressing and holding it on first use. */
  async body(entry: StaticFile, encoding: Encoding | null): Promise<Uint8Array> {
    const raw = entry.body ?? (await fs.readFile(entry.file))
    if (!encoding) return raw
    const held = entry.encoded[encoding]
    if (held) return held
    const compressed = new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 }),
    )
    if (entry.body && this.slots.peek(entry.file)?.entry === entry) {
      entry.encoded[encoding] = compressed
      this.slots.resize(entry.file)
    }
    return compressed
  }

  /** Bytes of files held now, paths included (for tests and the memory benchmark). */
  heldBytes(): number {
    return this.slots.bytes
  }

  /** Entries and bytes of the files held and of the missing paths remembered (`/healthz/memory`). */
  stats(): { files: ByteLruStats; missing: ByteLruStats } {
    return { files: this.slots.stats(), missing: this.missing.stats() }
  }

  private async refresh(file: string, slot: Slot | undefined): Promise<StaticFile | null> {
    let stat: import('node:fs').Stats | null
    try {
      stat = await fs.stat(file)
      if (!stat.isFile()) stat = null
    } catch {
      stat = null
    }
    const now = Date.now()
    const old = slot?.entry
    if (stat && old && old.size === stat.size && old.mtimeMs === stat.mtimeMs) {
      // Unchanged: mark as checked (`get` made it the most recently used).
      slot!.checkedAt = now
      return old
    }
    this.slots.delete(file)
    this.missing.delete(file)
    const entry = stat ? await this.load(file, stat) : null
    if (entry) this.slots.set(file, { entry, checkedAt: now })
    else this.missing.set(file, now)
    return entry
  }

  private async load(file: string, stat: import('node:fs').Stats): Promise<StaticFile | null> {
    const type = contentType(file)
    const hold = stat.size <= this.maxFileBytes
    let raw: Uint8Array
    try {
      raw = await fs.readFile(file)
    } catch {
      return null
    }
    const encoded: Partial<Record<Encoding, Uint8Array>> = {}
    const compressible = shouldCompress(type, stat.size)
    const immutable = file.includes(`${path.sep}assets${path.sep}`)
    if (compressible && hold) {
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        try {
          const sibling = await fs.stat(file + suffix)
          // A sibling older than its source belongs to a previous build; but a hashed asset's name
          // is its content, so its siblings (linked from the bundle's compression cache, with that
          // cache's older times) are always its own, as nginx's static modules take them.
          if (immutable || sibling.mtimeMs >= stat.mtimeMs)
            encoded[encoding] = await fs.readFile(file + suffix)
        } catch {
          // not precompressed: compressed on first use
        }
      }
    }
    return {
      file,
      type,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
      lastModified: new Date(stat.mtimeMs).toUTCString(),
      compressible,
      body: hold ? raw : null,
      encoded,
    }
  }
}

function encodedBytes(entry: StaticFile): number {
  return (entry.encoded.br?.byteLength ?? 0) + (entry.encoded.gzip?.byteLength ?? 0)
}
