import { CourseListView } from '../../../features/classes/courses/CourseListView'

export default function Page() {
  return <CourseListView premium={false} />
}
