/**
 * The response schemas of api/batches.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optNum, optStr, sampleFlag } from '../fields'
import { programBatchSchema } from './programs'

/** An active batch: the batch a program page lists, plus the program it belongs to. */
export const batchSchema = z.extend(programBatchSchema, {
  program: z.optional(z.nullable(z.object({ id: z.number(), slug: z.string(), name: z.string() }))),
})

export const batchPageSchema = z.object({
  status: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.array(batchSchema),
  page: z.object({ current_page: z.number(), last_page: z.number() }),
  data_count: z.object({ per_page: z.number(), total_data: z.number() }),
})

export const silabusSchema = z.looseObject({
  programId: z.number(),
  programName: optStr(),
  totalHours: optNum(),
  modules: z.array(
    z.looseObject({
      order: z.number(),
      title: z.string(),
      description: optStr(),
      durationHours: optNum(),
      topics: z.optional(z.array(z.string())),
    }),
  ),
})

export const mentorSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  name: z.string(),
  title: optStr(),
  company: optStr(),
  expertise: z.optional(z.nullable(z.array(z.string()))),
  avatar: optStr(),
  linkedin: optStr(),
  programIds: z.optional(z.nullable(z.array(z.number()))),
})

export type Batch = z.infer<typeof batchSchema>
export type Silabus = z.infer<typeof silabusSchema>
export type Mentor = z.infer<typeof mentorSchema>
