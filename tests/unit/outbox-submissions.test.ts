/**
 * The outbox's typed calls: every queueable call is a typed `api/` call from api/submissions.ts,
 * sent with the submission's idempotency key and answered through that call's schema; what an
 * earlier version stored (raw `body` / `query`) is read as the typed draft. No network: the
 * context's `fetch` records the request and answers with a canned body.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CALLS } from '../../api/calls'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'
import { MESSAGES } from '../../api/messages'
import { SUBMISSIONS, type SubmissionDraft } from '../../api/submissions'
import { IDEMPOTENCY_HEADER, type QueuedSubmission } from '../../shell/outbox/outbox'
import { sendSubmission, TAKEN_TEXT, UNKNOWN_CALL_TEXT } from '../../shell/outbox/send'
import { fromStored } from '../../shell/outbox/stored'

function server(reply: unknown, status = 200, headers: Record<string, string> = {}) {
  const sent: { url: URL; method: string; headers: Headers; body: unknown }[] = []
  const ctx: ApiContext = {
    ...resolveApiConfig({ API_BASE_URL: 'http://sandbox.test' }),
    tenantId: 'demo',
    tokens: memoryTokenStore(),
    fetch: async (input, init) => {
      const req = new Request(input as RequestInfo, init)
      const text = await req.text()
      sent.push({
        url: new URL(req.url),
        method: req.method,
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      })
      return new Response(JSON.stringify(reply), {
        status,
        headers: {
          'Content-Type': 'application/json',
          'Access-Control-Expose-Headers': 'Retry-After',
          ...headers,
        },
      })
    },
  }
  return { ctx, sent }
}

const queued = <D extends SubmissionDraft>(draft: D, id = 'key-1') =>
  ({ ...draft, id, createdAt: 1, attempts: 1 }) as unknown as QueuedSubmission

const notify = queued({ call: 'classNotify', label: 'Kabar', input: { classId: 7, email: 'a@example.com' } })

// A refused or unreadable answer is logged by the client; that is the point of these cases.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

describe('the queueable calls', () => {
  it('are rows of the call table, all of them writes but the demo request (a GET by SPEC §7)', () => {
    for (const name of Object.keys(SUBMISSIONS)) {
      const spec = CALLS[name as keyof typeof CALLS]
      expect(spec, name).toBeDefined()
      expect(spec.method, name).toBe(name === 'requestDemo' ? 'GET' : 'POST')
    }
  })

  it('include every call an earlier version queued by name, so its stored items still have a call', () => {
    const queuedBefore = [
      'appointmentCreate',
      'careerJobApply',
      'requestDemo',
      'teamRegister',
      'schoolRegister',
      'classEnroll',
      'classNotify',
      'payoutCreate',
      'bookReviewsCreate',
      'aspirationsCreate',
      'testimoniesCreate',
      'donationsCreate',
      'userDiscCreate',
    ]
    expect(Object.keys(SUBMISSIONS).sort()).toEqual(queuedBefore.sort())
  })

  it('a draft names its call and takes that call’s input type only', () => {
    const ok: SubmissionDraft<'classEnroll'> = { call: 'classEnroll', label: 'x', input: { classId: 1 } }
    const wrong: SubmissionDraft<'classEnroll'> = {
      call: 'classEnroll',
      label: 'x',
      // @ts-expect-error: the enrolment takes a class id, not an address
      input: { email: 'a@b.id' },
    }
    expect([ok.call, wrong.call]).toEqual(['classEnroll', 'classEnroll'])
  })
})

describe('sending a queued submission', () => {
  it('goes through the typed call with its idempotency key and gives the schema’s answer', async () => {
    const { ctx, sent } = server({
      status: true,
      message: 'Tersimpan',
      data: { classId: 7, email: 'a@example.com', stored: true },
    })
    const result = await sendSubmission(ctx, notify)
    expect(result).toEqual({
      status: true,
      message: 'Tersimpan',
      data: { classId: 7, email: 'a@example.com', stored: true },
    })
    const [req] = sent
    expect(req?.method).toBe('POST')
    expect(req?.url.pathname.endsWith(`/${CALLS.classNotify.path}`)).toBe(true)
    expect(req?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1')
    expect(req?.body).toEqual({ classId: 7, email: 'a@example.com' })
  })

  it('sends the demo request as its GET with the address in the query', async () => {
    const { ctx, sent } = server({ status: true, data: { email: 'a@example.com' } })
    const result = await sendSubmission(
      ctx,
      queued({ call: 'requestDemo', label: 'Demo', input: { email: 'a@example.com' } }),
    )
    expect(result.status).toBe(true)
    expect(sent[0]?.method).toBe('GET')
    expect(sent[0]?.url.searchParams.get('email')).toBe('a@example.com')
    expect(sent[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1')
  })

  it('a hosted-database row keeps its HTTP status on failure, so the outbox can schedule it', async () => {
    const { ctx } = server({ message: 'boom' }, 503, { 'Retry-After': '120' })
    const result = await sendSubmission(
      ctx,
      queued({ call: 'aspirationsCreate', label: 'Aspirasi', input: { name: 'Rahmat', aspiration: 'Lab' } }),
    )
    expect(result).toMatchObject({ status: false, httpStatus: 503, retryAfter: '120' })
  })

  it('an answer the schema refuses is not passed on as data', async () => {
    const { ctx } = server({ status: true, data: { classId: 'tujuh' } })
    // A 2xx: the service stored it; only its answer has another shape, so it counts as delivered, without data.
    expect(await sendSubmission(ctx, notify)).toEqual({ status: true, message: TAKEN_TEXT, data: undefined })
  })

  it('a 2xx that is not JSON at all stays a failure with its reason (the form shows it)', async () => {
    const { ctx } = server(null)
    const cutOff: ApiContext = {
      ...ctx,
      fetch: async () =>
        new Response('{"status": true, "data": [', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    }
    expect(await sendSubmission(cutOff, notify)).toMatchObject({
      status: false,
      httpStatus: 200,
      message: MESSAGES.unreadable,
    })
  })

  it('a refusal keeps its status (the outbox parks it) and an envelope saying `status: false` is one', async () => {
    expect(
      await sendSubmission(server({ status: false, message: 'Email tidak valid' }, 400).ctx, notify),
    ).toMatchObject({ status: false, httpStatus: 400, message: 'Email tidak valid' })
    expect(await sendSubmission(server({ status: false, message: 'Ditolak' }).ctx, notify)).toMatchObject({
      status: false,
      httpStatus: 200,
      message: 'Ditolak',
    })
    expect(MESSAGES.refused).toBeTruthy()
  })

  it('an item naming no call this version knows is refused, so the visitor can remove it', async () => {
    const { ctx, sent } = server({})
    const stale = { ...notify, call: 'dropped' } as unknown as QueuedSubmission
    expect(await sendSubmission(ctx, stale)).toMatchObject({
      status: false,
      httpStatus: 400,
      message: UNKNOWN_CALL_TEXT,
    })
    expect(sent).toEqual([])
  })
})

describe('items stored by the earlier version', () => {
  const schedule = { id: 'old-1', createdAt: 5, attempts: 2, nextAttemptAt: 9 }

  it('a body becomes the input of its call', () => {
    const old = { ...schedule, call: 'classEnroll', label: 'Kelas', body: { classId: 3 } }
    expect(fromStored(old)).toEqual({
      ...schedule,
      call: 'classEnroll',
      label: 'Kelas',
      input: { classId: 3 },
    })
  })

  it('the demo request’s query becomes its input', () => {
    const old = { ...schedule, call: 'requestDemo', label: 'Demo', query: { email: 'a@example.com' } }
    expect(fromStored(old)).toEqual({
      ...schedule,
      call: 'requestDemo',
      label: 'Demo',
      input: { email: 'a@example.com' },
    })
  })

  it('an item in the new shape is read as it is', () => {
    const item = { ...schedule, call: 'classEnroll', label: 'Kelas', input: { classId: 3 } }
    expect(fromStored(item)).toBe(item)
  })

  it('a migrated item is delivered through its typed call', async () => {
    const { ctx, sent } = server({ status: true, data: { classId: 7, email: 'a@example.com', stored: true } })
    const old = {
      ...schedule,
      call: 'classNotify',
      label: 'Kabar',
      body: { classId: 7, email: 'a@example.com' },
    }
    expect((await sendSubmission(ctx, fromStored(old))).status).toBe(true)
    expect(sent[0]?.body).toEqual({ classId: 7, email: 'a@example.com' })
    expect(sent[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('old-1')
  })
})
