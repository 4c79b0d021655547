/**
 * Leaving for the central account (SPEC §2): its login, shared by `/Login` and the error page's
 * "needs a login" case, and its sign-up, from `/Register`. Keep where to come back to (checked
 * against SPEC §5 on the way back, in `/CallbackAuth`), then go to the central page with this site's
 * redirect target, the tenant id, the code and a fresh token (shell/account.ts).
 */
import { centralLoginUrl, centralSignUpUrl, saveReturnTarget } from '../../shell/account'
import type { SiteRuntime } from '../../sites/runtime'

export async function openCentralLogin(
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  returnTarget: string | null,
): Promise<void> {
  saveReturnTarget(returnTarget)
  window.location.assign(await centralLoginUrl(site, window.location.origin))
}

export async function openCentralSignUp(
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  returnTarget: string | null,
): Promise<void> {
  saveReturnTarget(returnTarget)
  window.location.assign(await centralSignUpUrl(site, window.location.origin))
}
