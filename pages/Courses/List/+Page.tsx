import { useData } from 'vike-react/useData'
import { CourseListView } from '../../../features/classes/courses/CourseListView'

export default function Page() {
  const { searchHint } = useData<{ searchHint: string }>()
  return <CourseListView premium={false} searchHint={searchHint} />
}
