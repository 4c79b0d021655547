import type { PageContextServer } from 'vike/types'
import { featureData } from '../../../features/showcase/featureData'
import { LMS_FEATURES } from '../../../content/lmsFeatures'

export const data = (pageContext: PageContextServer) => featureData(pageContext, LMS_FEATURES, 'LMS')
