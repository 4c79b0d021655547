import type { PageContextClient } from 'vike/types'
import { navigationEnded } from '../shell/navigation'

export default function onPageTransitionEnd(pageContext: PageContextClient) {
  // A navigation that ends on the error page failed its data fetch (SPEC §4: "a failed loading bar").
  navigationEnded(Boolean(pageContext.is404 === false && pageContext.errorWhileRendering))
}
