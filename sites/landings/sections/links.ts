import { isBuiltPath } from '../../routes'

/**
 * A landing links to a page only once that page is built (SPEC §2 routes are built one by
 * one); until then the action points at the section of the landing that answers the same need.
 */
export function pageOr(path: string, fallback: string): string {
  return isBuiltPath(path.split(/[?#]/)[0] ?? path) ? path : fallback
}

/** The detail link of an item, or null while its page is not built (the card then has no link). */
export function detailHref(path: string): string | null {
  return isBuiltPath(path) ? path : null
}
