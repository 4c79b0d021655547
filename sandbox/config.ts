/**
 * Sandbox configuration. The sandbox is a stand-in for the production backends, so it keeps its own
 * copy of the public app-token key and client credentials (the same defaults as the web app's
 * configuration; override both through the same environment variables).
 */
export interface SandboxConfig {
  appTokenKeyHex: string
  appTokenCode: string
  appTokenMaxAgeMs: number
  clientId: string
  clientSecret: string
  /** How long the `timeout` fault stalls a response: longer than the web client's time-out. */
  stallMs: number
  appVersion: string
  /**
   * Display names of the sites the CMS knows, by layout key. The web app's launchers pass the
   * registry's names (the sandbox imports nothing of the app); a key without one gets its own key
   * as a title, like a freshly provisioned site.
   */
  siteTitles: Record<string, string>
  /**
   * Each site's domains by layout key (the web app's registry), by which an `Origin` names its
   * tenant (sandbox/tenancy.ts). `<key>.localhost` and bare localhost need no entry.
   */
  siteDomains: Record<string, readonly string[]>
  /**
   * Each site's brand colours by layout key (the web app's registry), which the generated covers of
   * its items take (sandbox/routes/images.ts); the CMS's own `css` colours win where it has some.
   */
  siteColours: Record<string, { primary: string; secondary: string }>
  /**
   * Sites that clone another (the web app's synthetic tenants, sites/synthetic.ts): by layout key,
   * the site whose layout their settings name and whose catalogue they are answered with
   * (sandbox/seed/clones.ts). Empty for the real tenants.
   */
  siteLayouts: Record<string, string>
  /**
   * The ports the web app is served on locally, so that `http://<key>.localhost:<port>` is a
   * registered return address of the login and the gateway (sandbox/returnAddress.ts): `SITE_PORTS`
   * (comma-separated), else `PORT` (3000) and `DEV_PORT` (5173). Any other loopback port is not.
   */
  sitePorts: readonly number[]
  /**
   * The payment gateway's secret: a payment callback must carry `X-Callback-Signature`, the
   * HMAC-SHA256 (hex) of its raw body with this key. Not a public value in production.
   */
  paymentCallbackSecret: string
  /**
   * `POST v1/statistics/record`'s rate limits, in batches: per client (its address and site; a
   * school's pupils share one address) and per site (sandbox/routes/logging.ts).
   */
  statisticsLimits: {
    client: { capacity: number; perMinute: number }
    tenant: { capacity: number; perMinute: number }
  }
}

export function sandboxConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  return {
    appTokenKeyHex: env.APP_TOKEN_KEY ?? '6b1f0c9a3d2e4f5a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c',
    appTokenCode: env.APP_TOKEN_CODE ?? 'alkademi-web',
    appTokenMaxAgeMs: 5 * 60 * 1000,
    clientId: env.API_CLIENT_ID ?? 'web-public',
    clientSecret: env.API_CLIENT_SECRET ?? 'web-public-secret',
    stallMs: Number(env.SANDBOX_STALL_MS ?? 15_000),
    appVersion: env.SANDBOX_APP_VERSION ?? '1.0.0',
    siteTitles: {},
    siteDomains: {},
    siteColours: {},
    siteLayouts: {},
    sitePorts: sitePorts(env),
    paymentCallbackSecret: env.SANDBOX_PAYMENT_SECRET ?? 'sandbox-payment-callback-secret',
    statisticsLimits: {
      client: { capacity: 120, perMinute: 120 },
      tenant: { capacity: 1200, perMinute: 1200 },
    },
  }
}

function sitePorts(env: Record<string, string | undefined>): number[] {
  const listed = env.SITE_PORTS?.split(',').map((p) => Number(p.trim()))
  const ports = listed ?? [Number(env.PORT ?? 3000), Number(env.DEV_PORT ?? 5173)]
  return ports.filter((p) => Number.isInteger(p) && p > 0 && p < 65536)
}
