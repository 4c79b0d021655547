/**
 * The fetcher of api/careers.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
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
  type JobApplicationInput,
} from '../careers'
import { CALLS } from '../calls'
import type { CallOptions } from '../client'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  careerSchema,
  jobSchema,
  careerDetailSchema,
  jobDetailSchema,
  jobApplicationSchema,
  type JobApplication,
  type Career,
  type Job,
  type CareerDetail,
  type JobDetail,
} from '../schemas/careers'

export * from '../schemas/careers'

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

/** `POST v1/career/job/apply` (ours, api/README.md): an application with an uploaded CV. */
export function applyToJob(
  ctx: ApiContext,
  input: JobApplicationInput,
  options: CallOptions = {},
): Promise<Result<JobApplication>> {
  return fetchItem(ctx, CALLS.careerJobApply, jobApplicationSchema, { body: input, ...options })
}
