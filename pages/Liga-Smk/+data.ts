import type { PageContextServer } from 'vike/types'
import { usePrograms, useProgramSchools } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { LEAGUE_QUERY, leagueSchoolsParams } from '../../features/events/ligaSmk/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const league = await prefetch(site, [usePrograms.query(key, LEAGUE_QUERY)])
  const program = league.results[0].status ? league.results[0].data[0] : undefined
  const schools = program
    ? await prefetch(site, [useProgramSchools.query(key, leagueSchoolsParams(program.id))])
    : null
  return {
    fallback: { ...league.fallback, ...schools?.fallback },
    meta: program
      ? { title: 'Liga SMK', description: program.summary ?? program.description, image: program.cover }
      : {},
  }
}
