/**
 * The shape every `api/` call resolves to (SPEC §4, §8): a boolean status and a message, never a
 * thrown error. Lists add the pagination object of SPEC §9.
 */

export interface Pagination {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
}

export type Result<T> =
  | { status: true; message: string; data: T }
  | { status: false; message: string; data: null; httpStatus?: number; retryAfter?: string }

export type ListResult<T> =
  | { status: true; message: string; data: T[]; pagination: Pagination }
  | { status: false; message: string; data: null; pagination: null }

export function ok<T>(data: T, message = 'OK'): Result<T> {
  return { status: true, message, data }
}

/**
 * `httpStatus` (0 = no response) lets a caller tell "not found" from "unreachable"; `retryAfter` is
 * the answer's `Retry-After`, kept for the outbox, which waits as long as the service asked.
 */
export function fail(
  message: string,
  httpStatus?: number,
  retryAfter?: string,
): { status: false; message: string; data: null; httpStatus?: number; retryAfter?: string } {
  return {
    status: false,
    message,
    data: null,
    ...(httpStatus === undefined ? {} : { httpStatus }),
    ...(retryAfter ? { retryAfter } : {}),
  }
}

export function okList<T>(data: T[], pagination: Pagination, message = 'OK'): ListResult<T> {
  return { status: true, message, data, pagination }
}

/** A failed list resets to null (SPEC §8: "some lists reset to null"). */
export function failList(message: string): ListResult<never> {
  return { status: false, message, data: null, pagination: null }
}
