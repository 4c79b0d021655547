import type { ProgramListParams } from '../../../api/programs'
import { PAGE_SIZE } from '../../../api/constants'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

/** Programs 6 a page (SPEC §9), searchable (`?q=`). */
export function curriculumParams(query: UrlQuery): ProgramListParams {
  const search = query.q?.trim()
  return { page: pageFrom(query), perPage: PAGE_SIZE.program, ...(search ? { search } : {}) }
}
