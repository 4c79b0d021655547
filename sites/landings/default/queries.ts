import type { ApiQuery } from '../../../api/hooks'
import { OPEN_CLASSES } from '../sections/params'
import { q } from '../sections/queries'

/** What the default landing shows from the API, fetched at build time (pages/index/+data.ts). */
export const landingQueries = (t: string): ApiQuery[] => [q.classes(t, OPEN_CLASSES), q.counters(t)]
