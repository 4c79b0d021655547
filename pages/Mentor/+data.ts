/** The active mentors, fetched at build time so the raw HTML lists them. */
import type { PageContextServer } from 'vike/types'
import { useActiveMentors } from '../../api/batches'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [useActiveMentors.query(site.tenant.key)])
  return { fallback }
}
