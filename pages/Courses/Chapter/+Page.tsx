import { useData } from 'vike-react/useData'
import { ChapterReader } from '../../../features/classes/courses/ChapterReader'
import type { ChapterData } from '../../../features/classes/courses/courseData'

export default function Page() {
  const { slug, chapterSlug } = useData<ChapterData>()
  return <ChapterReader slug={slug} chapterSlug={chapterSlug} />
}
