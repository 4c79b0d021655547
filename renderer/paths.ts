/**
 * From a request's path to a file of one tenant's `dist/<key>/`, and what of that folder is never
 * served. The rules are decided on the resolved file, relative to the tenant's root, never on the
 * raw path: `//site.json`, `///site.json` and `/About/../site.json` all name `site.json`.
 *
 * Never served: `site.json` and its compressed siblings (the tenant's runtime, read by the renderer
 * itself), and anything under
 * a dot-named folder or file (`.vite/` manifests, build bookkeeping, `.prev` copies).
 */
import path from 'node:path'

/** The decoded path of a request URL, or null when it cannot name a file (400). */
export function decodedPath(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  if (decoded.split('/').includes('..')) return null
  return decoded
}

/** True when `rel` (relative to the tenant root, `/`-separated or native) may be served. */
export function isServable(rel: string): boolean {
  const parts = rel.split(/[\\/]+/).filter(Boolean)
  if (parts.length === 0) return false
  if (parts.some((p) => p.startsWith('.') || p === '..')) return false
  // Every representation of a file shares its rule: `site.json.br` and `.gz` are `site.json`.
  return !(parts.length === 1 && parts[0]!.replace(/(\.(br|gz))+$/, '') === 'site.json')
}

/**
 * The files a decoded request path may name, in order: the path itself and its `index.html` (a
 * trailing slash names only the latter). Each is inside `root` and servable, or left out.
 */
export function candidateFiles(root: string, urlPath: string): string[] {
  const rels = urlPath.endsWith('/')
    ? [path.join(urlPath, 'index.html')]
    : [urlPath, path.join(urlPath, 'index.html')]
  const out: string[] = []
  for (const rel of rels) {
    const file = path.join(root, rel)
    if (!file.startsWith(root + path.sep)) continue
    if (!isServable(path.relative(root, file))) continue
    out.push(file)
  }
  return out
}

/**
 * The canonical spelling of a request path with a trailing slash (`/About/` → `/About`,
 * `/News/x//` → `/News/x`), or null when there is nothing to redirect: `/` itself, paths without a
 * trailing slash, and hashed assets (a missing asset stays a plain 404). Works on the raw (still
 * encoded) pathname so the target keeps its encoding; leading slashes are collapsed so the target
 * can never read as a protocol-relative address (`//evil.example/` → `/evil.example`).
 * The caller redirects only when the target is served (a file or a built route): a directory-like
 * static folder with no page (`/rss/`) stays a 404 rather than redirecting to one.
 */
export function slashlessPath(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null
  if (pathname.startsWith('/assets/')) return null
  const target = pathname.replace(/\/+$/, '').replace(/^\/+/, '/')
  return target === '' ? '/' : target
}
