// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installChunkReload } from '../../shell/reload'

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true })
  window.dispatchEvent(event)
  return event
}

/** An import nobody handled: what the shell reloads for. */
function unhandledChunkError(): Event {
  const event = new Event('unhandledrejection', { cancelable: true })
  Object.assign(event, { reason: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') })
  window.dispatchEvent(event)
  return event
}

describe('installChunkReload (SPEC §8)', () => {
  it('reloads once on a failed chunk while online, and not again within 60 s', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const uninstall = installChunkReload()
    expect(unhandledChunkError().defaultPrevented).toBe(true)
    expect(unhandledChunkError().defaultPrevented).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    uninstall()
  })

  it('leaves a link’s code to the router: Vite’s preload error alone reloads nothing', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const uninstall = installChunkReload()
    expect(preloadError().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    uninstall()
  })

  it('does not reload while offline: the page and what was typed into it stay', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const uninstall = installChunkReload()
    expect(unhandledChunkError().defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    uninstall()
  })
})
