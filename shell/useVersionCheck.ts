/**
 * Start-up version check (SPEC §4), once per tab: compares the stored app version with the
 * server's and, on a change, clears what an earlier page left in storage and the token cookies
 * (./leftBefore.ts), renews the access token (api/session.ts) and drops the service worker's
 * runtime caches. It runs from ./AfterLoad.tsx, which the shell mounts once the page is idle
 * (shell/idle.ts): static pages do not wait for it, their content comes from the build snapshot,
 * and a sign-in made before it runs is kept. A failure is logged and retried on the next page load.
 *
 * `/CallbackAuth` waits for it before it stores the new client token: otherwise a learner who opens
 * another page before the idle check has run (a link opened in a new tab, a reload) would carry the
 * token into a page whose check finds no stored version and clears what that page found, signing
 * them out seconds after they signed in.
 */
import { useEffect } from 'react'
import type { ApiContext } from '../api/context'
import { useApiContext } from '../api/hooks'
import { checkAppVersion } from '../api/session'
import { leftBeforeThisPage } from './leftBefore'
import { clearRuntimeCaches } from './serviceWorker'

let running: Promise<void> | null = null

/** The tab's version check: started by the first caller, shared by the later ones; never throws. */
export function versionCheckOnce(ctx: ApiContext): Promise<void> {
  if (running) return running
  let storage: Storage
  try {
    storage = window.localStorage
  } catch {
    return Promise.resolve() // storage blocked (private mode): nothing to compare with
  }
  running = checkAppVersion(ctx, storage, { before: leftBeforeThisPage() }).then((result) => {
    if (!result.status) {
      running = null
      console.warn(`[version] check failed, retried on the next page: ${result.message}`)
    } else if (result.data.changed) {
      // Pages and API answers kept offline belong to the old version (docs/spec.md §4, version check).
      void clearRuntimeCaches().catch((error: unknown) => console.warn('[sw] caches not cleared:', error))
    }
  })
  return running
}

export function useVersionCheck() {
  const ctx = useApiContext()
  useEffect(() => {
    void versionCheckOnce(ctx)
  }, [ctx])
}
