import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: ['site'],
  // Pre-rendering is driven per tenant by scripts/build-tenants.ts; the server bundle stays for renderer/.
  prerender: { partial: true, disableAutoRun: true, keepDistServer: true },
  lang: 'id',
  // Links prefetch by our policy (visible, idle, not on 2g/data-saver/offline): shell/prefetch.ts.
  prefetchStaticAssets: false,
  meta: {
    pageTitle: { env: { server: true, client: true } },
    pageDescription: { env: { server: true, client: true } },
  },
} satisfies Config
