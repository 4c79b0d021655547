import { useData } from 'vike-react/useData'
import { CourseView } from '../../_classes/courses/CourseView'
import type { CourseData } from '../../_classes/courses/courseData'

export default function Page() {
  const { slug } = useData<CourseData>()
  return <CourseView slug={slug} />
}
