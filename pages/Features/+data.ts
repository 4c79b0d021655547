import type { PageContextServer } from 'vike/types'
import { LMS_FEATURES } from '../../content/lmsFeatures'
import { featureData } from '../../features/showcase/featureData'

/** The same features as /Lms/Features/{slug}: that address is the canonical one (pages/+Head.tsx). */
export const data = (pageContext: PageContextServer) => ({
  ...featureData(pageContext, LMS_FEATURES, 'LMS'),
  canonicalPath: `/Lms/Features/${encodeURIComponent(pageContext.routeParams.slug ?? '')}`,
})
