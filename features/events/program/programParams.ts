import { PAGE_SIZE } from '../../../api/constants'
import type { ProgramDetailParams, ProgramListParams } from '../../../api/programs'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

const positive = (value: string | undefined): number | undefined => {
  const n = Number.parseInt(value ?? '', 10)
  return n > 0 ? n : undefined
}

/**
 * `/Program?page=&q=&state=&level=&category=&city=`: 6 a page (SPEC §9). `city` filters by where
 * the program is held (`heldCityIds`). Shared by +data and the page so SWR keys match.
 */
export function programListParams(query: UrlQuery): ProgramListParams {
  const categoryId = positive(query.category)
  const city = positive(query.city)
  return {
    page: pageFrom(query),
    perPage: PAGE_SIZE.program,
    ...(query.q ? { search: query.q } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.level ? { level: query.level } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(city ? { heldCityIds: [city] } : {}),
  }
}

export const programBySlug = (slug: string): ProgramDetailParams => ({ slug })
export const programById = (id: number): ProgramDetailParams => ({ id })

/** A positive integer path segment, else null (→ 404). */
export function idFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}

export const programHref = (p: { slug: string }) => `/Program/${encodeURIComponent(p.slug)}`

export const STATE_LABEL: Record<string, string> = {
  open: 'Pendaftaran dibuka',
  ongoing: 'Sedang berlangsung',
  finished: 'Selesai',
}
export const LEVEL_LABEL: Record<string, string> = {
  beginner: 'Pemula',
  intermediate: 'Menengah',
  advanced: 'Mahir',
}
export const TYPE_LABEL: Record<string, string> = {
  bootcamp: 'Bootcamp',
  beasiswa: 'Beasiswa',
  kompetisi: 'Kompetisi',
  pelatihan: 'Pelatihan',
}
export const label = (table: Record<string, string>, value: string | null | undefined) =>
  value ? (table[value] ?? value) : null
