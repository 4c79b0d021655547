/**
 * A landing's build-time queries (sites/landings/…/queries.ts) as its sections' cards read them:
 * the lists of posts, programs and classes go into a page that shows a landing (the home, the
 * Pesilat landing) only as ./cardFields.ts projects them, never with a post's body. The landing's
 * sections are the only readers of these keys on such a page.
 */
import type { classKeys } from '../../api/classes'
import type { ApiQuery } from '../../api/hooks'
import type { postKeys } from '../../api/posts'
import type { programKeys } from '../../api/programs'
import { landingClass, landingNews, landingProgram } from './cardFields'
import { slimList } from './slimList'

// The landing's queries are typed as plain `ApiQuery`: the key's first entry names the call (typed
// against the hooks' keys, so a renamed key fails the typecheck here).
const POSTS: ReturnType<typeof postKeys.list>[0] = 'posts'
const PROGRAMS: ReturnType<typeof programKeys.list>[0] = 'programs'
const CLASSES: ReturnType<typeof classKeys.list>[0] = 'classes'

export function asLandingCards(query: ApiQuery): ApiQuery {
  switch (query.key[0]) {
    case POSTS:
      return slimList(query, landingNews)
    case PROGRAMS:
      return slimList(query, landingProgram)
    case CLASSES:
      return slimList(query, landingClass)
    default:
      return query
  }
}
