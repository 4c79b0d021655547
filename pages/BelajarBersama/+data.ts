import type { PageContextServer } from 'vike/types'
import { useClassOverview } from '../../api/classes'
import { FESTIVAL } from '../../content/festival'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { driveImage } from '../../features/showcase/media'
import { FESTIVAL_CLASS } from '../../features/events/festival/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const {
    fallback,
    results: [overview],
  } = await prefetch(site, [useClassOverview.query(site.tenant.key, FESTIVAL_CLASS)])
  const festivalClass = overview.status ? overview.data : null
  return {
    fallback,
    meta: {
      title: `${FESTIVAL.title}: ${FESTIVAL.tagline}`,
      description: festivalClass?.description || FESTIVAL.description,
      image: festivalClass?.logo || driveImage(site, FESTIVAL.image),
    },
  }
}
