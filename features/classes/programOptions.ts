import type { Program, ProgramListParams } from '../../api/programs'
import type { UrlQuery } from '../../components/urlState'

/** Every program on one page, for program pickers (the API caps a page at 100). */
export const ALL_PROGRAMS: ProgramListParams = { page: 1, perPage: 100 }

/** The program a picker shows: `?program=` when it is one of the list, else the first program. */
export function pickedProgram(programs: readonly Program[], query: UrlQuery): Program | undefined {
  const wanted = Number.parseInt(query.program ?? '', 10)
  return programs.find((p) => p.id === wanted) ?? programs[0]
}
