/**
 * The app-version check of SPEC §4, written against small interfaces so it runs in the browser
 * (localStorage + cookie store) and in Node tests (memory storage + memory token store).
 *
 * 1. Read the server's version (`appVersion`) and compare it with the stored one.
 * 2. If different or absent: clear local storage and the `guest-token` / `client-token` cookies,
 *    save the new version, validate the access token (`tokenValidate`); if invalid: clear the
 *    cookies and request a new token (`tokenGenerate`), stored as the guest token.
 * 3. Same version: nothing is cleared. (Ours, beyond the spec: if no access token is stored at all,
 *    one is requested, so a first visit with an expired cookie still gets a guest token.)
 *
 * The spec's shell runs the check before the page shows; ours runs it once the page is idle, so the
 * visitor may already have signed in (or the page stored something) when it runs. Given what an
 * earlier page left (`LeftBefore`, read when this page started), step 2 clears only that, where
 * it is unchanged: what this page stored was stored under the version running now. Without it,
 * everything is cleared.
 *
 * A failure of the version call leaves everything untouched and reports `status: false`.
 * Nothing throws.
 */
import { generateToken, getAppVersion, validateToken } from './app'
import { tokensOf, type ApiContext, type TokenStore } from './context'
import { fail, ok, type Result } from './result'

export const APP_VERSION_STORAGE_KEY = 'app-version'

export type VersionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>

/** The storage items and token cookies as an earlier page left them (read when this page started). */
export interface LeftBefore {
  items: Record<string, string>
  guestToken: string | undefined
  clientToken: string | undefined
}

/** Clears what an earlier page left and this page has not replaced since (all of it without `before`). */
function clearLeftBefore(storage: VersionStorage, tokens: TokenStore, before: LeftBefore | undefined) {
  if (!before) {
    storage.clear()
    tokens.clear()
    return
  }
  for (const [key, value] of Object.entries(before.items))
    if (storage.getItem(key) === value) storage.removeItem(key)
  const { guest, client } = tokensOf(tokens)
  tokens.clear()
  if (guest && guest !== before.guestToken) tokens.setGuestToken(guest)
  if (client && client !== before.clientToken) tokens.setClientToken(client)
}

export interface VersionCheck {
  version: string
  /** The stored version differed from the server's or was absent: storage and cookies were cleared. */
  changed: boolean
  /** The access token is usable: it passed validation, was freshly issued, or (same version) was not checked. */
  tokenValid: boolean
  /** A new guest token was requested and stored. */
  tokenRenewed: boolean
}

/** An in-memory `Storage` stand-in (Node, tests, private-mode fallbacks). */
export function memoryStorage(initial: Record<string, string> = {}): VersionStorage & {
  readonly items: Map<string, string>
} {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  }
}

async function renewToken(ctx: ApiContext, tokens: TokenStore, signal?: AbortSignal): Promise<Result<null>> {
  tokens.clear()
  const res = await generateToken(ctx, signal)
  if (!res.status) return fail(res.message)
  tokens.setGuestToken(res.data.token)
  return ok(null, res.message)
}

export async function checkAppVersion(
  ctx: ApiContext,
  storage: VersionStorage,
  options: { signal?: AbortSignal; before?: LeftBefore } = {},
): Promise<Result<VersionCheck>> {
  const { signal, before } = options
  const tokens = ctx.tokens
  if (!tokens) return fail('Tidak ada penyimpanan token')
  const server = await getAppVersion(ctx, signal)
  if (!server.status) return fail(server.message)
  const version = server.data.version
  const changed = storage.getItem(APP_VERSION_STORAGE_KEY) !== version

  if (changed) {
    clearLeftBefore(storage, tokens, before)
    storage.setItem(APP_VERSION_STORAGE_KEY, version)
    const validation = await validateToken(ctx, signal)
    const tokenValid = validation.status && validation.data.valid
    if (tokenValid)
      return ok({ version, changed, tokenValid, tokenRenewed: false }, 'Versi aplikasi diperbarui')
    const renewed = await renewToken(ctx, tokens, signal)
    if (!renewed.status) return fail(renewed.message)
    return ok({ version, changed, tokenValid: true, tokenRenewed: true }, 'Versi aplikasi diperbarui')
  }

  if (!tokens.getAccessToken()) {
    const renewed = await renewToken(ctx, tokens, signal)
    if (!renewed.status) return fail(renewed.message)
    return ok({ version, changed, tokenValid: true, tokenRenewed: true }, 'Token baru dibuat')
  }
  return ok({ version, changed, tokenValid: true, tokenRenewed: false }, 'Versi aplikasi sama')
}
