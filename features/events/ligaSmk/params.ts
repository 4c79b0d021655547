import type { ProgramListParams, ProgramSchoolsParams } from '../../../api/programs'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

/**
 * The league is a program of the catalogue (type `kompetisi`, named "Liga SMK …"): its dates are the
 * schedule and its registered schools are the participants. Shared by +data and the page.
 */
export const LEAGUE_QUERY: ProgramListParams = { search: 'Liga SMK', filterType: 'kompetisi', perPage: 1 }

export const leagueSchoolsParams = (programId: number, query: UrlQuery = {}): ProgramSchoolsParams => ({
  programId,
  page: pageFrom(query),
  search: query.q || undefined,
})
