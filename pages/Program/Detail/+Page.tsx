import { usePageContext } from 'vike-react/usePageContext'
import { ProgramDetail } from '../ProgramDetail'
import { programBySlug } from '../programParams'

/** `/Program/{slug}`. */
export default function Page() {
  const { routeParams } = usePageContext()
  return <ProgramDetail params={programBySlug(routeParams.slug ?? '')} />
}
