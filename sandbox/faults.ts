/**
 * Fault injection for tests. A request chooses a fault with the `X-Sandbox-Fault` header, or a test
 * arms one for a path prefix through `POST /__admin/faults` (for browsers, whose requests a test
 * cannot easily decorate). Faults: `500`, `timeout` (stall past the client's time-out), `malformed`
 * (invalid JSON), `schema` (valid JSON of the wrong shape), `401`, `429` and `503` (with the armed
 * rule's `retryAfter` as `Retry-After`, when given), `midstream` (a streamed reply
 * starts, then breaks off) and `slowstream` (a streamed reply is paced like a slow model, so a
 * visitor's "stop" lands while it streams however busy the machine is). The two stream faults are
 * acted out by the handler, which reads `c.get('sandboxFault')`.
 *
 * An armed rule may also name `includes`: it then applies only to requests whose query string or
 * body contains that text (one submission among several to the same path). Every request a rule answered is
 * counted in its `hits` (`GET /__admin/faults`), so a test can count attempts.
 *
 * An armed rule may name its `tenant`: it then applies only to that site's requests (decided as the
 * routes decide it, sandbox/tenancy.ts). Tests that run side by side each arm faults on their own
 * tenants, so one test's outage never reaches another test's pages.
 */
import type { Context, MiddlewareHandler } from 'hono'

export const FAULTS = [
  '500',
  'timeout',
  'malformed',
  'schema',
  '401',
  '429',
  '503',
  'midstream',
  'slowstream',
] as const
export type Fault = (typeof FAULTS)[number]
export const FAULT_HEADER = 'X-Sandbox-Fault'

declare module 'hono' {
  interface ContextVariableMap {
    /** A fault the handler itself acts out (`midstream`, `slowstream`: on streams once started). */
    sandboxFault?: Fault
  }
}

export interface ArmedFault {
  pathPrefix: string
  /** Only this tenant's requests; undefined = every tenant's. */
  tenant?: string
  fault: Fault
  /** How many requests it applies to; undefined = until cleared. */
  remaining?: number
  /** Only requests whose query string or body contains this text. */
  includes?: string
  /** `Retry-After` of a `429` or `503`: seconds or an HTTP date. */
  retryAfter?: string
  /** How many requests it answered. */
  hits?: number
}

export function isFault(value: unknown): value is Fault {
  return typeof value === 'string' && (FAULTS as readonly string[]).includes(value)
}

/** The query string and body of a request (Hono keeps the body it read: the handler reads it again). */
async function requestText(c: Context): Promise<string> {
  const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text().catch(() => '')
  return new URL(c.req.url).search + body
}

/** The tenant a request belongs to, asked only when a rule names one (`resolveTenant` reads the token table). */
export type RequestTenant = (c: Context) => Promise<string | null>

export function faultMiddleware(
  armed: ArmedFault[],
  stallMs: number,
  requestTenant: RequestTenant,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__admin')) return next()
    let fault: Fault | undefined
    let retryAfter: string | undefined
    const header = c.req.header(FAULT_HEADER)
    if (isFault(header)) fault = header
    else {
      let rule: ArmedFault | undefined
      let tenant: string | null | undefined
      for (const r of armed) {
        if (!c.req.path.startsWith(r.pathPrefix) || (r.remaining !== undefined && r.remaining <= 0)) continue
        if (r.tenant !== undefined) {
          if (tenant === undefined) tenant = await requestTenant(c)
          if (tenant !== r.tenant) continue
        }
        if (r.includes !== undefined && !(await requestText(c)).includes(r.includes)) continue
        rule = r
        break
      }
      if (rule) {
        fault = rule.fault
        retryAfter = rule.retryAfter
        rule.hits = (rule.hits ?? 0) + 1
        if (rule.remaining !== undefined) rule.remaining--
      }
    }
    switch (fault) {
      case undefined:
        return next()
      case 'midstream':
      case 'slowstream':
        c.set('sandboxFault', fault)
        return next()
      case '500':
        return c.json({ status: false, message: 'Injected server error' }, 500)
      case '401':
        return c.json({ status: false, message: 'Sesi tidak valid (gangguan simulasi sandbox)' }, 401)
      case '429':
      case '503':
        return c.json(
          {
            status: false,
            message:
              fault === '429'
                ? 'Terlalu banyak permintaan (gangguan simulasi sandbox)'
                : 'Layanan sedang dipelihara (gangguan simulasi sandbox)',
          },
          fault === '429' ? 429 : 503,
          retryAfter ? { 'Retry-After': retryAfter } : {},
        )
      case 'malformed':
        return c.body('{"status": true, "data": [', 200, { 'Content-Type': 'application/json' })
      case 'schema':
        return c.json({ status: true, message: 'OK', data: 'wrong-shape', pagination: 'wrong-shape' })
      case 'timeout':
        await new Promise((resolve) => setTimeout(resolve, stallMs))
        return c.json({ status: false, message: 'Stalled response' }, 504)
    }
  }
}
