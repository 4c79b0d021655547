import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ClassOverviewView } from '../../../features/classes/ClassOverviewView'
import type { ClassOverviewData } from '../../../features/classes/overviewData'

export default function Page() {
  const { slug } = useData<ClassOverviewData>()
  const { urlPathname } = usePageContext()
  return <ClassOverviewView slug={slug} crumbs={[{ label: 'Kelas', href: '/Class' }]} path={urlPathname} />
}
