/**
 * `fetch` as a CDN or load balancer asks a tenant's page: to loopback, with the tenant's Host header.
 * Node's own fetch cannot: it sends the URL's host and drops a Host header without a word, so every
 * such request reached the default tenant (a bench "touching every tenant" had touched one).
 * The body comes as sent (a bench counts the bytes on the wire) unless `decoded` asks for it
 * decompressed as a browser reads it; `content-encoding` says what was sent either way.
 */
import http from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
}

export function hostFetch(
  url: string,
  init: { headers: Record<string, string> & { host: string }; decoded?: boolean; timeoutMs?: number },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const status = res.statusCode ?? 0
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, v)
        }
        let body: Buffer = Buffer.concat(chunks)
        const decode = init.decoded ? DECODERS[res.headers['content-encoding'] ?? ''] : undefined
        if (decode && body.length) body = decode(body)
        // A Response cannot carry a body on these statuses.
        const empty = status === 204 || status === 304 || status < 200
        resolve(new Response(empty ? null : new Uint8Array(body), { status, headers }))
      })
    })
    req.on('error', reject)
    if (init.timeoutMs)
      req.setTimeout(init.timeoutMs, () =>
        req.destroy(new Error(`${url}: no answer in ${init.timeoutMs} ms`)),
      )
  })
}
