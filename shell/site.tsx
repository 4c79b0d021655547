/**
 * The tenant's runtime in React: provided once by the page shell, read with `useSite()`.
 *
 * Vike sends `pageContext.site` with the first page; client-side navigations to pages without
 * server data do not carry it again, so the first value is kept for the life of the tab (`keepSite`).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { cookieTokenStore } from '../api/cookies'
import { ApiProvider } from '../api/hooks'
import { TrailProvider } from '../components/Breadcrumbs'
import { ImageDefaultProvider } from '../components/Image'
import { SiteHostsProvider } from '../components/Link'
import { memoryTokenStore, type ApiContext, type TokenStore } from '../api/context'
import { apiContextFor } from '../sites/apiContext'
import { navTrail } from '../sites/navCrumbs'
import { rememberLeftBefore } from './leftBefore'
import type { SiteRuntime } from '../sites/runtime'

let hydratedSite: SiteRuntime | undefined

/**
 * In the browser, from pages/+onCreatePageContext.ts: the first page's runtime is kept when Vike
 * creates its context, and a later context (a navigation's, whose data carries no runtime) is given
 * it. Kept at render time only, it was lost when a link was followed while React still hydrated the
 * first page in slices (shell/reactDomClient.ts): the next page rendered before the first had, and
 * found no runtime. On the server each render brings its own tenant's and nothing is kept.
 */
export function keepSite(pageContext: { site?: SiteRuntime }) {
  if (typeof window === 'undefined') return
  if (pageContext.site) hydratedSite = pageContext.site
  else if (hydratedSite) pageContext.site = hydratedSite
}

export function siteOf(pageContext: { site?: SiteRuntime }): SiteRuntime {
  // Vike has already called keepSite for every context it made; a context built another way (a
  // test, a hook's own copy) goes through it here.
  keepSite(pageContext)
  if (pageContext.site) return pageContext.site
  throw new Error(
    'pageContext.site is missing: pages must be rendered through scripts/build-tenants.ts or renderer/',
  )
}

const SiteContext = createContext<SiteRuntime | null>(null)

export function useSite(): SiteRuntime {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() outside <SiteProvider>')
  return site
}

let browserTokens: TokenStore | undefined

/** Browser: the `guest-token`/`client-token` cookies; server: a throw-away memory store per render. */
function tokenStore(): TokenStore {
  if (typeof window === 'undefined') return memoryTokenStore()
  if (!browserTokens) {
    browserTokens = cookieTokenStore()
    rememberLeftBefore(browserTokens)
  }
  return browserTokens
}

export function SiteProvider({ site, children }: { site: SiteRuntime; children: ReactNode }) {
  const api = useMemo<ApiContext>(() => apiContextFor(site, tokenStore()), [site])
  const hosts = useMemo(() => [...site.tenant.domains, `${site.tenant.key}.localhost`], [site])
  const trailOf = useMemo(
    () => (crumbs: readonly { label: string; href?: string }[]) => navTrail(site.tenant.nav, crumbs),
    [site],
  )
  return (
    <SiteContext.Provider value={site}>
      <ApiProvider value={api}>
        <SiteHostsProvider hosts={hosts}>
          <ImageDefaultProvider src={site.settings?.imageDefault ?? undefined}>
            <TrailProvider trailOf={trailOf}>{children}</TrailProvider>
          </ImageDefaultProvider>
        </SiteHostsProvider>
      </ApiProvider>
    </SiteContext.Provider>
  )
}
