import type { PageContextServer } from 'vike/types'
import { siteOf } from '../../shell/site'
import { ROUTES } from '../../sites/routes'
import { offersPage } from '../../features/community/offered'

/** The test's questions are content, not data; only a site that does not offer it says so to crawlers. */
export function data(pageContext: PageContextServer) {
  return offersPage(siteOf(pageContext).tenant, ROUTES.discTest.pattern) ? {} : { noindex: true }
}
