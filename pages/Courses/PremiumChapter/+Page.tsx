import { useData } from 'vike-react/useData'
import { ChapterReader } from '../../_classes/courses/ChapterReader'
import type { ChapterData } from '../../_classes/courses/courseData'

export default function Page() {
  const { slug, chapterSlug } = useData<ChapterData>()
  return <ChapterReader slug={slug} chapterSlug={chapterSlug} />
}
