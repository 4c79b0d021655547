import type { ApiQuery } from '../../../api/hooks'
import { OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.classes(t, OPEN_CLASSES),
  q.counters(t),
  q.testimonies(t, TESTIMONIES),
]
