// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, memoryOutboxStore } from '../../shell/outbox/outbox'
import { OUTBOX_MARKER, mayHaveQueued, onQueued } from '../../shell/outbox/marker'
import { ok } from '../../api/result'

const draft = { call: 'requestDemo' as const, label: 'Pendaftaran kabar', input: { email: 'a@contoh.id' } }

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('outbox marker', () => {
  it('says nothing is queued until the outbox queues something, and again once it finds itself empty', async () => {
    const store = memoryOutboxStore()
    const outbox = createOutbox(store, async () => ok(null))
    expect(mayHaveQueued()).toBe(false)
    const queued = await outbox.enqueue(draft)
    expect(mayHaveQueued()).toBe(true)
    expect(await outbox.pending()).toHaveLength(1)
    expect(mayHaveQueued()).toBe(true)
    await store.remove(queued.id)
    expect(await outbox.pending()).toHaveLength(0)
    expect(mayHaveQueued()).toBe(false)
  })

  it('tells a listener when this tab queues, and when another tab does', async () => {
    const heard = vi.fn()
    const stop = onQueued(heard)
    await createOutbox(memoryOutboxStore(), async () => ok(null)).enqueue(draft)
    expect(heard).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_MARKER, newValue: '1' }))
    expect(heard).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_MARKER, newValue: null }))
    stop()
    await createOutbox(memoryOutboxStore(), async () => ok(null)).enqueue(draft)
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('answers "maybe" when local storage cannot be read, so nothing queued is missed', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(mayHaveQueued()).toBe(true)
  })
})
