import type { PageContextClient } from 'vike/types'

/**
 * After a client-side navigation the head follows the page (on hydration the server HTML already has
 * it). Loaded on the first navigation, not with the page: the first load's script budget is tight.
 */
export default async function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) return
  let head: typeof import('../shell/headTags')
  try {
    head = await import('../shell/headTags')
  } catch (error) {
    // Offline before the module was ever loaded: the page is shown all the same, with the last head.
    console.warn('[head] not updated:', error)
    return
  }
  head.applyHeadTags(head.headTags(pageContext))
}
