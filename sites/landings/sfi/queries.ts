import type { ApiQuery } from '../../../api/hooks'
import { FEW_PROGRAMS, OPEN_CLASSES } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.classes(t, OPEN_CLASSES),
  q.programs(t, FEW_PROGRAMS),
  q.counters(t),
]
