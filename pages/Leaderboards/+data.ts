/** The program list and the first program's leaderboard (page 1), baked in at build time. */
import type { PageContextServer } from 'vike/types'
import { useLeaderboard, usePrograms } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { ALL_PROGRAMS } from '../../features/classes/programOptions'
import { leaderboardParams, pickedProgram } from '../../features/classes/leaderboards/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const programs = await prefetch(site, [usePrograms.query(key, ALL_PROGRAMS)])
  const [list] = programs.results
  const first = list.status ? pickedProgram(list.data, {}) : undefined
  if (!first) return { fallback: programs.fallback }
  const board = await prefetch(site, [useLeaderboard.query(key, leaderboardParams(first.id, {}))])
  return { fallback: { ...programs.fallback, ...board.fallback } }
}
