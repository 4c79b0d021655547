import type { PageContextServer } from 'vike/types'
import { AKSARA_FEATURES } from '../../../content/aksara'
import { featureData } from '../../../features/showcase/featureData'

export const data = (pageContext: PageContextServer) => featureData(pageContext, AKSARA_FEATURES, 'Aksara')
