import type { PageData } from '../shell/pageData'
import type { SiteRuntime } from '../sites/runtime'

declare global {
  namespace Vike {
    interface PageContext {
      /** The tenant's runtime (sites/runtime.ts): set by the build per tenant and by the renderer per request. */
      site?: SiteRuntime
      /** SWR fallback entries a page's +data produced, keyed by unstable_serialize(key). */
      data?: PageData
    }
    interface Config {
      /** The page's own title; the site name is appended (shell/meta.ts). Dynamic pages use data.meta. */
      pageTitle?: string
      /** The page's description when its data does not give one. */
      pageDescription?: string
    }
  }
}

export {}
