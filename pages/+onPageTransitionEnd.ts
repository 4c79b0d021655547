import type { PageContextClient } from 'vike/types'
import { navigationEnded } from '../shell/navigation'
import { keepOpenedPage } from '../shell/keepOpenedPage'

export default function onPageTransitionEnd(pageContext: PageContextClient) {
  // A navigation that ends on the error page failed its data fetch (SPEC §4: "a failed loading bar").
  const failed = Boolean(pageContext.is404 === false && pageContext.errorWhileRendering)
  navigationEnded(failed)
  // Only a page shown: the not-found and error pages are no page to read offline.
  if (!failed && !pageContext.is404 && pageContext.pageId !== '/pages/_error') keepOpenedPage()
}
