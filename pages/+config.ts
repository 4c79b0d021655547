import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  passToClient: ['site'],
  // Pre-rendering is driven per tenant by scripts/build-tenants.ts; the server bundle stays for renderer/.
  prerender: { partial: true, disableAutoRun: true, keepDistServer: true },
  lang: 'id',
  meta: {
    pageTitle: { env: { server: true, client: true } },
    pageDescription: { env: { server: true, client: true } },
  },
} satisfies Config
