import type { ProgramListParams } from '../../api/programs'

/** Every program on one page, for program pickers (the API caps a page at 100). */
export const ALL_PROGRAMS: ProgramListParams = { page: 1, perPage: 100 }
