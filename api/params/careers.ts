/**
 * What a call of api/careers.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/careers.ts) read it, so neither
 * imports the other.
 */
import type { Query } from '../client'
import { prefixed } from '../messages'

export const CAREER_PREFIXES = {
  careerList: prefixed('list Career'),
  jobList: prefixed('list Job'),
  careerDetail: prefixed('detail Career'),
  jobDetail: prefixed('detail Job'),
} as const

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
