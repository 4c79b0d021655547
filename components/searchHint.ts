/**
 * A search box's hint in the site's own words: "Nama kelas, mis. Latte Art" names one of the items
 * the site actually lists, never a topic another site teaches. A list page's `+data` picks it at
 * build time from the first page it bakes in (the tenant's own catalogue); with no item to name,
 * or none short enough to read whole in a phone's box, the hint names only what to type.
 */

/** Longest example that still fits a 360 px search box after the lead words. */
const MAX_EXAMPLE = 24

export function searchHint(what: string, names: readonly (string | null | undefined)[]): string {
  const example = names
    .map((n) => n?.trim() ?? '')
    .filter((n) => n.length > 0 && n.length <= MAX_EXAMPLE)
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0]
  return example ? `${what}, mis. ${example}` : `${what}…`
}

/** The item names of a list answer, or none when the call failed. */
export function namesOf<T>(
  result: { status: boolean; data?: unknown },
  name: (item: T) => string | null | undefined,
): string[] {
  if (!result.status || !Array.isArray(result.data)) return []
  return (result.data as T[]).map(name).filter((n): n is string => typeof n === 'string')
}
