/**
 * What every page runs once it has loaded, in a chunk of its own that the first load does not carry:
 * the version check (SPEC §4), and the service worker's registration with its notice that a new
 * version is ready (./UpdateNotice.tsx), which the shell places in its notices (./Notices.tsx).
 * The shell mounts it once the page is idle after `load` (shell/idle.ts); both waited for that
 * moment already, so moving them here changes when their code downloads, not when they act.
 *
 * What has to see the page from its first moment stays in the first load: the page views (analytics
 * and statistics count the first page even when the visitor leaves it before the page is idle), the
 * offline notice and the outbox's report (a connection lost right after the page arrived is when
 * they matter, and then this chunk could not load).
 */
import { UpdateNotice } from './UpdateNotice'
import { useVersionCheck } from './useVersionCheck'

export default function AfterLoad() {
  useVersionCheck()
  return <UpdateNotice />
}
