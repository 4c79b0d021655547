/**
 * "A new version is ready": the service worker (./serviceWorker.ts) found a new build waiting, and
 * the visitor decides when the page reloads into it, so a half-filled form is never thrown away.
 */
import { useServiceWorker } from './serviceWorker'

export const UPDATE_TEXT = 'Versi baru situs ini sudah tersedia.'
export const UPDATE_ACTION = 'Muat ulang'

export function UpdateNotice() {
  const { updateReady, applyUpdate } = useServiceWorker()
  if (!updateReady) return null
  return (
    <div className="notice" role="status">
      <span>{UPDATE_TEXT}</span>
      <button type="button" className="button button--small button--light" onClick={applyUpdate}>
        {UPDATE_ACTION}
      </button>
    </div>
  )
}
