/**
 * Api-host calls (SPEC §7): `GET batch/active`, `GET silabus/{programId}`, `GET active/mentors`.
 * Batch lists page with their own fields (SPEC §3): `page.current_page`, `page.last_page`,
 * `data_count.per_page`, `data_count.total_data`, mapped here to `{ page, perPage, totalItems,
 * totalPages }`. Both paging parameters are sent only if set; the server pages 10 by default.
 */
import { paramHook, plainHook } from './hooks'
import { lazyCalls } from './lazy'
import type { Batch, Silabus, Mentor } from './fetchers/batches'
import { batchKeys } from './params/batches'

export * from './params/batches'

export type { Batch, Silabus, Mentor }

const call = lazyCalls(() => import('./fetchers/batches'))

export const listActiveBatches = call('listActiveBatches')
export const getSilabus = call('getSilabus')
export const listActiveMentors = call('listActiveMentors')

export const useActiveBatches = paramHook(batchKeys.active, listActiveBatches)

export const useSilabus = paramHook(batchKeys.silabus, getSilabus)

export const useActiveMentors = plainHook(batchKeys.mentors, listActiveMentors)
