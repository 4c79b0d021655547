import type { CareerListParams, JobListParams } from '../../api/careers'
import { pageFrom, type UrlQuery } from '../../components/urlState'

/** Shared by +data and the pages so SWR keys (and so the fallback) match. */
export const careerListParams = (query: UrlQuery): CareerListParams => ({ page: pageFrom(query) })
export const jobListParams = (careerId: number, query: UrlQuery): JobListParams => ({
  careerId,
  page: pageFrom(query),
})

/** `/Event/Careers/{id}/{slug?}`: a positive integer id, else null (→ 404). */
export function jobIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}

export const jobHref = (job: { id: number; slug?: string | null }) =>
  `/Event/Careers/${job.id}${job.slug ? `/${encodeURIComponent(job.slug)}` : ''}`
export const careerHref = (career: { slug: string }) => `/Career/${encodeURIComponent(career.slug)}`
