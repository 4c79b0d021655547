import type { ApiQuery } from '../../../api/hooks'
import { OPEN_PROGRAMS } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [q.programs(t, OPEN_PROGRAMS), q.counters(t)]
