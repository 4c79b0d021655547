/**
 * The catalogue's URL (`?q=&state=&level=&type=&program=&programs=&preClass=&sort=&page=`) →
 * `v1/class/list` params. `programs` (comma-separated ids → `programIds`) is where a mentor's card
 * leads: the classes of the programs the mentor teaches. `preClass` is `true` (preparatory classes
 * only) or `false` (regular classes only); absent, both.
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
  const programIds = programIdsFrom(query.programs)
  return {
    page: pageFrom(query),
    perPage: PAGE_SIZE.class,
    ...(search ? { search } : {}),
    ...(known(CLASS_STATE_LABELS, query.state) ? { state: query.state } : {}),
    ...(known(CLASS_LEVEL_LABELS, query.level) ? { level: query.level } : {}),
    ...(known(CLASS_TYPE_LABELS, query.type) ? { type: query.type } : {}),
    ...(Number.isInteger(programId) && programId > 0 ? { programId } : {}),
    ...(programIds.length > 0 ? { programIds } : {}),
    ...(query.preClass === 'true' || query.preClass === 'false'
      ? { preClass: query.preClass === 'true' }
      : {}),
    sort: known(CLASS_SORT_LABELS, query.sort) ?? 'newest',
  }
}

/** `?programs=3,5` → [3, 5]: positive integers only, each once, at most 20 (a sane URL). */
export function programIdsFrom(value: string | undefined): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
  return [...new Set(ids)].slice(0, 20)
}

/** The catalogue filtered to some programs, e.g. those a mentor teaches. */
export const catalogueOfPrograms = (ids: readonly number[]) => `/Class?programs=${ids.join(',')}`

/** `?preClass=`: what the filter offers. */
export const PRE_CLASS_LABELS: Record<string, string> = {
  true: 'Kelas persiapan saja',
  false: 'Tanpa kelas persiapan',
}

/** The upcoming webinars row: the first three. */
export const WEBINAR_ROW: WebinarListParams = { page: 1, perPage: 3 }

/** Every program, for the program filter. */
export { ALL_PROGRAMS as PROGRAM_OPTIONS } from '../programOptions'
