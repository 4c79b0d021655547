import type { ApiQuery } from '../../../api/hooks'
import { LATEST_NEWS, COURSES_FIRST_PAGE, TESTIMONIES } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.courses(t, COURSES_FIRST_PAGE),
  q.posts(t, LATEST_NEWS),
  q.testimonies(t, TESTIMONIES),
  q.counters(t),
]
