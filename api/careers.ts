/**
 * Careers and their job openings (SPEC §7 `v1/career/*`). Every message carries SPEC §8's prefix:
 * `Success fetch list Career: ` / `Failed fetch list Career: `, likewise `list Job`, `detail Career`,
 * `detail Job`. Fields beyond slug, careerId and id are not shown in the spec; unknown ones pass.
 */
import { paramHook } from './hooks'
import { lazyCalls } from './lazy'
import type { Career, Job, CareerDetail, JobDetail } from './fetchers/careers'
import { careerKeys } from './params/careers'

export * from './params/careers'

export type { Career, Job, CareerDetail, JobDetail }

const call = lazyCalls(() => import('./fetchers/careers'))

export const listCareers = call('listCareers')
export const listJobs = call('listJobs')
export const getCareer = call('getCareer')
export const getJob = call('getJob')

export const useCareers = paramHook(careerKeys.list, listCareers)

export const useJobs = paramHook(careerKeys.jobs, listJobs)

export const useCareer = paramHook(careerKeys.detail, getCareer)

export const useJob = paramHook(careerKeys.job, getJob)
