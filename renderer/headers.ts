/**
 * Security headers for every response the renderer sends, pages, files and plain-text errors alike.
 * The CSP allows the tenant's API origins for data and images and the page-view analytics script's
 * origins (sites/analytics.ts); a response that belongs to no known tenant gets the same policy
 * without them.
 *
 * `Strict-Transport-Security`: on by default in production (`NODE_ENV=production`), off otherwise
 * (a developer's `http://<key>.localhost` must stay reachable). `RENDERER_HSTS` overrides it: `off`,
 * `on` (two years, subdomains), or a full header value such as `max-age=300`.
 */
import { hostOrigins } from '../api/hosts'
import { analyticsCsp } from '../sites/analytics'
import { PAINT_FIRST_CSP } from './paintFirst'
import type { SiteRuntime } from '../sites/runtime'

export const DEFAULT_HSTS = 'max-age=63072000; includeSubDomains'

export function hstsValue(env: Record<string, string | undefined>): string | null {
  const setting = env.RENDERER_HSTS?.trim()
  if (setting === 'off' || setting === '0' || setting === 'false') return null
  if (setting === 'on' || setting === '1' || setting === 'true') return DEFAULT_HSTS
  if (setting) return setting
  return env.NODE_ENV === 'production' ? DEFAULT_HSTS : null
}

export function securityHeaders(
  apiOrigins: readonly string[],
  hsts: string | null = null,
  analytics: { script: readonly string[]; connect: readonly string[] } = { script: [], connect: [] },
): Record<string, string> {
  const api = apiOrigins.join(' ')
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval': site search compiles its own WebAssembly engine (/pagefind/); eval stays off.
    // The one inline script is each page's start-up (./paintFirst.ts), allowed by its hash.
    ["script-src 'self' 'wasm-unsafe-eval'", PAINT_FIRST_CSP, ...analytics.script].join(' '),
    // React style attributes and the theme <style> in <head>.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`.trim(),
    "font-src 'self'",
    [`connect-src 'self' ${api}`.trim(), ...analytics.connect].join(' '),
    // Podcast audio from the API's drive host; video players only on click, from YouTube's no-cookie host.
    `media-src 'self' ${api}`.trim(),
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (hsts) headers['Strict-Transport-Security'] = hsts
  return headers
}

/**
 * A built tenant's headers, from its `dist/<key>/site.json`: what the renderer sends with every
 * answer for the tenant, and what the edge's configuration (deploy/nginx.ts) writes for it.
 */
export function tenantSecurityHeaders(site: SiteRuntime, hsts: string | null): Record<string, string> {
  return securityHeaders(hostOrigins(site.api.hosts), hsts, analyticsCsp(site.analyticsScriptUrl))
}
