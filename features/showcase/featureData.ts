/** `+data` of a feature page: the feature by slug (404 when unknown) and its meta. */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LmsFeature } from '../../content/types'
import { siteOf } from '../../shell/site'
import { driveImage } from './media'

export function featureData(
  pageContext: PageContextServer,
  features: readonly LmsFeature[],
  product: string,
) {
  const feature = features.find((f) => f.slug === pageContext.routeParams.slug)
  if (!feature) throw render(404)
  const site = siteOf(pageContext)
  return {
    meta: {
      title: `${feature.title} | ${product}`,
      description: feature.description,
      image: driveImage(site, feature.image),
    },
  }
}
