/**
 * Where the page-view analytics script (SPEC §7: "a page-view analytics script with a per-layout
 * measurement id") comes from, decided at build time:
 * - `ANALYTICS_SCRIPT_URL` when set (a self-hosted copy, or another provider endpoint);
 * - else, when the services host is local (the sandbox: `npm start`, tests), the sandbox's stand-in
 *   at `<origin>/analytics/gtag.js`, which records the hits so tests can count them: no network;
 * - else the provider's script.
 * The measurement id itself is per layout: `Tenant.analyticsId` (sites/registry.ts).
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

/** The origins the renderer's CSP must allow for the script and its hits. */
export function analyticsCsp(scriptUrl: string | undefined): { script: string[]; connect: string[] } {
  if (!scriptUrl) return { script: [], connect: [] }
  const origin = new URL(scriptUrl).origin
  const connect = scriptUrl === PROVIDER_SCRIPT_URL ? [origin, ...PROVIDER_COLLECT_ORIGINS] : [origin]
  return { script: [origin], connect }
}
