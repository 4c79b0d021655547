/**
 * Service-worker registration (README, "sw/") with `workbox-window`, in the chunk the shell mounts
 * once the page is idle (./AfterLoad.tsx), so it never delays first paint. It registers while the
 * browser is online (else when the connection returns): a worker script fetched offline only fails,
 * and the browser logs that failure as an error. A new worker waits until the visitor accepts the
 * update (a silent reload could throw away a half-filled form); then it takes over and the page
 * reloads once, at most once per 60 s (SPEC §9 reload throttle) so a broken deploy can never loop.
 * Development builds have no worker.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Workbox } from 'workbox-window'
import { RUNTIME_CACHES, SW_URL } from '../sw/protocol'
import { throttledReload } from './reload'

let workbox: Workbox | null = null

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
    const register = () => void start().catch((error: unknown) => console.warn('[sw] not registered:', error))
    if (navigator.onLine) {
      register()
      return
    }
    window.addEventListener('online', register, { once: true })
    return () => window.removeEventListener('online', register)
  }, [])

  const applyUpdate = useCallback(() => {
    const wb = workbox
    if (!wb) return
    wb.addEventListener('controlling', () => void throttledReload(true))
    setUpdateReady(false)
    wb.messageSkipWaiting()
  }, [])

  return { updateReady, applyUpdate }
}
