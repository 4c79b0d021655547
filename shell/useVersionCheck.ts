/**
 * Start-up version check (SPEC §4), once per tab: compares the stored app version with the
 * server's and, on a change, clears storage and token cookies, renews the access token
 * (api/session.ts) and drops the service worker's runtime caches. It runs once the page is idle
 * (shell/idle.ts): static pages do not wait for it,
 * their content comes from the build snapshot. A failure is logged and retried on the next page load.
 */
import { useEffect } from 'react'
import { useApiContext } from '../api/hooks'
import { checkAppVersion } from '../api/session'
import { whenIdleAfterLoad } from './idle'
import { clearRuntimeCaches } from './serviceWorker'

let started = false
let settle: () => void = () => undefined
const settled = new Promise<void>((resolve) => (settle = resolve))

/**
 * Resolves once this tab's first version check has finished (either way). A page that stores a
 * token (CallbackAuth) waits for it: a check that finds a new version clears the token cookies.
 */
export function whenVersionChecked(): Promise<void> {
  return settled
}

export function useVersionCheck() {
  const ctx = useApiContext()
  useEffect(() => {
    if (started) return
    started = true
    let ran = false
    const cancel = whenIdleAfterLoad(() => {
      ran = true
      let storage: Storage
      try {
        storage = window.localStorage
      } catch {
        settle()
        return // storage blocked (private mode): nothing to compare with
      }
      void checkAppVersion(ctx, storage).then((result) => {
        settle()
        if (!result.status) {
          started = false
          console.warn(`[version] check failed, retried on the next page: ${result.message}`)
        } else if (result.data.changed) {
          // Pages and API answers kept offline belong to the old version (docs/spec.md §4, version check).
          void clearRuntimeCaches().catch((error: unknown) => console.warn('[sw] caches not cleared:', error))
        }
      })
    })
    return () => {
      if (ran) return
      cancel() // unmounted before it ran (React StrictMode mounts twice): the next mount starts it
      started = false
    }
  }, [ctx])
}
