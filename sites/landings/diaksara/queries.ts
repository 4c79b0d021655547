import type { ApiQuery } from '../../../api/hooks'
import { LATEST_ARTICLES, LATEST_NEWS } from '../sections/params'
import { q } from '../sections/queries'

export const landingQueries = (t: string): ApiQuery[] => [
  q.posts(t, LATEST_ARTICLES),
  q.posts(t, LATEST_NEWS),
]
