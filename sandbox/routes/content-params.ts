/** Query and body readers shared by the content routes (posts, careers, classes, programs, batches). */
import type { Context } from 'hono'

/** A comma-separated list of positive integers; `undefined` when absent, `null` when malformed. */
export function intList(c: Context, name: string): number[] | undefined | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return undefined
  const parts = raw.split(',').map((s) => s.trim())
  if (!parts.every((s) => /^\d{1,9}$/.test(s))) return null
  return parts.map(Number)
}

/** `true`/`false` (also `1`/`0`); `undefined` when absent, `null` when malformed. */
export function boolParam(c: Context, name: string): boolean | undefined | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return undefined
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  return null
}

/** A path parameter that must be a positive integer; null when it is not. */
export function pathInt(c: Context, name: string): number | null {
  const raw = c.req.param(name)
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const value = Number(raw)
  return value >= 1 ? value : null
}

/** A query value that must be one of `allowed`; `undefined` when absent, `null` when not allowed. */
export function oneOf(c: Context, name: string, allowed: readonly string[]): string | undefined | null {
  const raw = c.req.query(name)
  if (raw === undefined || raw === '') return undefined
  return allowed.includes(raw) ? raw : null
}

export function includesText(haystack: string, needle: string | undefined): boolean {
  return !needle || haystack.toLowerCase().includes(needle.toLowerCase())
}
