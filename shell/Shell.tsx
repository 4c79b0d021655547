/**
 * The page shell (SPEC §2): loading indicator while no settings exist yet, the maintenance screen
 * when the settings say so (a missing flag counts), otherwise header, page and footer, themed by
 * the settings' `css` over the tenant's defaults. It also runs what every page needs once: the
 * version check and the service worker (./AfterLoad.tsx, whose code loads once the page is idle),
 * click and page-load logging, the link prefetch policy, the offline notice and the reload on a chunk
 * that failed to load (SPEC §8), page-view analytics (SPEC §7), the recorded statistics (page views
 * and Core Web Vitals, SPEC §7), and the background radio on the layouts that have one (SPEC §1).
 *
 * Header, page and footer hydrate apart (components/HydrationSlice.tsx): a tap on ☰ or the search
 * button while the page wakes up waits for the header only. Their elements are memoised, so the
 * shell's own re-renders do not reach a slice that has not hydrated yet; the page counts as
 * hydrated (./hydrated.ts) once all three have.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { HydrationSlice, whenSlicesHydrated } from '../components/HydrationSlice'
import { LoadingBar } from '../components/LoadingBar'
import { Spinner } from '../components/Spinner'
import { themeVariables } from '../sites/theme'
import { Footer } from './Footer'
import { Header } from './Header'
import { markHydrated } from './hydrated'
import { whenIdleAfterLoad } from './idle'
import { Maintenance } from './Maintenance'
import { Notices } from './Notices'
import { RadioSlot } from './RadioSlot'
import { usePageViewAnalytics } from './analytics'
import { useClickAndPageLoadLog } from './clickLog'
import { useNavigationState } from './navigation'
import { useLinkPrefetch } from './prefetch'
import { installChunkReload } from './reload'
import { useSite } from './site'
import { useStatistics } from './statistics'
import { useLiveSettings } from './useLiveSettings'

// A chunk that cannot load (offline on a first visit, a deploy that removed it) leaves the page as
// it is: nothing in AfterLoad is needed to read it. The next full page load tries again.
const AfterLoad = lazy<ComponentType>(() =>
  import('./AfterLoad').catch((error: unknown) => {
    console.warn('[shell] after-load tasks not loaded:', error)
    return { default: () => null }
  }),
)

/** True once the page is idle after `load`; false on the server and during hydration. */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), [])
  return idle
}

export function Shell({ children, currentPath }: { children: ReactNode; currentPath: string }) {
  const site = useSite()
  const { tenant } = site
  const live = useLiveSettings()
  const navigation = useNavigationState()
  const idle = useIdleAfterLoad()
  useClickAndPageLoadLog()
  useLinkPrefetch()
  useEffect(installChunkReload, [])
  useEffect(() => whenSlicesHydrated(markHydrated), [])
  usePageViewAnalytics(site.analyticsId, site.analyticsScriptUrl, currentPath)
  useStatistics(currentPath)
  const style = themeVariables(live.theme)
  // The registry's short name is for the registry's name: a title from the CMS has none.
  const shortName = live.siteName === tenant.name ? tenant.shortName : null
  const header = useMemo(
    () => (
      <Header
        siteName={live.siteName}
        shortName={shortName}
        logo={live.logo}
        nav={tenant.nav}
        signUp={tenant.signUp}
        currentPath={currentPath}
      />
    ),
    [live.siteName, shortName, live.logo, tenant.nav, tenant.signUp, currentPath],
  )
  const footer = useMemo(
    () => (
      <Footer
        siteName={live.siteName}
        tagline={tenant.tagline}
        logo={live.logoOnDark}
        nav={tenant.nav}
        social={tenant.social}
      />
    ),
    [live.siteName, tenant.tagline, live.logoOnDark, tenant.nav, tenant.social],
  )
  // In every state, the loading and maintenance screens too: the version check runs on each.
  const afterLoad = idle && (
    <Suspense fallback={null}>
      <AfterLoad />
    </Suspense>
  )

  if (!live.settings) {
    return (
      <div className="app app--loading" style={style}>
        <Spinner />
        <Notices>{afterLoad}</Notices>
      </div>
    )
  }
  if (live.maintenance) {
    return (
      <div className="app" style={style}>
        <Maintenance logo={live.logo} siteName={live.siteName} />
        <Notices>{afterLoad}</Notices>
      </div>
    )
  }
  return (
    <div className="app" style={style}>
      <LoadingBar state={navigation} />
      <a className="skip-link" href="#main">
        Langsung ke konten
      </a>
      <HydrationSlice>{header}</HydrationSlice>
      <main id="main" className="page">
        <HydrationSlice>{children}</HydrationSlice>
      </main>
      <HydrationSlice>{footer}</HydrationSlice>
      <RadioSlot tenant={tenant} siteName={live.siteName} />
      <Notices>{afterLoad}</Notices>
    </div>
  )
}
