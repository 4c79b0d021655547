/**
 * Whether someone is signed in, and the sign-in link: the part of shell/account.ts the header needs
 * on every first load. Signed in = a client token cookie exists (the access token differs from the
 * guest token, api/cookies.ts). The menu for a signed-in visitor, the profile and the central login
 * load only when needed (shell/AccountCorner.tsx).
 */
import { useSyncExternalStore } from 'react'
import { tokensOf, type TokenStore } from '../api/context'

export const CALLBACK_PATH = '/CallbackAuth'
export const LOGIN_PATH = '/Login'
/** Sign-up: a learner account through the central account, or the coding school's coder form. */
export const REGISTER_PATH = '/Register'

/** `path?redirect=<the page the visitor is on>`, unless that page is itself a step of signing in. */
function withReturn(path: string, currentPath: string): string {
  const back = [LOGIN_PATH, REGISTER_PATH, CALLBACK_PATH].some((p) => currentPath.startsWith(p))
    ? ''
    : currentPath
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path
}

/** The login link for the page the visitor is on. */
export const loginHref = (currentPath: string) => withReturn(LOGIN_PATH, currentPath)

/** The sign-up link for the page the visitor is on: a new learner comes back to it signed in. */
export const registerHref = (currentPath: string) => withReturn(REGISTER_PATH, currentPath)

const listeners = new Set<() => void>()
/** Cookies send no events: sign-in and sign-out here tell the subscribers. */
export const signedInChanged = () => listeners.forEach((l) => l())

export function hasClientToken(tokens: TokenStore | undefined): boolean {
  return Boolean(tokens && tokensOf(tokens).client)
}

/** Whether someone is signed in; false in the server render and during hydration. */
export function useSignedIn(tokens: TokenStore | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => hasClientToken(tokens),
    () => false,
  )
}

export function signIn(tokens: TokenStore | undefined, token: string) {
  tokens?.setClientToken(token)
  signedInChanged()
}
