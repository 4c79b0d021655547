import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ClassOverviewView } from '../../../features/classes/ClassOverviewView'
import { CourseView } from '../../../features/classes/courses/CourseView'
import type { CoursesDetailData } from './+data'

export default function Page() {
  const data = useData<CoursesDetailData>()
  const { urlPathname } = usePageContext()
  if (data.kind === 'class')
    return (
      <ClassOverviewView
        slug={data.slug}
        crumbs={[{ label: 'Kursus', href: '/Courses' }]}
        path={urlPathname}
      />
    )
  return <CourseView slug={data.slug} />
}
