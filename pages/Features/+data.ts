import type { PageContextServer } from 'vike/types'
import { LMS_FEATURES } from '../../content/lmsFeatures'
import { featureData } from '../_showcase/featureData'

export const data = (pageContext: PageContextServer) => featureData(pageContext, LMS_FEATURES, 'LMS')
