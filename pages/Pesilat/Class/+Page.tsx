import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ActiveClasses } from '../../../features/classes/ActiveClasses'
import { ClassOverviewView } from '../../../features/classes/ClassOverviewView'

export default function Page() {
  const { slug } = useData<{ slug: string | null }>()
  const { urlPathname } = usePageContext()
  if (!slug)
    return (
      <ActiveClasses
        title="Kelas Pesilat"
        lead="Kelas Pesilat yang sedang membuka pendaftaran atau berjalan."
      />
    )
  return (
    <ClassOverviewView slug={slug} crumbs={[{ label: 'Kelas', href: '/Pesilat/Class' }]} path={urlPathname} />
  )
}
