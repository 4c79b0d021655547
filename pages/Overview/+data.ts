/**
 * `/Overview/{code?}`: with a segment, the class overview (slug first, then code: see
 * features/classes/overviewData.ts); without, the active classes (`v1/class/active`), first page.
 */
import type { PageContextServer } from 'vike/types'
import { useActiveClasses } from '../../api/classes'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { classCard } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'
import { loadClassOverview } from '../../features/classes/overviewData'
import { activeParams } from '../../features/classes/activeParams'

export async function data(pageContext: PageContextServer) {
  const code = pageContext.routeParams.code
  if (code) return loadClassOverview(pageContext, code)
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(useActiveClasses.query(site.tenant.key, activeParams({})), classCard),
  ])
  return {
    slug: null,
    fallback,
    meta: {
      title: 'Kelas Aktif',
      description: 'Kelas yang sedang membuka pendaftaran atau berjalan: pilih dan daftar sekarang.',
    },
  }
}
