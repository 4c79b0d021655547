/**
 * Leaving for the central account login (SPEC §2), shared by `/Login` and the error page's
 * "needs a login" case: keep where to come back to (checked against SPEC §5 on the way back, in
 * `/CallbackAuth`), then go to the central login with this site's redirect target, the tenant id,
 * the code and a fresh token (shell/account.ts).
 */
import { centralLoginUrl, saveReturnTarget } from '../../shell/account'
import type { SiteRuntime } from '../../sites/runtime'

export async function openCentralLogin(
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  returnTarget: string | null,
): Promise<void> {
  saveReturnTarget(returnTarget)
  window.location.assign(await centralLoginUrl(site, window.location.origin))
}
