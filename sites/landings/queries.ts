/**
 * Each landing family's build-time queries, for the home page's `+data` (server side only: this
 * module is never imported by the browser bundle, so no landing's data code ships to another).
 * Families without queries of their own use the default landing's, like their component.
 */
import type { ApiQuery } from '../../api/hooks'
import type { LandingFamily } from '../layouts'
import { landingQueries as defaultQueries } from './default/queries'

type QueriesOf = (tenantId: string) => ApiQuery[]

const QUERIES: Partial<Record<LandingFamily, QueriesOf>> = {
  default: defaultQueries,
}

export function landingQueriesFor(family: LandingFamily, tenantId: string): ApiQuery[] {
  return (QUERIES[family] ?? defaultQueries)(tenantId)
}
