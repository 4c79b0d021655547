/**
 * Server data of the course page and the chapter reader: the course (404 if unknown) and, for the
 * reader, the chapter (404 if unknown in that course; a locked chapter is a normal 200 page).
 */
import type { PageContextServer } from 'vike/types'
import { useChapter, useCourse } from '../../../api/courses'
import { prefetch, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'

export interface CourseData {
  slug: string
  fallback: Record<string, unknown>
  meta: { title: string; description: string | null | undefined; image: string | null | undefined }
}

export interface ChapterData extends CourseData {
  chapterSlug: string
}

export async function loadCourse(pageContext: PageContextServer): Promise<CourseData> {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const {
    fallback,
    results: [course],
  } = await prefetch(site, [useCourse.query(site.tenant.key, { slug })])
  requireItem(course, 'Kursus')
  const c = course.data
  return { slug, fallback, meta: { title: c.title, description: c.summary || c.description, image: c.cover } }
}

export async function loadChapter(pageContext: PageContextServer): Promise<ChapterData> {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const chapterSlug = pageContext.routeParams.chapterSlug ?? ''
  const {
    fallback,
    results: [course, chapter],
  } = await prefetch(site, [
    useCourse.query(site.tenant.key, { slug }),
    useChapter.query(site.tenant.key, { courseSlug: slug, chapterSlug }),
  ])
  requireItem(course, 'Kursus')
  requireItem(chapter, 'Bab')
  const c = course.data
  const ch = chapter.data
  return {
    slug,
    chapterSlug,
    fallback,
    meta: {
      title: `${ch.title} · ${c.title}`,
      description: ch.content || c.summary,
      image: c.cover,
    },
  }
}
