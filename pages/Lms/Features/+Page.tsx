import { usePageContext } from 'vike-react/usePageContext'
import { LMS_FEATURES, lmsFeatureBySlug } from '../../../content/lmsFeatures'
import { FeatureDetail } from '../../../features/showcase/FeatureDetail'
import '../../../features/showcase/styles.scss'

export default function Page() {
  const { routeParams } = usePageContext()
  // +data answered 404 for an unknown slug, so the feature exists here.
  const feature = lmsFeatureBySlug(routeParams.slug ?? '')!
  return (
    <FeatureDetail
      feature={feature}
      product="LMS"
      crumbs={[{ label: 'LMS', href: '/Lms' }]}
      others={LMS_FEATURES.filter((f) => f.slug !== feature.slug)}
      basePath="/Lms/Features"
    />
  )
}
