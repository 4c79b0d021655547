/**
 * The fetcher of api/careers.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  CAREER_PREFIXES,
  careerDetailQuery,
  careerListQuery,
  jobDetailQuery,
  jobListQuery,
  type CareerDetailParams,
  type CareerListParams,
  type JobDetailParams,
  type JobListParams,
} from '../params/careers'
import { optNum, optStr } from '../fields'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'

export const careerSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: optStr(),
  icon: optStr(),
  jobCount: optNum(),
})

export const jobSchema = z.looseObject({
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

export type Career = z.infer<typeof careerSchema>
export type Job = z.infer<typeof jobSchema>
export type CareerDetail = z.infer<typeof careerDetailSchema>
export type JobDetail = z.infer<typeof jobDetailSchema>

/** `GET v1/career/list (page)`. */
export function listCareers(
  ctx: ApiContext,
  p: CareerListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Career>> {
  return fetchList(
    ctx,
    CALLS.careerList,
    careerSchema,
    { query: careerListQuery(p), signal },
    CAREER_PREFIXES.careerList,
  )
}

/** `GET v1/career/job/list (careerId, page)`. */
export function listJobs(ctx: ApiContext, p: JobListParams, signal?: AbortSignal): Promise<ListResult<Job>> {
  return fetchList(
    ctx,
    CALLS.careerJobList,
    jobSchema,
    { query: jobListQuery(p), signal },
    CAREER_PREFIXES.jobList,
  )
}

/** `GET v1/career/detail (slug)`. */
export function getCareer(
  ctx: ApiContext,
  p: CareerDetailParams,
  signal?: AbortSignal,
): Promise<Result<CareerDetail>> {
  return fetchItem(
    ctx,
    CALLS.careerDetail,
    careerDetailSchema,
    { query: careerDetailQuery(p), signal },
    CAREER_PREFIXES.careerDetail,
  )
}

/** `GET v1/career/job/detail (id)`. */
export function getJob(
  ctx: ApiContext,
  p: JobDetailParams,
  signal?: AbortSignal,
): Promise<Result<JobDetail>> {
  return fetchItem(
    ctx,
    CALLS.careerJobDetail,
    jobDetailSchema,
    { query: jobDetailQuery(p), signal },
    CAREER_PREFIXES.jobDetail,
  )
}
