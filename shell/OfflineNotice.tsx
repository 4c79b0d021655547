/**
 * Tells a visitor who lost the connection what still works. Fixed at the bottom of the viewport so
 * showing or hiding it never moves the page (no layout shift).
 */
import { useOnline } from './online'

export const OFFLINE_TEXT = 'Anda sedang offline. Halaman yang sudah dibuka tetap bisa dibaca.'

export function OfflineNotice() {
  const online = useOnline()
  return (
    <div className="offline-notice" role="status" aria-live="polite" hidden={online}>
      {online ? null : OFFLINE_TEXT}
    </div>
  )
}
