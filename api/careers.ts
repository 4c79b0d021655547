/**
 * Careers and their job openings (SPEC §7 `v1/career/*`). Every message carries SPEC §8's prefix:
 * `Success fetch list Career: ` / `Failed fetch list Career: `, likewise `list Job`, `detail Career`,
 * `detail Job`. Fields beyond slug, careerId and id are not shown in the spec; unknown ones pass.
 */
import * as z from 'zod/mini'
import { optNum, optStr } from './fields'
import { CALLS } from './calls'
import type { Query } from './client'
import type { ApiContext } from './context'
import { fetchItem, fetchList, prefixed } from './envelope'
import { paramHook } from './hooks'
import type { ListResult, Result } from './result'

export const CAREER_PREFIXES = {
  careerList: prefixed('list Career'),
  jobList: prefixed('list Job'),
  careerDetail: prefixed('detail Career'),
  jobDetail: prefixed('detail Job'),
} as const

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

export interface CareerListParams {
  page?: number
}
export interface JobListParams {
  careerId: number
  page?: number
}
export interface CareerDetailParams {
  slug: string
}
export interface JobDetailParams {
  id: number
}

export const careerListQuery = (p: CareerListParams): Query => ({ page: p.page })
export const jobListQuery = (p: JobListParams): Query => ({ careerId: p.careerId, page: p.page })
export const careerDetailQuery = (p: CareerDetailParams): Query => ({ slug: p.slug })
export const jobDetailQuery = (p: JobDetailParams): Query => ({ id: p.id })

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

export const careerKeys = {
  list: (tenantId: string, p: CareerListParams = {}) => ['careers', tenantId, p] as const,
  jobs: (tenantId: string, p: JobListParams) => ['career-jobs', tenantId, p] as const,
  detail: (tenantId: string, p: CareerDetailParams) => ['career', tenantId, p.slug] as const,
  job: (tenantId: string, p: JobDetailParams) => ['career-job', tenantId, p.id] as const,
}

export const useCareers = paramHook(careerKeys.list, listCareers)

export const useJobs = paramHook(careerKeys.jobs, listJobs)

export const useCareer = paramHook(careerKeys.detail, getCareer)

export const useJob = paramHook(careerKeys.job, getJob)
