/**
 * The signed-in visitor (SPEC §2, §4, §6): the central account login, the session and sign-out.
 *
 * - Central login: the account service's login page (SPEC §2: its host or prefix contains `akun`,
 *   which makes links to it internal). Its address is the auth host's `/akun/login` (ours: SPEC
 *   does not show it; the sandbox serves it there). It gets the redirect target (this site's
 *   `/CallbackAuth`), the tenant id, the app-token code and a freshly generated app token, and comes
 *   back to `/CallbackAuth?token=<access token>`.
 * - Central sign-up: the account service's sign-up page, the auth host's `/akun/daftar` (ours, like
 *   the login's address; SPEC does not show one). Same parameters, same way back: the new learner
 *   (a student account) arrives at `/CallbackAuth?token=<access token>` signed in. `/Register`
 *   leaves for it on sites without the coder registration (sites/registry.ts `coderSignUp`).
 * - The page the visitor wanted is saved in sessionStorage before leaving and checked against
 *   SPEC §5 when coming back (`shell/redirect.ts`).
 * - Signed in, sign-in and the login link are ./signedIn.ts, which every first load carries.
 * - Sign-out clears both token cookies and reloads the home page, whose version check requests a
 *   fresh guest token (api/session.ts).
 * - The profile (`v1/user/me`) carries the token and is never kept by the service worker; its name
 *   is remembered in localStorage (this tenant's origin only) so the header still names the account
 *   when offline, instead of offering "Masuk" to someone who is signed in. Sign-out forgets it, and
 *   the learner's kept classes and invoices (./learnerCopy.ts).
 */
import type { TokenStore } from '../api/context'
import { makeAppToken } from '../api/token'
import { forgetLearnerCopy } from './learnerCopy'
import { CALLBACK_PATH, signedInChanged } from './signedIn'
import type { SiteRuntime } from '../sites/runtime'

export const RETURN_TARGET_KEY = 'auth-return'
export const DEFAULT_RETURN_TARGET = '/Welcome'

export function centralLoginBase(site: Pick<SiteRuntime, 'api'>): string {
  return `${site.api.hosts.auth}/akun/login`
}

/** The central sign-up page, beside the login (ours, like the login's address). */
export function centralSignUpBase(site: Pick<SiteRuntime, 'api'>): string {
  return `${site.api.hosts.auth}/akun/daftar`
}

/** `base` with SPEC §2's parameters: redirect target, tenant id, code and a fresh app token. */
async function withAccountParams(
  base: string,
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  origin: string,
  now: number,
): Promise<string> {
  const url = new URL(base)
  url.searchParams.set('redirect', `${origin}${CALLBACK_PATH}`)
  url.searchParams.set('tenant', site.tenant.key)
  url.searchParams.set('code', site.api.appToken.code)
  url.searchParams.set('token', await makeAppToken(site.api.appToken, now))
  return url.toString()
}

/** The central login address with SPEC §2's parameters: redirect target, tenant id, code, token. */
export function centralLoginUrl(
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  origin: string,
  now = Date.now(),
): Promise<string> {
  return withAccountParams(centralLoginBase(site), site, origin, now)
}

/** The central sign-up address, with the same parameters as the login: it comes back the same way. */
export function centralSignUpUrl(
  site: Pick<SiteRuntime, 'api' | 'tenant'>,
  origin: string,
  now = Date.now(),
): Promise<string> {
  return withAccountParams(centralSignUpBase(site), site, origin, now)
}

/** `/Login?redirect=/Class` keeps `/Class` for the way back; nothing given = the account page. */
export function saveReturnTarget(target: string | null) {
  try {
    window.sessionStorage.setItem(RETURN_TARGET_KEY, target || DEFAULT_RETURN_TARGET)
  } catch {
    // Storage blocked: the visitor lands on the default page after the login.
  }
}

export function takeReturnTarget(): string {
  try {
    const target = window.sessionStorage.getItem(RETURN_TARGET_KEY)
    window.sessionStorage.removeItem(RETURN_TARGET_KEY)
    return target ?? DEFAULT_RETURN_TARGET
  } catch {
    return DEFAULT_RETURN_TARGET
  }
}

export const PROFILE_KEY = 'account-profile'

export interface StoredProfile {
  name: string
}

export function rememberProfile(profile: StoredProfile | null): void {
  try {
    if (profile) window.localStorage.setItem(PROFILE_KEY, JSON.stringify({ name: profile.name }))
    else window.localStorage.removeItem(PROFILE_KEY)
  } catch {
    // Storage blocked: offline, the header names the account "Akun".
  }
}

export function storedProfile(): StoredProfile | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(PROFILE_KEY) ?? 'null') as unknown
    return value && typeof value === 'object' && 'name' in value && typeof value.name === 'string'
      ? { name: value.name }
      : null
  } catch {
    return null
  }
}

export function signOut(tokens: TokenStore | undefined) {
  tokens?.clear()
  rememberProfile(null)
  forgetLearnerCopy()
  signedInChanged()
  window.location.assign('/')
}

/** Initials for the avatar (the user record has no picture). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]]
  return letters.filter(Boolean).join('').toUpperCase() || '?'
}

/** Roles (SPEC §6 names the kinds, not the rules; the sandbox's: student, mentor, admin, …). */
export const canApprovePayouts = (role: string | undefined) => role === 'admin' || role === 'superadmin'
export const canRequestPayouts = (role: string | undefined) =>
  role === 'mentor' || role === 'partner' || role === 'teacher'
/** The writers' desk: writers (their own posts), editors and admins (any post of the site). */
export const canWritePosts = (role: string | undefined) =>
  role === 'writer' || role === 'editor' || role === 'admin'
/** Post categories: SPEC §6, "editor or admin". */
export const canEditCategories = (role: string | undefined) => role === 'editor' || role === 'admin'
