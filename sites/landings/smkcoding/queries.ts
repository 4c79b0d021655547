import type { ApiQuery } from '../../../api/hooks'
import { FEW_PROGRAMS, LATEST_NEWS, OPEN_CLASSES } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.programs(t, FEW_PROGRAMS),
  q.classes(t, OPEN_CLASSES),
  q.posts(t, LATEST_NEWS),
  q.counters(t),
]
