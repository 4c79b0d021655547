import type { PageContextServer } from 'vike/types'
import { useAspirations, useBookReviews } from '../../api/hostedDb'
import { METAMORFOSA } from '../../content/metamorfosa'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { ASPIRATION_LIST, REVIEW_LIST } from '../../features/showcase/community'
import { highlightImage } from '../../features/showcase/highlight'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    useBookReviews.query(site.tenant.key, REVIEW_LIST),
    useAspirations.query(site.tenant.key, ASPIRATION_LIST),
  ])
  return {
    fallback,
    meta: {
      title: `${METAMORFOSA.title}: ${METAMORFOSA.subtitle}`,
      description: METAMORFOSA.description,
      image: highlightImage(site),
    },
  }
}
