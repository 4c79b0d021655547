import type { PageContext } from 'vike/types'
import { pageTitle } from '../shell/pageTitle'
import { siteOf } from '../shell/site'

export default function title(pageContext: PageContext): string {
  const site = siteOf(pageContext)
  const siteName = site.settings?.title || site.tenant.name
  const own = pageContext.data?.meta?.title ?? pageContext.config.pageTitle
  return pageTitle(own, siteName, pageContext.urlPathname === '/')
}
