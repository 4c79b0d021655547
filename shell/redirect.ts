/**
 * The one redirect rule of the app (SPEC §5, §8): a redirect target must be a path that starts with
 * a single slash (`/Class`) or dot-slash (`./Class`). Anything else (`//evil.com`, `https://…`,
 * `javascript:`, `/\evil.com`) would be an external navigation, which raises the internal redirect
 * error instead of leaving the site. Errors default to status code 500.
 */

export class RedirectError extends Error {
  override name = 'RedirectError'
  readonly statusCode: number
  constructor(
    readonly target: string,
    statusCode = 500,
  ) {
    super(`Internal redirect error: refused external redirect target ${JSON.stringify(target)}`)
    this.statusCode = statusCode
  }
}

/** SPEC §5: a single leading slash or `./`, and no backslash or control character a browser would bend. */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0) return false
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs: `/\evil.com` is `//evil.com`.
  if (target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return false
  if (target.startsWith('./')) return !target.startsWith('.//')
  return target.startsWith('/') && !target.startsWith('//')
}

/** The target itself when it is safe, else throws `RedirectError` (status 500 unless told). */
export function safeRedirectTarget(target: unknown, statusCode = 500): string {
  if (!isSafeRedirect(target)) throw new RedirectError(String(target), statusCode)
  return target
}

/** Navigates in the browser to a safe target (client routing where it can); throws on an unsafe one. */
export async function redirectTo(target: unknown): Promise<void> {
  const path = safeRedirectTarget(target)
  const { navigate } = await import('vike/client/router')
  await navigate(path)
}
