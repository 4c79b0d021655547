/** `/Overview/{code?}`: one class's overview, or without a code the active classes, 6 a page. */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ActiveClasses } from '../../features/classes/ActiveClasses'
import { ClassOverviewView } from '../../features/classes/ClassOverviewView'
import '../../features/classes/styles.scss'

export default function Page() {
  const { slug } = useData<{ slug: string | null }>()
  const { urlPathname } = usePageContext()
  if (!slug)
    return (
      <ActiveClasses title="Kelas Aktif" lead="Kelas yang sedang membuka pendaftaran atau sedang berjalan." />
    )
  return (
    <ClassOverviewView
      slug={slug}
      crumbs={[{ label: 'Kelas Aktif', href: '/Overview' }]}
      path={urlPathname}
    />
  )
}
