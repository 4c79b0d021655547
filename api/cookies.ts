/**
 * The browser's `TokenStore` (api/context.ts): the guest and client access tokens in cookies
 * (SPEC §6), written with js-cookie. Lifetime COOKIE_MAX_AGE_SECONDS (SPEC §9, 30 days), path `/`,
 * SameSite=Lax, Secure when the page is served over https. The access token sent with calls is the
 * client token (after a login) when present, else the guest token.
 */
import Cookies from 'js-cookie'
import type { TokenStore } from './context'

// Here rather than beside the app token (./token.ts): every first load reads the cookies, and
// only calls and the login make app tokens.
export const COOKIE_MAX_AGE_SECONDS = 2_592_000
export const GUEST_TOKEN_COOKIE = 'guest-token'
export const CLIENT_TOKEN_COOKIE = 'client-token'

/** The part of js-cookie's API the store uses; tests pass a fake to inspect the attributes. */
export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, attributes?: Cookies.CookieAttributes): unknown
  remove(name: string, attributes?: Cookies.CookieAttributes): void
}

export interface CookieStoreOptions {
  /** Secure attribute; defaults to whether the current page is served over https. */
  secure?: boolean
  /** Clock for the `expires` date (tests). */
  now?: () => number
}

/** The attributes every token cookie is written with. `max-age` wins over `expires` where supported. */
export function tokenCookieAttributes(secure: boolean, now = Date.now()): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Lax',
    secure,
    expires: new Date(now + COOKIE_MAX_AGE_SECONDS * 1000),
    'max-age': String(COOKIE_MAX_AGE_SECONDS),
  }
}

function pageIsHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

export function cookieTokenStore(jar: CookieJar = Cookies, options: CookieStoreOptions = {}): TokenStore {
  const secure = options.secure ?? pageIsHttps()
  const now = options.now ?? Date.now
  const write = (name: string, value: string) => jar.set(name, value, tokenCookieAttributes(secure, now()))
  const read = (name: string) => jar.get(name) || undefined
  return {
    getAccessToken: () => read(CLIENT_TOKEN_COOKIE) ?? read(GUEST_TOKEN_COOKIE),
    getGuestToken: () => read(GUEST_TOKEN_COOKIE),
    setGuestToken: (token) => write(GUEST_TOKEN_COOKIE, token),
    setClientToken: (token) => write(CLIENT_TOKEN_COOKIE, token),
    clear: () => {
      jar.remove(GUEST_TOKEN_COOKIE, { path: '/' })
      jar.remove(CLIENT_TOKEN_COOKIE, { path: '/' })
    },
  }
}
