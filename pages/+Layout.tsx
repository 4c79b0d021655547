import '../shell/styles/fonts.css'
import '../shell/styles/global.scss'
import '../components/kit.scss'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { usePageContext } from 'vike-react/usePageContext'
import { revalidateWhenIdle } from '../shell/revalidateWhenIdle'
import { Shell } from '../shell/Shell'
import { SiteProvider, siteOf } from '../shell/site'

const SWR_MIDDLEWARE = [revalidateWhenIdle]

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const site = siteOf(pageContext)
  return (
    <SiteProvider site={site}>
      <SWRConfig value={{ fallback: pageContext.data?.fallback ?? {}, use: SWR_MIDDLEWARE }}>
        <Shell currentPath={pageContext.urlPathname}>{children}</Shell>
      </SWRConfig>
    </SiteProvider>
  )
}
