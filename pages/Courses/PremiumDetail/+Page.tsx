import { useData } from 'vike-react/useData'
import { CourseView } from '../../../features/classes/courses/CourseView'
import type { CourseData } from '../../../features/classes/courses/courseData'

export default function Page() {
  const { slug } = useData<CourseData>()
  return <CourseView slug={slug} />
}
