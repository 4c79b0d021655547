/**
 * What a call of api/batches.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/batches.ts) read it, so neither
 * imports the other.
 */
import { type Query } from '../client'

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
