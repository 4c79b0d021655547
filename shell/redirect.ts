/**
 * The one redirect rule of the app (SPEC §5, §8): a redirect target must be a path that starts with
 * a single slash (`/Class`) or dot-slash (`./Class`). Anything else (`//evil.com`, `https://…`,
 * `javascript:`, `/\evil.com`) would be an external navigation, which raises the internal redirect
 * error instead of leaving the site. Errors default to status code 500.
 *
 * The rule is applied to the target as the browser will read it, not as written: dot segments and
 * doubled slashes are resolved first (`/.//evil.example` is the path `//evil.example`, which a later
 * navigation would take for another host), and so is every layer of percent-encoding
 * (`%2F.%2F%2Fevil.example`). A target is accepted only when every one of those readings is a path
 * on this site that starts with a single slash; what is navigated to is its resolved form.
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

/** SPEC §5 on one reading of the target: a single leading slash or `./`, nothing a browser would bend. */
function passesRule(target: string): boolean {
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs: `/\evil.com` is `//evil.com`.
  if (target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return false
  if (target.startsWith('./')) return !target.startsWith('.//')
  return target.startsWith('/') && !target.startsWith('//')
}

/** A stand-in origin: only whether a target stays on it matters. */
const BASE = 'http://site.invalid'

/** The path, query and hash a browser navigates to for `target` on this site, or null when it would leave. */
function resolved(target: string): string | null {
  let url: URL
  try {
    url = new URL(target, `${BASE}/`)
  } catch {
    return null
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** How many layers of percent-encoding are looked through; deeper nesting is refused outright. */
const MAX_DECODINGS = 4

/**
 * The target as it will be navigated to (dot segments and `./` resolved against the site's root), or
 * null when SPEC §5 refuses it in any reading: as written, resolved, or percent-decoded.
 */
export function normalizeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0) return null
  if (!passesRule(target)) return null
  const path = resolved(target)
  if (path === null || !passesRule(path)) return null
  let reading = target
  for (let i = 0; i <= MAX_DECODINGS; i++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(reading)
    } catch {
      return null // a broken escape: no browser reading to check, so no redirect
    }
    if (decoded === reading) return path
    const again = resolved(decoded)
    if (!passesRule(decoded) || again === null || !passesRule(again)) return null
    reading = decoded
  }
  return null
}

export function isSafeRedirect(target: unknown): target is string {
  return normalizeRedirect(target) !== null
}

/** The target's resolved path when it is safe, else throws `RedirectError` (status 500 unless told). */
export function safeRedirectTarget(target: unknown, statusCode = 500): string {
  const path = normalizeRedirect(target)
  if (path === null) throw new RedirectError(String(target), statusCode)
  return path
}

/** Navigates in the browser to a safe target (client routing where it can); throws on an unsafe one. */
export async function redirectTo(target: unknown): Promise<void> {
  // `safeRedirectTarget` resolves the target: what is navigated to is what was checked.
  const path = safeRedirectTarget(target)
  const { navigate } = await import('vike/client/router')
  await navigate(path)
}
