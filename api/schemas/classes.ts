/**
 * The response schemas of api/classes.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optBool, optNum, optStr, sampleFlag } from '../fields'

export const classSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  code: optStr(),
  classroomId: optNum(),
  name: z.string(),
  description: optStr(),
  logo: optStr(),
  state: optStr(),
  level: optStr(),
  type: optStr(),
  programId: optNum(),
  price: optNum(),
  startDate: optStr(),
  preClass: optBool(),
})

export const classOverviewSchema = z.extend(classSchema, {
  program: z.optional(z.nullable(z.object({ id: z.number(), slug: z.string(), name: z.string() }))),
  weeks: optNum(),
  /** Seats, and those taken now (enrolments included): `registered >= quota` is a full class. */
  quota: optNum(),
  registered: optNum(),
})

export const syllabusSchema = z.looseObject({
  classroomId: z.number(),
  classId: optNum(),
  name: optStr(),
  weeks: z.array(
    z.looseObject({ week: z.number(), title: z.string(), topics: z.optional(z.array(z.string())) }),
  ),
})

export const webinarSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  speaker: optStr(),
  speakerTitle: optStr(),
  programId: optNum(),
  cover: optStr(),
  startAt: z.string(),
  durationMinutes: optNum(),
  link: optStr(),
  isFree: optBool(),
})

export type ClassItem = z.infer<typeof classSchema>
export type ClassOverview = z.infer<typeof classOverviewSchema>
export type Syllabus = z.infer<typeof syllabusSchema>
export type Webinar = z.infer<typeof webinarSchema>
