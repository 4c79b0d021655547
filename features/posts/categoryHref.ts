import type { PostCategory } from '../../api/posts'
import { hrefWith } from '../../components/urlState'
import type { Section } from './sections'

/** The list of a category: articles have a page per category, other lists a `?category=` filter. */
export function categoryHref(section: Section, category: Pick<PostCategory, 'id' | 'slug'>): string {
  if (section.id === 'articles') return `/Articles/${encodeURIComponent(category.slug)}`
  return hrefWith(section.listPath, {}, { category: category.id })
}
