/**
 * Fault injection for tests. A request chooses a fault with the `X-Sandbox-Fault` header, or a test
 * arms one for a path prefix through `POST /__admin/faults` (for browsers, whose requests a test
 * cannot easily decorate). Faults: `500`, `timeout` (stall past the client's time-out), `malformed`
 * (invalid JSON), `schema` (valid JSON of the wrong shape), `401`, `midstream` (a streamed reply
 * starts, then breaks off) and `slowstream` (a streamed reply is paced like a slow model, so a
 * visitor's "stop" lands while it streams however busy the machine is). The two stream faults are
 * acted out by the handler, which reads `c.get('sandboxFault')`.
 */
import type { MiddlewareHandler } from 'hono'

export const FAULTS = ['500', 'timeout', 'malformed', 'schema', '401', 'midstream', 'slowstream'] as const
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
  fault: Fault
  /** How many requests it applies to; undefined = until cleared. */
  remaining?: number
}

export function isFault(value: unknown): value is Fault {
  return typeof value === 'string' && (FAULTS as readonly string[]).includes(value)
}

export function faultMiddleware(armed: ArmedFault[], stallMs: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__admin')) return next()
    let fault: Fault | undefined
    const header = c.req.header(FAULT_HEADER)
    if (isFault(header)) fault = header
    else {
      const rule = armed.find(
        (r) => c.req.path.startsWith(r.pathPrefix) && (r.remaining === undefined || r.remaining > 0),
      )
      if (rule) {
        fault = rule.fault
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
