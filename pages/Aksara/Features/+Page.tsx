import { usePageContext } from 'vike-react/usePageContext'
import { AKSARA_FEATURES, aksaraFeatureBySlug } from '../../../content/aksara'
import { FeatureDetail } from '../../../features/showcase/FeatureDetail'
import '../../../features/showcase/styles.scss'

export default function Page() {
  const { routeParams } = usePageContext()
  const feature = aksaraFeatureBySlug(routeParams.slug ?? '')!
  return (
    <FeatureDetail
      feature={feature}
      product="Aksara"
      crumbs={[{ label: 'Aksara', href: '/Aksara' }]}
      others={AKSARA_FEATURES.filter((f) => f.slug !== feature.slug)}
      basePath="/Aksara/Features"
    />
  )
}
