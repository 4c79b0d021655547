/** Security headers for every response; the CSP allows the tenant's API origins for data and images. */
export function securityHeaders(apiOrigins: readonly string[]): Record<string, string> {
  const api = apiOrigins.join(' ')
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React style attributes and the theme <style> in <head>.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    // Podcast audio from the API's drive host; video players only on click, from YouTube's no-cookie host.
    `media-src 'self' ${api}`,
    'frame-src https://www.youtube-nocookie.com',
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
