import type { ApiQuery } from '../../../api/hooks'
import { FEW_CLASSES, LATEST_BLOG, OPEN_PROGRAMS } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.programs(t, OPEN_PROGRAMS),
  q.classes(t, FEW_CLASSES),
  q.posts(t, LATEST_BLOG),
  q.counters(t),
]
