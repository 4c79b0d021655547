/** Response helpers shared by the sandbox routes: the backend's envelope, paging and validation. */
import type { Context } from 'hono'

export interface Page {
  page: number
  perPage: number
}

export function badRequest(c: Context, message: string) {
  return c.json({ status: false, message }, 400)
}

export function notFound(c: Context, message = 'Data tidak ditemukan') {
  return c.json({ status: false, message }, 404)
}

export function item<T>(c: Context, data: T, message = 'OK') {
  return c.json({ status: true, message, data })
}

/** Reads a positive integer query parameter; `undefined` when absent, `null` when invalid. */
export function intParam(c: Context, name: string): number | undefined | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return undefined
  if (!/^\d+$/.test(raw)) return null
  const value = Number(raw)
  return value >= 1 && value <= 1_000_000 ? value : null
}

/** `page` and `pageSize` (or `perPage`) with defaults; a 400 response when either is invalid. */
export function readPage(c: Context, defaultSize: number): Page | Response {
  const page = intParam(c, 'page')
  // An invalid pageSize (null) must not fall through to perPage: `??` would skip it.
  const pageSize = intParam(c, 'pageSize')
  const size = pageSize !== undefined ? pageSize : intParam(c, 'perPage')
  if (page === null) return badRequest(c, 'Parameter page harus bilangan bulat positif')
  if (size === null || (size !== undefined && size > 100))
    return badRequest(c, 'Parameter pageSize harus antara 1 dan 100')
  return { page: page ?? 1, perPage: size ?? defaultSize }
}

/**
 * The exact page of a list, with SPEC §9's pagination fields. `present` (what an item looks like on
 * the wire) runs over that page only: a list of 10,000 posts (the scale mode, seed/scale.ts) is not
 * copied whole to send ten.
 */
export function paged<T, U = T>(
  c: Context,
  all: readonly T[],
  { page, perPage }: Page,
  message = 'OK',
  present?: (item: T) => U,
) {
  const start = (page - 1) * perPage
  const slice = all.slice(start, start + perPage)
  return c.json({
    status: true,
    message,
    data: present ? slice.map(present) : slice,
    pagination: { page, perPage, totalItems: all.length, totalPages: Math.ceil(all.length / perPage) },
  })
}
