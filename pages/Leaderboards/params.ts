import type { LeaderboardParams, Program } from '../../api/programs'
import { pageFrom, type UrlQuery } from '../../components/urlState'

/** The program shown: `?program=` when it is one of the list, else the first program. */
export function pickedProgram(programs: readonly Program[], query: UrlQuery): Program | undefined {
  const wanted = Number.parseInt(query.program ?? '', 10)
  return programs.find((p) => p.id === wanted) ?? programs[0]
}

export const leaderboardParams = (programId: number, query: UrlQuery): LeaderboardParams => ({
  programId,
  page: pageFrom(query),
})
