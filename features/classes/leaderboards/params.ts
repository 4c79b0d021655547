import type { LeaderboardParams } from '../../../api/programs'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

export { pickedProgram } from '../programOptions'

export const leaderboardParams = (programId: number, query: UrlQuery): LeaderboardParams => ({
  programId,
  page: pageFrom(query),
})
