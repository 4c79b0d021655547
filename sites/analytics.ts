/**
 * Where the page-view analytics script (SPEC §7: "a page-view analytics script with a per-layout
 * measurement id") comes from, decided at build time:
 * - `ANALYTICS_SCRIPT_URL` when set (a self-hosted copy, or another provider endpoint);
 * - else, when the services host is local (the sandbox: `npm start`, tests), the sandbox's stand-in
 *   at `<origin>/analytics/gtag.js`, which records the hits so tests can count them: no network;
 * - else the provider's script.
 * The measurement id is configuration too (`analyticsIdFor`): SPEC §7 says there is one per layout
 * but gives none, so none is written in the code. A site without an id loads no script at all.
 */
export const PROVIDER_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
/** Where the provider's script sends hits (CSP connect-src), besides its own origin. */
const PROVIDER_COLLECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com']

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]'])

export function analyticsScriptUrl(env: Record<string, string | undefined>, servicesUrl: string): string {
  if (env.ANALYTICS_SCRIPT_URL) return env.ANALYTICS_SCRIPT_URL
  const services = new URL(servicesUrl)
  if (LOCAL.has(services.hostname)) return `${services.origin}/analytics/gtag.js`
  return PROVIDER_SCRIPT_URL
}

/**
 * The tenant's measurement id: `ANALYTICS_ID__<KEY>` (the key upper-cased, non-alphanumerics as `_`),
 * else the shared `ANALYTICS_ID`, else null (no analytics on that site).
 */
export function analyticsIdFor(key: string, env: Record<string, string | undefined>): string | null {
  const own = env[`ANALYTICS_ID__${key.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`]?.trim()
  return own || env.ANALYTICS_ID?.trim() || null
}

/** The origins the renderer's CSP must allow for the script and its hits. */
export function analyticsCsp(scriptUrl: string | undefined): { script: string[]; connect: string[] } {
  if (!scriptUrl) return { script: [], connect: [] }
  const origin = new URL(scriptUrl).origin
  const connect = scriptUrl === PROVIDER_SCRIPT_URL ? [origin, ...PROVIDER_COLLECT_ORIGINS] : [origin]
  return { script: [origin], connect }
}
