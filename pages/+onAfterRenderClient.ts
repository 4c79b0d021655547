import type { PageContextClient } from 'vike/types'

/**
 * After a client-side navigation the head follows the page (on hydration the server HTML already has
 * it). Loaded on the first navigation, not with the page: the first load's script budget is tight.
 */
export default async function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) return
  const { applyHeadTags, headTags } = await import('../shell/headTags')
  applyHeadTags(headTags(pageContext))
}
