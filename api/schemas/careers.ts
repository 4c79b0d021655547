/**
 * The response schemas of api/careers.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optNum, optStr, sampleFlag } from '../fields'

export const careerSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: optStr(),
  icon: optStr(),
  jobCount: optNum(),
})

export const jobSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  careerId: z.number(),
  slug: optStr(),
  title: z.string(),
  company: optStr(),
  location: optStr(),
  employmentType: optStr(),
  workplace: optStr(),
  salaryMin: optNum(),
  salaryMax: optNum(),
  description: optStr(),
  requirements: z.optional(z.nullable(z.array(z.string()))),
  postedAt: optStr(),
  deadline: optStr(),
})

export const careerDetailSchema = z.extend(careerSchema, { jobs: z.optional(z.nullable(z.array(jobSchema))) })
export const jobDetailSchema = z.extend(jobSchema, {
  career: z.optional(z.nullable(z.object({ id: z.number(), slug: z.string(), name: z.string() }))),
})

/** What `POST v1/career/job/apply` (ours) stored. */
export const jobApplicationSchema = z.looseObject({
  id: z.number(),
  jobId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  motivation: optStr(),
  cvUrl: z.string(),
  createdAt: z.string(),
})

export type Career = z.infer<typeof careerSchema>
export type Job = z.infer<typeof jobSchema>
export type CareerDetail = z.infer<typeof careerDetailSchema>
export type JobDetail = z.infer<typeof jobDetailSchema>
export type JobApplication = z.infer<typeof jobApplicationSchema>
