/**
 * Security headers for every response; the CSP allows the tenant's API origins for data and images,
 * and the page-view analytics script's origins (sites/analytics.ts).
 */
export function securityHeaders(
  apiOrigins: readonly string[],
  analytics: { script: readonly string[]; connect: readonly string[] } = { script: [], connect: [] },
): Record<string, string> {
  const api = apiOrigins.join(' ')
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...analytics.script].join(' '),
    // React style attributes and the theme <style> in <head>.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    [`connect-src 'self' ${api}`, ...analytics.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}
