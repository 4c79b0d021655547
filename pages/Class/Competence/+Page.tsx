import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ClassOverviewView } from '../../../features/classes/ClassOverviewView'
import type { ClassOverviewData } from '../../../features/classes/overviewData'

/** The foundation site's competence class: the class overview, under "Kelas Kompetensi". */
export default function Page() {
  const { slug } = useData<ClassOverviewData>()
  const { urlPathname } = usePageContext()
  return (
    <ClassOverviewView
      slug={slug}
      crumbs={[{ label: 'Kelas', href: '/Class' }, { label: 'Kelas Kompetensi' }]}
      path={urlPathname}
    />
  )
}
