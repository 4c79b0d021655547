/**
 * Online/offline status (SPEC §4: "Online/offline status is tracked"). The browser's own signal:
 * `navigator.onLine` plus the `online`/`offline` events. The server render assumes online, so the
 * offline notice never appears in pre-rendered HTML.
 */
import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
