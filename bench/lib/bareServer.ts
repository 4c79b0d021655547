/**
 * The Node floor for bench/renderer.ts: bare `node:http` answering every request with the same
 * bytes the renderer sends for `/` (brotli body and its headers), held in memory. BARE_FILE, PORT.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const body = readFileSync(process.env.BARE_FILE!)
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>
createServer((req, res) => {
  if (req.url === '/healthz') return void res.end('ok')
  res.writeHead(200, { ...headers, 'Content-Length': body.byteLength })
  res.end(body)
}).listen(Number(process.env.PORT))
