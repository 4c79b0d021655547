import type { PageContextClient } from 'vike/types'
import { markListening } from '../shell/hydrated'

/** Hydration is about to start: from here React itself answers a tap (renderer/paintFirst.ts). */
export default function onBeforeRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) markListening()
}
