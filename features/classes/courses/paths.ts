/**
 * Course addresses (SPEC §2): free courses live under `/Courses`, premium ones under the literal
 * `/Courses/@Premium`; a chapter is `…/{slug}/module/{moduleSlug}/chapter/{chapterSlug}` (the module
 * segment is optional in the route; links the site makes always carry it).
 */
import type { Course, CourseChapterRef, CourseModule, CourseSummary } from '../../../api/courses'

export const COURSES_PATH = '/Courses'
export const PREMIUM_PATH = '/Courses/@Premium'

const seg = encodeURIComponent

export const courseBase = (course: Pick<CourseSummary, 'isPremium'>) =>
  course.isPremium ? PREMIUM_PATH : COURSES_PATH

export const courseHref = (course: Pick<CourseSummary, 'isPremium' | 'slug'>) =>
  `${courseBase(course)}/${seg(course.slug)}`

export const chapterHref = (
  course: Pick<CourseSummary, 'isPremium' | 'slug'>,
  moduleSlug: string,
  chapterSlug: string,
) => `${courseHref(course)}/module/${seg(moduleSlug)}/chapter/${seg(chapterSlug)}`

export interface FlatChapter extends CourseChapterRef {
  module: Pick<CourseModule, 'slug' | 'title' | 'order'>
  /** Readable without paying: free course, or a free preview chapter of a premium course. */
  open: boolean
}

/** The course's chapters in reading order, each with its module. */
export function flattenChapters(course: Pick<Course, 'modules' | 'isPremium'>): FlatChapter[] {
  return [...course.modules]
    .sort((a, b) => a.order - b.order)
    .flatMap((m) =>
      [...m.chapters]
        .sort((a, b) => a.order - b.order)
        .map((ch) => ({
          ...ch,
          module: { slug: m.slug, title: m.title, order: m.order },
          open: !course.isPremium || ch.isFree === true,
        })),
    )
}

/** The chapters before and after `chapterSlug` in reading order. */
export function neighbours(chapters: readonly FlatChapter[], chapterSlug: string) {
  const i = chapters.findIndex((c) => c.slug === chapterSlug)
  return { previous: i > 0 ? chapters[i - 1] : undefined, next: i >= 0 ? chapters[i + 1] : undefined }
}
