/**
 * Messages about the app itself rather than the page, fixed at the bottom of the viewport so showing
 * or hiding them never moves the page (no layout shift). The offline notice and the outbox's report
 * (./OutboxStatus.tsx) are here, in every first load: a connection lost right after the page arrived
 * is the case they exist for, and then nothing more could load. The new-version notice comes later
 * with ./AfterLoad.tsx, as `children`.
 */
import type { ReactNode } from 'react'
import { useOnline } from './online'
import { OutboxStatus } from './outbox/OutboxStatus'

export const OFFLINE_TEXT = 'Anda sedang offline. Halaman yang sudah dibuka tetap bisa dibaca.'

export function Notices({ children }: { children?: ReactNode }) {
  const online = useOnline()
  return (
    <div className="notices">
      <div className="notice" role="status" aria-live="polite" hidden={online}>
        {online ? null : OFFLINE_TEXT}
      </div>
      <OutboxStatus />
      {children}
    </div>
  )
}
