/**
 * The response schemas of api/courses.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optBool, optNum, optStr, sampleFlag } from '../fields'

export const courseSummarySchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: optStr(),
  cover: optStr(),
  level: optStr(),
  isPremium: optBool(),
  price: optNum(),
  /** The class whose payment unlocks a premium course. */
  classSlug: optStr(),
  moduleCount: optNum(),
  chapterCount: optNum(),
  durationMinutes: optNum(),
})

export const courseChapterRefSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  order: z.number(),
  durationMinutes: optNum(),
  isFree: optBool(),
})

export const courseModuleSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  order: z.number(),
  summary: optStr(),
  chapters: z.array(courseChapterRefSchema),
})

export const courseSchema = z.extend(courseSummarySchema, {
  description: optStr(),
  modules: z.array(courseModuleSchema),
})

export const chapterSchema = z.looseObject({
  courseSlug: z.string(),
  moduleSlug: z.string(),
  slug: z.string(),
  title: z.string(),
  order: optNum(),
  durationMinutes: optNum(),
  /** Sanitised by the page (components/RichText); null while locked. */
  content: optStr(),
  locked: optBool(),
  unlock: z.optional(
    z.nullable(
      z.looseObject({ classSlug: optStr(), className: optStr(), price: optNum(), message: optStr() }),
    ),
  ),
})

export type CourseSummary = z.infer<typeof courseSummarySchema>
export type Course = z.infer<typeof courseSchema>
export type CourseModule = z.infer<typeof courseModuleSchema>
export type CourseChapterRef = z.infer<typeof courseChapterRefSchema>
export type Chapter = z.infer<typeof chapterSchema>
