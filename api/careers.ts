/**
 * Careers and their job openings (SPEC §7 `v1/career/*`). Every message carries SPEC §8's prefix:
 * `Success fetch list Career: ` / `Failed fetch list Career: `, likewise `list Job`, `detail Career`,
 * `detail Job`. Fields beyond slug, careerId and id are not shown in the spec; unknown ones pass.
 */
import type { Query } from './client'
import { paramHook } from './hooks'

import { lazyCalls } from './lazy'
import { prefixed } from './messages'
import type { Career, Job, CareerDetail, JobDetail, JobApplication } from './schemas/careers'

export type { Career, Job, CareerDetail, JobDetail, JobApplication }

const call = lazyCalls(() => import('./fetchers/careers'))

export const listCareers = call('listCareers')
export const listJobs = call('listJobs')
export const getCareer = call('getCareer')
export const getJob = call('getJob')
export const applyToJob = call('applyToJob')

export const CAREER_PREFIXES = {
  careerList: prefixed('list Career'),
  jobList: prefixed('list Job'),
  careerDetail: prefixed('detail Career'),
  jobDetail: prefixed('detail Job'),
} as const

/**
 * Payload of `POST v1/career/job/apply` (ours): the CV is uploaded first (`v1/upload` on the drive
 * host) and sent as its address.
 */
export interface JobApplicationInput {
  jobId: number
  name: string
  email: string
  phone: string
  motivation?: string
  cvUrl: string
}

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
