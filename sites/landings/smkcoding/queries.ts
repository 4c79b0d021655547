import type { ApiQuery } from '../../../api/hooks'
import { FEW_PROGRAMS, LATEST_NEWS, COURSES_FIRST_PAGE } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.programs(t, FEW_PROGRAMS),
  q.courses(t, COURSES_FIRST_PAGE),
  q.posts(t, LATEST_NEWS),
  q.counters(t),
]
