import { CourseListView } from '../../_classes/courses/CourseListView'

export default function Page() {
  return <CourseListView premium={true} />
}
