/**
 * Api-host calls (SPEC §7): `GET batch/active`, `GET silabus/{programId}`, `GET active/mentors`.
 * Batch lists page with their own fields (SPEC §3): `page.current_page`, `page.last_page`,
 * `data_count.per_page`, `data_count.total_data`, mapped here to `{ page, perPage, totalItems,
 * totalPages }`. Both paging parameters are sent only if set; the server pages 10 by default.
 */
import { type Query } from './client'
import { paramHook, plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { Batch, Silabus, Mentor } from './schemas/batches'

export type { Batch, Silabus, Mentor }

const call = lazyCalls(() => import('./fetchers/batches'))

export const listActiveBatches = call('listActiveBatches')
export const getSilabus = call('getSilabus')
export const listActiveMentors = call('listActiveMentors')

export interface BatchListParams {
  page?: number
  perPage?: number
}

export const batchListQuery = (p: BatchListParams): Query => ({ page: p.page, perPage: p.perPage })

export const batchKeys = {
  active: (tenantId: string, p: BatchListParams = {}) => ['batches-active', tenantId, p] as const,
  silabus: (tenantId: string, p: { programId: number }) => ['silabus', tenantId, p.programId] as const,
  mentors: (tenantId: string) => ['mentors-active', tenantId] as const,
}

export const useActiveBatches = paramHook(batchKeys.active, listActiveBatches)

export const useSilabus = paramHook(batchKeys.silabus, getSilabus)

export const useActiveMentors = plainHook(batchKeys.mentors, listActiveMentors)
