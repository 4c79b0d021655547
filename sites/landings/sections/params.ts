/**
 * The API lists the landings show, one constant per list. A family's `queries.ts` (build time) and
 * its component (browser) use the same constant, so the pre-rendered data and the hook share a key.
 */
import type { ClassListParams } from '../../../api/classes'
import { PAGE_SIZE } from '../../../api/constants'
import type { CourseListParams } from '../../../api/courses'
import type { RestListParams } from '../../../api/hostedDb'
import type { PostListParams } from '../../../api/posts'
import { latestOf, POST_KIND_TABLE, type PostKind } from '../../../api/postKinds'
import type { ProgramListParams } from '../../../api/programs'

/**
 * Six newest open classes (SPEC §9: class lists page by 6): exactly the first page of the catalogue
 * at `/Class?state=open` (pages/Class/Catalogue/params.ts, same call and filters, the same key), which
 * the section links to; tests/unit/landings.test.ts holds the two together.
 */
export const OPEN_CLASSES: ClassListParams = {
  page: 1,
  perPage: PAGE_SIZE.class,
  state: 'open',
  sort: 'newest',
}
/** Where the open classes are listed in full. */
export const OPEN_CLASSES_PATH = '/Class?state=open'
/** The first page of `/Courses` (features/classes/courses/listParams.ts): the home's course section. */
export const COURSES_FIRST_PAGE: CourseListParams = { page: 1, perPage: PAGE_SIZE.class, premium: false }
/** Three classes, where classes are not the landing's main subject. */
export const FEW_CLASSES: ClassListParams = { perPage: 3, state: 'open', sort: 'newest' }
/** Open programs and bootcamps (SPEC §9: program lists page by 6). */
export const OPEN_PROGRAMS: ProgramListParams = { perPage: 6, state: 'open' }
export const FEW_PROGRAMS: ProgramListParams = { perPage: 3, state: 'open' }
/** A kind's newest posts as its landing section shows them (api/postKinds.ts `landing`). */
function latest(kind: PostKind): PostListParams {
  const params = latestOf(POST_KIND_TABLE, kind)
  if (!params) throw new Error(`api/postKinds.ts gives ${kind} no landing section`)
  return params
}
export const LATEST_NEWS = latest('news')
export const LATEST_BLOG = latest('blog')
export const LATEST_ARTICLES = latest('article')
export const LATEST_PODCASTS = latest('podcast')
export const TESTIMONIES: RestListParams = { limit: 3 }

/** `pintar` → `Pintar`: the product name of a pattern key, for copy. */
export function productTitle(product: string | null, fallback: string): string {
  if (!product) return fallback
  return product
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}
