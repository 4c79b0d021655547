import { usePageContext } from 'vike-react/usePageContext'
import { ProgramDetail } from '../../../features/events/program/ProgramDetail'
import { programBySlug } from '../../../features/events/program/programParams'

/** `/Program/{slug}`. */
export default function Page() {
  const { routeParams } = usePageContext()
  return <ProgramDetail params={programBySlug(routeParams.slug ?? '')} />
}
