import { describe, expect, it } from 'vitest'
import { deleteConversation, listConversationMessages, listConversations, streamChat } from '../../api/chat'
import { identityLogin, identityMe } from '../../api/identity'
import { useSandbox } from './harness'

const h = useSandbox()
const SEEDED = 'c5a1e0d2-0001-4a7b-9c1e-5e1a0b2c3d01'

async function student() {
  const ctx = h.ctx()
  const res = await identityLogin(ctx, { email: 'siswa@alkademi.id', password: 'rahasia123' })
  expect(res.status).toBe(true)
  return ctx
}

describe('AI-chat identity', () => {
  it('logs in and reads the profile', async () => {
    const ctx = await student()
    const me = await identityMe(ctx)
    expect(me.data).toMatchObject({ email: 'siswa@alkademi.id', name: 'Rina Wulandari' })
    expect(me.data!.conversations).toBeGreaterThanOrEqual(2)
  })

  it('fails on a wrong password and without a login', async () => {
    expect((await identityLogin(h.ctx(), { email: 'siswa@alkademi.id', password: 'x' })).status).toBe(false)
    expect((await identityMe(h.ctx())).status).toBe(false)
  })
})

describe('conversation history', () => {
  it('pages the seeded history', async () => {
    const ctx = await student()
    const first = await listConversationMessages(ctx, { id: SEEDED, perPage: 5 })
    expect(first.pagination).toEqual({ page: 1, perPage: 5, totalItems: 12, totalPages: 3 })
    expect(first.data![0]).toMatchObject({ role: 'user' })
    const last = await listConversationMessages(ctx, { id: SEEDED, page: 3, perPage: 5 })
    expect(last.data).toHaveLength(2)
  })

  it("refuses another user's conversation and an unknown one", async () => {
    const mentor = h.ctx()
    await identityLogin(mentor, { email: 'mentor@alkademi.id', password: 'rahasia123' })
    expect(await listConversationMessages(mentor, { id: SEEDED })).toMatchObject({
      status: false,
      data: null,
    })
    expect((await deleteConversation(mentor, SEEDED)).status).toBe(false)
    expect((await listConversationMessages(mentor, { id: 'nope' })).status).toBe(false)
  })
})

describe('streamed replies', () => {
  it('yields pieces incrementally, ends with done, and saves both messages', async () => {
    const ctx = await student()
    const res = await streamChat(ctx, { message: 'Bagaimana cara bayar kelas?' })
    expect(res.status).toBe(true)
    const stream = res.data!
    const arrivals: number[] = []
    const pieces: string[] = []
    for await (const piece of stream) {
      pieces.push(piece)
      arrivals.push(performance.now())
    }
    expect(pieces.length).toBeGreaterThan(10)
    // incremental: the pieces did not all arrive at once
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(50)
    const end = await stream.done
    expect(end.status).toBe(true)
    expect(end.data!.text).toBe(pieces.join(''))
    expect(end.data!.text).toContain('QRIS')
    const history = await listConversationMessages(ctx, { id: stream.conversationId })
    expect(history.data?.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(history.data?.[1]?.content).toBe(pieces.join('').trimEnd())

    // continue the same conversation
    const more = await streamChat(ctx, {
      message: 'Apakah ada sertifikat?',
      conversationId: stream.conversationId,
    })
    for await (const _ of more.data!) void _
    expect((await more.data!.done).status).toBe(true)
    expect((await listConversationMessages(ctx, { id: stream.conversationId })).pagination?.totalItems).toBe(
      4,
    )

    // delete it
    expect((await deleteConversation(ctx, stream.conversationId)).status).toBe(true)
    expect((await listConversationMessages(ctx, { id: stream.conversationId })).status).toBe(false)
    expect((await deleteConversation(ctx, stream.conversationId)).status).toBe(false)
  })

  it('cancels with an AbortSignal: the loop ends quietly and the partial reply is saved as interrupted', async () => {
    const ctx = await student()
    const controller = new AbortController()
    const res = await streamChat(ctx, { message: 'Halo' }, controller.signal)
    const pieces: string[] = []
    for await (const piece of res.data!) {
      pieces.push(piece)
      if (pieces.length === 3) controller.abort()
    }
    expect(pieces.length).toBeLessThan(10)
    const end = await res.data!.done
    expect(end).toMatchObject({ status: false, message: 'Permintaan dibatalkan.' })
    await new Promise((r) => setTimeout(r, 150))
    const history = await listConversationMessages(ctx, { id: res.data!.conversationId })
    const reply = history.data!.find((m) => m.role === 'assistant')
    expect(reply?.interrupted).toBe(true)
    expect(reply!.content.length).toBeLessThan(200)
  })

  it('cancels by leaving the loop early and by cancel() before reading', async () => {
    const ctx = await student()
    const a = await streamChat(ctx, { message: 'Kapan jadwal mulai?' })
    for await (const _ of a.data!) break
    expect((await a.data!.done).status).toBe(false)
    const b = await streamChat(ctx, { message: 'Kapan jadwal mulai?' })
    b.data!.cancel()
    expect((await b.data!.done).message).toBe('Permintaan dibatalkan.')
  })

  it('fails cleanly without a login, with an empty message and on a fault', async () => {
    expect(await streamChat(h.ctx(), { message: 'Halo' })).toMatchObject({ status: false, data: null })
    const ctx = await student()
    expect((await streamChat(ctx, { message: '' })).status).toBe(false)
    for (const fault of ['500', 'malformed', 'schema', '401', 'timeout'] as const) {
      await h.admin('faults', { pathPrefix: '/ai/v1/chat/stream', fault, remaining: 1 })
      const res = await streamChat(ctx, { message: 'Halo' })
      expect(res.status, fault).toBe(false)
      expect(res.message, fault).toBeTruthy()
    }
  })
})

describe('conversation list (ours) and the mid-stream fault', () => {
  it("lists the user's conversations, most recent first, with their message counts", async () => {
    const ctx = await student()
    const list = await listConversations(ctx, { perPage: 50 })
    expect(list.status).toBe(true)
    const seeded = list.data!.find((c) => c.id === SEEDED)
    expect(seeded).toMatchObject({ title: 'Belajar Python untuk data', messageCount: 12 })
    const times = list.data!.map((c) => Date.parse(c.updatedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(list.data!.every((c) => !c.title.includes('silabus'))).toBe(true) // the mentor's
    expect((await listConversations(h.ctx())).status).toBe(false)
  })

  it('breaks a started stream under the midstream fault: some pieces, then a failed end', async () => {
    const ctx = await student()
    await h.admin('faults', { pathPrefix: '/ai/v1/chat/stream', fault: 'midstream', remaining: 1 })
    const res = await streamChat(ctx, { message: 'Bagaimana cara bayar kelas?' })
    expect(res.status).toBe(true)
    const pieces: string[] = []
    for await (const piece of res.data!) pieces.push(piece)
    expect(pieces.length).toBeGreaterThan(3)
    const end = await res.data!.done
    expect(end).toMatchObject({ status: false, message: 'Balasan terputus sebelum selesai.' })
  })
})
