/**
 * The catalogue's first screen, baked in at build time: page 1 unfiltered, webinars, recent classes,
 * programs; classes as their cards read them, programs as the filter's options (features/listPayload);
 * the search hint names one of those classes (components/searchHint.ts).
 */
import type { PageContextServer } from 'vike/types'
import { useClasses, useRecentClasses, useWebinars } from '../../../api/classes'
import { usePrograms } from '../../../api/programs'
import { namesOf, searchHint } from '../../../components/searchHint'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { classCard, programOption } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { catalogueParams, PROGRAM_OPTIONS, WEBINAR_ROW } from '../../../features/classes/catalogue/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const { fallback, results } = await prefetch(site, [
    slimList(useClasses.query(key, catalogueParams({})), classCard),
    useWebinars.query(key, WEBINAR_ROW),
    slimList(useRecentClasses.query(key), classCard),
    slimList(usePrograms.query(key, PROGRAM_OPTIONS), programOption),
  ])
  return {
    fallback,
    searchHint: searchHint(
      'Nama kelas',
      namesOf(results[0], (c: { name: string }) => c.name),
    ),
  }
}
