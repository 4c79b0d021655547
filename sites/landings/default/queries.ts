import { useLandingCounters } from '../../../api/app'
import { useClasses, type ClassListParams } from '../../../api/classes'
import type { ApiQuery } from '../../../api/hooks'

/** The classes the default landing lists: the six newest open classes. */
export const HOME_CLASSES: ClassListParams = { perPage: 6, state: 'open', sort: 'newest' }

/** What the default landing shows from the API, fetched at build time (pages/index/+data.ts). */
export const landingQueries = (tenantId: string): ApiQuery[] => [
  useClasses.query(tenantId, HOME_CLASSES),
  useLandingCounters.query(tenantId),
]
