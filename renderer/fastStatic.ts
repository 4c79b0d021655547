/**
 * The hot path for built files, in front of Hono: a file answer the renderer has produced once
 * (renderer/app.ts `fileResponse`) is kept with its full header list and body, per host, URL and
 * `Accept-Encoding`, and the next identical request is answered straight on `node:http` — no
 * Request/Response objects, no tenant or path resolution, no header computation, no encoding
 * negotiation. What makes the answer stay right is the file cache (renderer/files.ts): a kept
 * answer is used only while the file's entry and the tenant's `site.json` entry (the security
 * headers come from it) are the very ones it was made from and were checked within the cache's
 * revalidation interval; otherwise the request goes the full way, which re-stats and replaces
 * them. A rebuild or rollback of a tenant is therefore served within that interval (1 s).
 *
 * Only plain `GET`s with status 200 are kept; conditional requests (`If-None-Match`,
 * `If-Modified-Since`), `HEAD`, 404 pages and everything server-rendered go through Hono.
 *
 * A file answer never depends on the query string, so answers are kept by path: `/About?x=<15 KB>`
 * is `/About`'s answer. What is kept is bounded by bytes, keys, headers and bodies included
 * (renderer/byteLru.ts; the bodies are mostly the file cache's own, so this overstates).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ByteLru, type ByteLruStats } from './byteLru'
import type { FileCache, StaticFile } from './files'

interface Kept {
  file: StaticFile
  site: StaticFile
  status: number
  /** Flat `[name, value, …]`, as `writeHead` takes it. */
  headers: string[]
  body: Uint8Array
}

const keptBytes = (kept: Kept) =>
  kept.body.byteLength + kept.headers.reduce((sum, text) => sum + text.length * 2 + 32, 0)

/** The path of a request target, without its query. */
const pathOf = (url: string | undefined) => {
  const target = url ?? ''
  const query = target.indexOf('?')
  return query < 0 ? target : target.slice(0, query)
}

export class FastStatic {
  private readonly kept: ByteLru<Kept>

  /** `maxBytes`: part of the renderer's memory budget (renderer/server.ts). */
  constructor(
    private readonly files: FileCache,
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.kept = new ByteLru(maxBytes, keptBytes)
  }

  private static key(host: string | undefined, path: string, accept: string | undefined) {
    return `${host ?? ''}\n${path}\n${accept ?? ''}`
  }

  /** Called by the renderer with each full file answer it sends; keeps what may be replayed. */
  remember(
    request: Request,
    answer: {
      file: StaticFile
      site: StaticFile
      status: number
      headers: Record<string, string>
      body: Uint8Array
    },
  ): void {
    if (answer.status !== 200 || request.method !== 'GET') return
    const h = request.headers
    if (h.has('if-none-match') || h.has('if-modified-since')) return
    const url = new URL(request.url)
    const headers: string[] = []
    for (const [name, value] of Object.entries(answer.headers)) headers.push(name, value)
    headers.push('Content-Length', String(answer.body.byteLength))
    this.kept.set(
      FastStatic.key(h.get('host') ?? undefined, url.pathname, h.get('accept-encoding') ?? undefined),
      {
        file: answer.file,
        site: answer.site,
        status: answer.status,
        headers,
        body: answer.body,
      },
    )
  }

  /** Answers `req` when a current kept answer exists; false: let the full renderer answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET') return false
    const h = req.headers
    if (h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) return false
    const key = FastStatic.key(h.host, pathOf(req.url), h['accept-encoding'])
    const kept = this.kept.get(key)
    if (!kept) return false
    if (this.files.peek(kept.file.file) !== kept.file || this.files.peek(kept.site.file) !== kept.site) {
      this.kept.delete(key)
      return false
    }
    res.writeHead(kept.status, kept.headers)
    res.end(kept.body)
    return true
  }

  size(): number {
    return this.kept.size
  }

  stats(): ByteLruStats {
    return this.kept.stats()
  }
}
