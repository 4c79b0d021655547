/**
 * The first hydration runs inside a transition (shell/reactDomClient.ts), the page is marked as
 * listened to by React once it has started, and the browser build hands that module to every
 * importer of `react-dom/client` but itself (vite.config.ts).
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it, vi } from 'vitest'

const calls: string[] = []

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>()
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      calls.push('transition starts')
      scope()
      calls.push('transition ends')
    },
  }
})

vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>()
  const hydrateRoot = () => {
    calls.push('hydrateRoot')
    return { root: 'hydrated' }
  }
  return { ...actual, hydrateRoot, default: { ...actual, hydrateRoot } }
})

describe('hydration in a transition', () => {
  it('calls React DOM’s hydrateRoot inside startTransition, then marks that React listens, and returns its root', async () => {
    // The page's mark (shell/hydrated.ts), on the one document this Node test has: a stand-in.
    vi.stubGlobal('document', {
      documentElement: { setAttribute: (name: string) => calls.push(`mark ${name}`) },
      dispatchEvent: (event: Event) => calls.push(`event ${event.type}`),
    })
    const shim = await import('../../shell/reactDomClient')
    calls.length = 0
    const root = shim.default.hydrateRoot({} as Element, null)
    expect(calls).toEqual([
      'transition starts',
      'hydrateRoot',
      'transition ends',
      'mark data-react-listens',
      'event app:react-listens',
    ])
    expect(root).toEqual({ root: 'hydrated' })
    expect(shim.hydrateRoot).toBe(shim.default.hydrateRoot)
    vi.unstubAllGlobals()
  })

  it('leaves the rest of React DOM’s client API as it is', async () => {
    const shim = await import('../../shell/reactDomClient')
    const actual = await vi.importActual<typeof import('react-dom/client')>('react-dom/client')
    expect(shim.default.createRoot).toBe(actual.createRoot)
    expect(shim.createRoot).toBe(actual.createRoot)
  })
})

describe('the build’s alias', async () => {
  const config = (await import('../../vite.config')).default as { plugins: unknown[] }
  const plugin = config.plugins
    .flat(Infinity)
    .find((p): p is Plugin => (p as Plugin | null)?.name === 'alkademi:hydrate-in-transition')!
  const shimPath = path.resolve(import.meta.dirname, '../../shell/reactDomClient.ts')
  const resolve = (source: string, importer: string | undefined) =>
    (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(source, importer)

  it('serves the shim to vike-react and to everyone else in the browser build', () => {
    expect(resolve('react-dom/client', '/x/node_modules/vike-react/dist/integration/onRenderClient.js')).toBe(
      shimPath,
    )
    expect(resolve('react-dom/client', undefined)).toBe(shimPath)
  })

  it('lets the shim import the real module, and leaves other imports alone', () => {
    expect(resolve('react-dom/client', shimPath)).toBeNull()
    expect(resolve('react-dom', '/x/app.tsx')).toBeNull()
    expect(resolve('react-dom/server', '/x/app.tsx')).toBeNull()
  })

  it('applies to the browser build only (the server renders to strings)', () => {
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
  })
})
