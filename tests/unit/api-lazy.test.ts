import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyCalls } from '../../api/lazy'
import { MESSAGES } from '../../api/messages'

const fetcher = {
  double: async (n: number) => ({ status: true as const, message: 'OK', data: n * 2 }),
}

afterEach(() => vi.restoreAllMocks())

describe('lazyCalls (api/lazy.ts)', () => {
  it('loads the fetcher on the first call only and passes the arguments through', async () => {
    const load = vi.fn(async () => fetcher)
    const double = lazyCalls(load)('double')
    expect(load).not.toHaveBeenCalled()
    expect(await double(2)).toEqual({ status: true, message: 'OK', data: 4 })
    expect(await double(5)).toMatchObject({ data: 10 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('resolves to a network failure when the fetcher cannot load, and tries again on the next call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof fetcher>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fetcher)
    const double = lazyCalls(load)('double')
    expect(await double(1)).toEqual({
      status: false,
      message: MESSAGES.network,
      data: null,
      pagination: null,
    })
    expect(await double(3)).toMatchObject({ status: true, data: 6 })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
