/** The catalogue's first screen, baked in at build time: page 1 unfiltered, webinars, recent classes, programs. */
import type { PageContextServer } from 'vike/types'
import { useClasses, useRecentClasses, useWebinars } from '../../../api/classes'
import { usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { catalogueParams, PROGRAM_OPTIONS, WEBINAR_ROW } from './params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const { fallback } = await prefetch(site, [
    useClasses.query(key, catalogueParams({})),
    useWebinars.query(key, WEBINAR_ROW),
    useRecentClasses.query(key),
    usePrograms.query(key, PROGRAM_OPTIONS),
  ])
  return { fallback }
}
