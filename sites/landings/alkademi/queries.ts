import type { ApiQuery } from '../../../api/hooks'
import { LATEST_NEWS, OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.classes(t, OPEN_CLASSES),
  q.posts(t, LATEST_NEWS),
  q.testimonies(t, TESTIMONIES),
  q.counters(t),
]
