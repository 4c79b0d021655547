import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { programPageData } from '../../../features/events/program/programData'
import { idFrom, programById } from '../../../features/events/program/programParams'

/** The slug segment only decorates the address: an old or wrong one still shows the program. */
export function data(pageContext: PageContextServer) {
  const id = idFrom(pageContext.routeParams.id)
  if (id === null) throw render(404)
  return programPageData(pageContext, programById(id))
}
