import type { ApiQuery } from '../../../api/hooks'

/** The coming-soon page shows nothing from the API: the site is not open yet. */
export const landingQueries = (): ApiQuery[] => []
