// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import useSWR, { SWRConfig, unstable_serialize } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEngagementForTests } from '../../shell/idle'
import { revalidateWhenIdle } from '../../shell/revalidateWhenIdle'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  resetEngagementForTests()
})

function renderWith(
  fallback: Record<string, unknown>,
  swrKey: readonly unknown[],
  fetcher: () => Promise<string>,
  fallbackData?: string,
) {
  function Page() {
    const { data } = useSWR(swrKey, fetcher, fallbackData === undefined ? {} : { fallbackData })
    return <p>{data ?? 'none'}</p>
  }
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, use: [revalidateWhenIdle] }}>
      <Page />
    </SWRConfig>,
  )
}

describe('revalidateWhenIdle (shell/revalidateWhenIdle.ts)', () => {
  it('shows the pre-rendered data without fetching it, even once idle, and revalidates when the visitor scrolls', async () => {
    vi.useFakeTimers()
    const key = ['posts', 'demo', { page: 1 }]
    const fetcher = vi.fn(async () => 'live')
    renderWith({ [unstable_serialize(key)]: 'from the HTML' }, key, fetcher)
    expect(screen.getByText('from the HTML')).toBeTruthy()
    // SWR revalidates data it already has on the next animation frame: well within 100 ms.
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    expect(fetcher).not.toHaveBeenCalled()
    await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
    expect(fetcher).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('scroll'))
    await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
    expect(fetcher).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
    expect(await screen.findByText('live')).toBeTruthy()
  })

  it('once the visitor has engaged, pre-rendered data of a later page revalidates when idle', async () => {
    window.dispatchEvent(new Event('pointerdown'))
    vi.useFakeTimers()
    const key = ['posts', 'demo', { page: 3 }]
    const fetcher = vi.fn(async () => 'live')
    renderWith({ [unstable_serialize(key)]: 'from the HTML' }, key, fetcher)
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    expect(fetcher).not.toHaveBeenCalled()
    await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it("re-checks a hook's own snapshot (the settings, SPEC §2 start-up) once idle, without any engagement", async () => {
    vi.useFakeTimers()
    const key = ['settings', 'demo']
    const fetcher = vi.fn(async () => 'live')
    renderWith({}, key, fetcher, 'snapshot')
    expect(screen.getByText('snapshot')).toBeTruthy()
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    expect(fetcher).not.toHaveBeenCalled()
    await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('fetches on mount as usual when the page holds no data for the key', async () => {
    const key = ['posts', 'demo', { page: 2 }]
    const fetcher = vi.fn(async () => 'live')
    renderWith({}, key, fetcher)
    expect(await screen.findByText('live')).toBeTruthy()
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
