import type { ApiQuery } from '../../../api/hooks'
import { FEW_PROGRAMS } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [q.programs(t, FEW_PROGRAMS), q.counters(t)]
