/** Build-time data of a city page: its programs' first page and the classes of those programs. */
import type { PageContextServer } from 'vike/types'
import { useClasses } from '../../api/classes'
import { usePrograms } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { classCard, programTile } from '../listPayload/cardFields'
import { slimList } from '../listPayload/slimList'
import type { CityPage } from './cities'
import { cityClassParams, cityProgramParams } from './CityView'

export async function cityData(pageContext: PageContextServer, city: CityPage) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const programs = await prefetch(site, [
    slimList(usePrograms.query(key, cityProgramParams(city, {})), programTile),
  ])
  const [list] = programs.results
  const ids = list.status ? list.data.map((p) => p.id) : []
  if (ids.length === 0) return { fallback: programs.fallback }
  const classes = await prefetch(site, [slimList(useClasses.query(key, cityClassParams(ids)), classCard)])
  return { fallback: { ...programs.fallback, ...classes.fallback } }
}
