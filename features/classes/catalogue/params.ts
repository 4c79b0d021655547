/**
 * The catalogue's URL (`?q=&state=&level=&type=&program=&sort=&page=`) → `v1/class/list` params.
 * Shared by +data (no query: the pre-rendered first page) and the page, so their SWR keys match.
 * Values outside the known options are dropped rather than sent (the API would answer 400).
 */
import type { ClassListParams, WebinarListParams } from '../../../api/classes'
import { PAGE_SIZE } from '../../../api/constants'
import type { UrlQuery } from '../../../components/urlState'
import { pageFrom } from '../../../components/urlState'
import { CLASS_LEVEL_LABELS, CLASS_SORT_LABELS, CLASS_STATE_LABELS, CLASS_TYPE_LABELS } from '../labels'

const known = (labels: Record<string, string>, value: string | undefined) =>
  value && value in labels ? value : undefined

export function catalogueParams(query: UrlQuery): ClassListParams {
  const programId = Number.parseInt(query.program ?? '', 10)
  const search = query.q?.trim()
  return {
    page: pageFrom(query),
    perPage: PAGE_SIZE.class,
    ...(search ? { search } : {}),
    ...(known(CLASS_STATE_LABELS, query.state) ? { state: query.state } : {}),
    ...(known(CLASS_LEVEL_LABELS, query.level) ? { level: query.level } : {}),
    ...(known(CLASS_TYPE_LABELS, query.type) ? { type: query.type } : {}),
    ...(Number.isInteger(programId) && programId > 0 ? { programId } : {}),
    sort: known(CLASS_SORT_LABELS, query.sort) ?? 'newest',
  }
}

/** The upcoming webinars row: the first three. */
export const WEBINAR_ROW: WebinarListParams = { page: 1, perPage: 3 }

/** Every program, for the program filter. */
export { ALL_PROGRAMS as PROGRAM_OPTIONS } from '../programOptions'
