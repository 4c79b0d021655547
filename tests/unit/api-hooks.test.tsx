// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'
import { ApiProvider, paramHook, useApiResult } from '../../api/hooks'

const ctx: ApiContext = { ...resolveApiConfig({}), tenantId: 'demo', tokens: memoryTokenStore() }

/** A call that answers when told to, and fails the way api/client.ts does when its signal aborts. */
function controllableCall() {
  let answer!: () => void
  const call = (_ctx: ApiContext, signal?: AbortSignal) =>
    new Promise<{ status: true; data: string } | { status: false; message: string }>((resolve) => {
      signal?.addEventListener('abort', () => resolve({ status: false, message: 'Permintaan dibatalkan.' }))
      answer = () => resolve({ status: true, data: 'isi' })
    })
  return { call, answer: () => answer() }
}

function Reader({ call, label }: { call: ReturnType<typeof controllableCall>['call']; label: string }) {
  const { data, error } = useApiResult(['shared'], call)
  return <p>{`${label}: ${error ? error.message : (data?.data ?? 'memuat')}`}</p>
}

function TwoReaders({ call }: { call: ReturnType<typeof controllableCall>['call'] }) {
  const [first, setFirst] = useState(true)
  return (
    <>
      {first && <Reader call={call} label="A" />}
      <Reader call={call} label="B" />
      <button onClick={() => setFirst(false)}>tutup A</button>
    </>
  )
}

const wrap = (ui: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
    <ApiProvider value={ctx}>{ui}</ApiProvider>
  </SWRConfig>
)

afterEach(cleanup)

describe('useApiResult', () => {
  it('keeps a shared request alive when one of its readers unmounts', async () => {
    const { call, answer } = controllableCall()
    render(wrap(<TwoReaders call={call} />))
    await act(async () => screen.getByText('tutup A').click())
    await act(async () => answer())
    expect(await screen.findByText('B: isi')).toBeTruthy()
    expect(screen.queryByText(/dibatalkan/)).toBeNull()
  })

  it('survives React StrictMode mounting twice', async () => {
    const { call, answer } = controllableCall()
    const { StrictMode } = await import('react')
    render(<StrictMode>{wrap(<Reader call={call} label="S" />)}</StrictMode>)
    await act(async () => answer())
    expect(await screen.findByText('S: isi')).toBeTruthy()
  })

  it('turns a failed call into an error with its message', async () => {
    const call = async () => ({ status: false as const, message: 'Server sedang sibuk.' })
    render(wrap(<Reader call={call} label="E" />))
    expect(await screen.findByText('E: Server sedang sibuk.')).toBeTruthy()
  })
})

describe('paramHook().query', () => {
  it('carries the same key and call the hook uses, so +data fills the hook', async () => {
    const seen: unknown[] = []
    const useThing = paramHook(
      (tenantId: string, p: { id: number }) => ['thing', tenantId, p.id] as const,
      async (_ctx: ApiContext, p: { id: number }) => {
        seen.push(p)
        return { status: true as const, data: p.id * 2 }
      },
    )
    const query = useThing.query('demo', { id: 21 })
    expect(query.key).toEqual(['thing', 'demo', 21])
    expect(await query.run(ctx)).toEqual({ status: true, data: 42 })
    expect(seen).toEqual([{ id: 21 }])
  })
})
