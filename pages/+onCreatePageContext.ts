import type { PageContext } from 'vike/types'
import { keepSite } from '../shell/site'

/**
 * Every page context in the browser carries the tenant's runtime: the first page's, kept as soon as
 * Vike creates its context (shell/site.tsx `keepSite`), before any render.
 */
export default function onCreatePageContext(pageContext: PageContext) {
  keepSite(pageContext)
}
