import type { PageContextServer } from 'vike/types'
import { programPageData } from '../../../features/events/program/programData'
import { programBySlug } from '../../../features/events/program/programParams'

export const data = (pageContext: PageContextServer) =>
  programPageData(pageContext, programBySlug(pageContext.routeParams.slug ?? ''))
