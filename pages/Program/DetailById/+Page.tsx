import { usePageContext } from 'vike-react/usePageContext'
import { ProgramDetail } from '../../../features/events/program/ProgramDetail'
import { idFrom, programById } from '../../../features/events/program/programParams'

/** `/Program/{id}/{slug}`: the same page by id (SPEC §2: program/{id} is a detail by id). */
export default function Page() {
  const { routeParams } = usePageContext()
  return <ProgramDetail params={programById(idFrom(routeParams.id) ?? 0)} />
}
