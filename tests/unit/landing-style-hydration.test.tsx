// @vitest-environment happy-dom
/**
 * A landing's own styles (sites/landings/sections/LandingRoot.tsx) on a pre-rendered page: hydration
 * keeps the server's `<style>` element as it is, since an equal copy put in its place makes the
 * browser style and lay out the whole page again in the middle of hydration. A style that is not this
 * landing's (another family's, or an older text) goes; the landing's goes when the landing does.
 */
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LandingRoot } from '../../sites/landings/sections/LandingRoot'

// The server's way of writing the style into <head> (vike-react's useConfig) is not what is tested
// here, and its browser build refuses to load outside a Vike page.
vi.mock('vike-react/useConfig', () => ({ useConfig: () => () => undefined }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const CSS = '.hero{color:#123456}'

const landing = () => (
  <LandingRoot family="demo" css={CSS}>
    <section className="hero">Belajar</section>
  </LandingRoot>
)

function serverStyle(family: string, css: string): HTMLStyleElement {
  const style = document.createElement('style')
  style.setAttribute('data-landing-css', family)
  style.textContent = css
  document.head.append(style)
  return style
}

const landingStyles = () => [...document.head.querySelectorAll('style[data-landing-css]')]

let root: Root | null = null

function hydrate(): void {
  const container = document.createElement('div')
  container.innerHTML = renderToString(landing())
  document.body.append(container)
  act(() => {
    root = hydrateRoot(container, landing())
  })
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('a landing’s styles on hydration', () => {
  it('keeps the server’s element, the very node, and removes it with the landing', () => {
    const fromServer = serverStyle('demo', CSS)
    hydrate()
    expect(landingStyles()).toEqual([fromServer])
    expect(fromServer.isConnected).toBe(true)
    act(() => root?.unmount())
    root = null
    expect(landingStyles()).toEqual([])
  })

  it('replaces a style that is not this landing’s text, and one of another family', () => {
    const older = serverStyle('demo', '.hero{color:red}')
    const other = serverStyle('foundation', CSS)
    hydrate()
    const styles = landingStyles()
    expect(styles).toHaveLength(1)
    expect(styles[0]).not.toBe(older)
    expect(styles[0]).not.toBe(other)
    expect(styles[0]?.getAttribute('data-landing-css')).toBe('demo')
    expect(styles[0]?.textContent).toBe(CSS)
  })

  it('adds its own after a client-side navigation (no server copy)', () => {
    const container = document.createElement('div')
    document.body.append(container)
    act(() => {
      root = createRoot(container)
      root.render(landing())
    })
    expect(landingStyles().map((s) => s.textContent)).toEqual([CSS])
  })
})
