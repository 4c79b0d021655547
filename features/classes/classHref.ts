import type { ClassItem } from '../../api/classes'

/** A class's own page: by slug (the canonical form; `/Class/{code}` also works, see sites/routes.ts). */
export const classHref = (item: Pick<ClassItem, 'slug'>): string => `/Class/${encodeURIComponent(item.slug)}`
