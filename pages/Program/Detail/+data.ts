import type { PageContextServer } from 'vike/types'
import { programPageData } from '../programData'
import { programBySlug } from '../programParams'

export const data = (pageContext: PageContextServer) =>
  programPageData(pageContext, programBySlug(pageContext.routeParams.slug ?? ''))
