/**
 * What an earlier page left in local storage and the token cookies, read once when this page starts
 * (the site's first render creates the token store). The version check runs once the page is idle
 * (./useVersionCheck.ts); on a new version it clears only this, where still unchanged, so a sign-in
 * or a queued form made before it ran is kept (api/session.ts).
 */
import { tokensOf, type TokenStore } from '../api/context'
import type { LeftBefore } from '../api/session'

let left: LeftBefore | undefined

function storageItems(): Record<string, string> {
  const items: Record<string, string> = {}
  try {
    const storage = window.localStorage
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null) items[key] = storage.getItem(key) ?? ''
    }
  } catch {
    // Storage blocked (private mode): the version check has nothing to compare with either.
  }
  return items
}

/** Called once, with the browser's token store, before anything on this page writes. */
export function rememberLeftBefore(tokens: TokenStore) {
  const { guest, client } = tokensOf(tokens)
  left ??= { items: storageItems(), guestToken: guest, clientToken: client }
}

export function leftBeforeThisPage(): LeftBefore | undefined {
  return left
}
