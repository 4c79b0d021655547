// @vitest-environment happy-dom
/**
 * OutboxStatus's first pass: what an earlier visit left is tried at once (forced past its back-off)
 * however the outbox comes to load, and a submission this page queues waits for its back-off. On a
 * page with a form, the form opens the store on mount and re-marks what it finds before the page is
 * idle; that used to start the outbox as if this page had queued, so the reloaded page waited out
 * the back-off (15-30 s) before its first attempt.
 */
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'
import { ApiProvider } from '../../api/hooks'
import { markOutbox, OUTBOX_MARKER } from '../../shell/outbox/marker'
import { OutboxStatus } from '../../shell/outbox/OutboxStatus'

const drains = vi.hoisted(() => [] as { force?: boolean }[])

vi.mock('../../shell/outbox/outbox', () => {
  const outbox = {
    pending: async () => [],
    drain: async (_ctx: unknown, options?: { force?: boolean }) => {
      drains.push({ force: options?.force })
      return []
    },
    subscribe: () => () => {},
    onDelivered: () => () => {},
  }
  return {
    browserOutboxInstance: () => outbox,
    DELIVERED_TEXT: () => '',
    PARKED_TEXT: () => '',
  }
})

const ctx: ApiContext = { ...resolveApiConfig({}), tenantId: 'demo', tokens: memoryTokenStore() }

afterEach(() => {
  cleanup()
  drains.length = 0
  window.localStorage.clear()
})

const mount = () =>
  render(
    <ApiProvider value={ctx}>
      <OutboxStatus />
    </ApiProvider>,
  )

describe('OutboxStatus: the first pass', () => {
  it('forces the first pass for what an earlier visit left, when a form re-marks the outbox before the page is idle', async () => {
    window.localStorage.setItem(OUTBOX_MARKER, '1')
    mount()
    // The form's `openOutboxStore()` → `pending()` → `markOutbox(true)`, right after the page.
    act(() => markOutbox(true))
    await vi.waitFor(() => expect(drains).toHaveLength(1))
    expect(drains[0]!.force).toBe(true)
  })

  it('lets a submission this page queued wait for its back-off', async () => {
    mount()
    act(() => markOutbox(true))
    await vi.waitFor(() => expect(drains).toHaveLength(1))
    expect(drains[0]!.force).toBe(false)
  })
})
