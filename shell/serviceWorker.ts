/**
 * Service-worker registration (DESIGN.md) with `workbox-window`, loaded after the page so it never
 * delays first paint. A new worker waits until the visitor accepts the update (a silent reload
 * could throw away a half-filled form); then it takes over and the page reloads once, at most once
 * per 60 s (SPEC §9 reload throttle) so a broken deploy can never loop. Development builds have no
 * worker.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Workbox } from 'workbox-window'
import { RUNTIME_CACHES, SW_URL } from '../sw/protocol'

/** SPEC §9: reload throttle. */
export const RELOAD_THROTTLE_MS = 60_000
const RELOADED_AT_KEY = 'sw-reloaded-at'

let workbox: Workbox | null = null

/** Whether a reload is allowed now; records it when it is. */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0)
  if (now - last < RELOAD_THROTTLE_MS) return false
  storage.setItem(RELOADED_AT_KEY, String(now))
  return true
}

/** On an app version change (SPEC §4): drop what the worker kept at runtime and look for a new worker. */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name)))
  await workbox?.update()
}

export function useServiceWorker(): { updateReady: boolean; applyUpdate: () => void } {
  const [updateReady, setUpdateReady] = useState(false)

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return
    const start = async () => {
      const { Workbox } = await import('workbox-window')
      workbox = new Workbox(SW_URL)
      workbox.addEventListener('waiting', () => setUpdateReady(true))
      await workbox.register()
    }
    const run = () => void start().catch((error: unknown) => console.warn('[sw] not registered:', error))
    if (document.readyState === 'complete') run()
    else window.addEventListener('load', run, { once: true })
  }, [])

  const applyUpdate = useCallback(() => {
    const wb = workbox
    if (!wb) return
    wb.addEventListener('controlling', () => {
      let allowed = true
      try {
        allowed = mayReload(window.sessionStorage, Date.now())
      } catch {
        // storage blocked: reload anyway, the worker only changes once per deploy
      }
      if (allowed) window.location.reload()
    })
    setUpdateReady(false)
    wb.messageSkipWaiting()
  }, [])

  return { updateReady, applyUpdate }
}
