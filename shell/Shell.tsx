/**
 * The page shell (SPEC §2): loading indicator while no settings exist yet, the maintenance screen
 * when the settings say so (a missing flag counts), otherwise header, page and footer, themed by
 * the settings' `css` over the tenant's defaults. It also runs what every page needs once: the
 * version check, click and page-load logging, the link prefetch policy, the offline notice and the
 * reload on a chunk that failed to load (SPEC §8), page-view analytics (SPEC §7), the recorded
 * statistics (page views and Core Web Vitals, SPEC §7), and the background radio on the layouts that
 * have one (SPEC §1).
 */
import { useEffect, type ReactNode } from 'react'
import { LoadingBar } from '../components/LoadingBar'
import { Spinner } from '../components/Spinner'
import { themeVariables } from '../sites/theme'
import { Footer } from './Footer'
import { Header } from './Header'
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
import { useVersionCheck } from './useVersionCheck'

export function Shell({ children, currentPath }: { children: ReactNode; currentPath: string }) {
  const site = useSite()
  const { tenant } = site
  const live = useLiveSettings()
  const navigation = useNavigationState()
  useVersionCheck()
  useClickAndPageLoadLog()
  useLinkPrefetch()
  useEffect(installChunkReload, [])
  usePageViewAnalytics(site.analyticsId, site.analyticsScriptUrl, currentPath)
  useStatistics(currentPath)
  const style = themeVariables(live.theme)

  if (!live.settings) {
    return (
      <div className="app app--loading" style={style}>
        <Spinner />
      </div>
    )
  }
  if (live.maintenance) {
    return (
      <div className="app" style={style}>
        <Maintenance logo={live.logo} siteName={live.siteName} />
      </div>
    )
  }
  return (
    <div className="app" style={style}>
      <LoadingBar state={navigation} />
      <a className="skip-link" href="#main">
        Langsung ke konten
      </a>
      <Header
        siteName={live.siteName}
        logo={live.logo}
        nav={tenant.nav}
        signUp={tenant.signUp}
        currentPath={currentPath}
      />
      <main id="main" className="page">
        {children}
      </main>
      <Footer
        siteName={live.siteName}
        tagline={tenant.tagline}
        logo={live.logoOnDark}
        nav={tenant.nav}
        social={tenant.social}
      />
      <RadioSlot tenant={tenant} siteName={live.siteName} />
      <Notices />
    </div>
  )
}
