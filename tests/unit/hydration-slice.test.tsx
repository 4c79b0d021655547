// @vitest-environment happy-dom
/**
 * A slice (components/HydrationSlice.tsx) is a Suspense boundary in the server's HTML and adds no
 * element of its own, and the page counts as hydrated only once every slice has: not when the root
 * commits with its slices still waiting.
 */
import { act, lazy, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrationSlice, whenSlicesHydrated } from '../../components/HydrationSlice'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Menu() {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
      Menu
    </button>
  )
}

const page = (
  <div className="app">
    <HydrationSlice>
      <header>
        <Menu />
      </header>
    </HydrationSlice>
    <main>
      <HydrationSlice>
        <p>Isi halaman</p>
      </HydrationSlice>
    </main>
  </div>
)

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hydration slices', () => {
  it('are Suspense boundaries around the server HTML, with no element of their own', () => {
    const html = renderToString(page)
    expect(html).toBe(
      '<div class="app"><!--$--><header><button type="button" aria-expanded="false">Menu</button></header><!--/$-->' +
        '<main><!--$--><p>Isi halaman</p><!--/$--></main></div>',
    )
  })

  it('count the page hydrated once every slice has, and the hydrated slices answer', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const marks: string[] = []
    await act(async () => {
      hydrateRoot(container, page)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    await act(async () => {
      whenSlicesHydrated(() => marks.push('hydrated'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(marks).toEqual(['hydrated'])
    const button = container.querySelector('button')!
    await act(async () => {
      button.click()
    })
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('wait for a slice whose code has not arrived yet, keeping its server HTML meanwhile', async () => {
    let arrive!: () => void
    const Late = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Isi halaman</p> })
        }),
    )
    const server = (
      <main>
        <HydrationSlice>
          <p>Atas</p>
        </HydrationSlice>
        <HydrationSlice>
          <p>Isi halaman</p>
        </HydrationSlice>
      </main>
    )
    const client = (
      <main>
        <HydrationSlice>
          <p>Atas</p>
        </HydrationSlice>
        <HydrationSlice>
          <Late />
        </HydrationSlice>
      </main>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(server)
    document.body.append(container)
    const marks: string[] = []
    await act(async () => {
      hydrateRoot(container, client)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    await act(async () => {
      whenSlicesHydrated(() => marks.push('hydrated'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(marks).toEqual([])
    expect(container.textContent).toBe('AtasIsi halaman')
    await act(async () => {
      arrive()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(marks).toEqual(['hydrated'])
    expect(container.textContent).toBe('AtasIsi halaman')
  })
})
