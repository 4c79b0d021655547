/**
 * The API client under outage: no timer outlives a call (the SSR memory leak), the server-side guard
 * gives calls a short time-out and a breaker, 5xx texts stay in the log, failures are logged once per
 * period; and the sandbox's test controls refuse browser requests.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearFailureLog,
  MESSAGES,
  SERVER_CALL_GUARD,
  type CallOutcome,
  type ServerCallGuard,
} from '../../api/client'
import { listBanks } from '../../api/payouts'
import { useSandbox } from './harness'

const h = useSandbox()
const fault = (pathPrefix: string, f: string, remaining?: number) =>
  h.admin('faults', { pathPrefix, fault: f, remaining })
const holder = globalThis as { [SERVER_CALL_GUARD]?: ServerCallGuard }

afterEach(async () => {
  clearFailureLog()

  delete holder[SERVER_CALL_GUARD]
  await h.admin('reset')
  vi.restoreAllMocks()
})

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length

describe('the API client', () => {
  it('leaves no time-out timer behind once calls settle, on success and on failure', async () => {
    const before = timers()
    await Promise.all(Array.from({ length: 20 }, () => listBanks(h.ctx('demo', { timeoutMs: 60_000 }))))
    await fault('/services/v1/bank', '500', 5)
    await Promise.all(Array.from({ length: 5 }, () => listBanks(h.ctx('demo', { timeoutMs: 60_000 }))))
    // Each settled call cleared its own 60 s timer (a leaked one would still be counted here).
    expect(timers() - before).toBeLessThan(3)
  })

  it('shows its own text for a 5xx and keeps the backend’s text in the log only', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await fault('/services/v1/bank', '500', 1)
    const res = await listBanks(h.ctx())
    expect(res).toMatchObject({ status: false, message: MESSAGES.server(500) })
    expect(res.message).not.toContain('Injected')
    expect(log.mock.calls.flat().join(' ')).toContain('Injected server error')
  })

  it('logs one line per call and kind per period, then counts the repeats', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await fault('/services/v1/bank', '500', 40)
    await Promise.all(Array.from({ length: 40 }, () => listBanks(h.ctx())))
    const lines = log.mock.calls.filter((args) => String(args[0]).includes('bankList'))
    expect(lines.length).toBe(1)
  })

  it('on a server, uses the guard’s short time-out, reports outcomes, and obeys an open breaker', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reports: CallOutcome[] = []
    let open = false
    holder[SERVER_CALL_GUARD] = {
      timeoutMs: 200,
      admit: () => !open,
      report: (_host, outcome) => void reports.push(outcome),
    }
    await fault('/services/v1/bank', 'timeout', 1)
    const started = Date.now()
    // No timeoutMs in the context: the guard's applies (the sandbox stalls 1.5 s).
    const slow = await listBanks({ ...h.ctx(), timeoutMs: undefined })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(slow).toMatchObject({ status: false, message: MESSAGES.timeout })
    expect((await listBanks({ ...h.ctx(), timeoutMs: undefined })).status).toBe(true)
    open = true
    const refused = await listBanks(h.ctx())
    expect(refused).toMatchObject({ status: false, message: MESSAGES.unavailable })
    expect(reports).toEqual(['timeout', 'ok', 'refused'])
  })

  it('on a server, an unreachable backend is not blamed on the visitor’s connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await listBanks(
      h.ctx('demo', { hosts: { ...h.ctx().hosts, services: 'http://127.0.0.1:9' } }),
    )
    expect(res).toMatchObject({ status: false, message: MESSAGES.upstream })
    expect(res.message).not.toMatch(/internet/i)
  })
})

describe('the sandbox test controls', () => {
  const admin = (headers: Record<string, string>, method = 'POST') =>
    fetch(`${h.baseUrl}/__admin/version`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: method === 'POST' ? JSON.stringify({ version: 'from-a-page' }) : undefined,
    })

  it('refuse a request that carries a browser Origin or Sec-Fetch-Site, with no CORS grant', async () => {
    const vectors: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://demo.localhost:3000' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of vectors) {
      const res = await admin(headers)
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
    const preflight = await fetch(`${h.baseUrl}/__admin/faults`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(h.sandbox.state.appVersion).not.toBe('from-a-page')
  })

  it('keep answering tools on this machine', async () => {
    expect((await admin({})).status).toBe(200)
    expect(h.sandbox.state.appVersion).toBe('from-a-page')
  })
})
