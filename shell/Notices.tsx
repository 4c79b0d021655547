/**
 * Messages about the app itself rather than the page: offline, and a new version ready. Fixed at the
 * bottom of the viewport so showing or hiding them never moves the page (no layout shift).
 */
import { useOnline } from './online'
import { useServiceWorker } from './serviceWorker'
import { OutboxStatus } from './useOfflineQueue'

export const OFFLINE_TEXT = 'Anda sedang offline. Halaman yang sudah dibuka tetap bisa dibaca.'
export const UPDATE_TEXT = 'Versi baru situs ini sudah tersedia.'
export const UPDATE_ACTION = 'Muat ulang'

export function Notices() {
  const online = useOnline()
  const { updateReady, applyUpdate } = useServiceWorker()
  return (
    <div className="notices">
      <div className="notice" role="status" aria-live="polite" hidden={online}>
        {online ? null : OFFLINE_TEXT}
      </div>
      <OutboxStatus />
      {updateReady && (
        <div className="notice" role="status">
          <span>{UPDATE_TEXT}</span>
          <button type="button" className="button button--small button--light" onClick={applyUpdate}>
            {UPDATE_ACTION}
          </button>
        </div>
      )}
    </div>
  )
}
