/**
 * What a call of api/hostedDb.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/hostedDb.ts) read it, so neither
 * imports the other.
 */
import { type Query } from '../client'

export interface RestListParams {
  /** PostgREST `select`, e.g. `name,amount`; default `*`. Use with a schema that fits the subset. */
  select?: string
  /** PostgREST `order`, e.g. `created_at.desc` (the default) or `amount.desc,id.asc`. */
  order?: string
  limit?: number
  /** Equality filters: `{ book_title: 'Metamorfosa' }` → `book_title=eq.Metamorfosa`. */
  eq?: Record<string, string | number | boolean>
}

export const DEFAULT_REST_ORDER = 'created_at.desc'

export function restQuery(p: RestListParams = {}): Query {
  const query: Query = { select: p.select, order: p.order ?? DEFAULT_REST_ORDER, limit: p.limit }
  for (const [column, value] of Object.entries(p.eq ?? {})) query[column] = `eq.${value}`
  return query
}

export const hostedDbKeys = {
  list: (tenantId: string, table: string, p: RestListParams = {}) => ['rest', tenantId, table, p] as const,
}
