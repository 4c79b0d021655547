/** Home: the landing's list (classes) at build time, so the landing's first paint has content. */
import { unstable_serialize } from 'swr'
import type { PageContextServer } from 'vike/types'
import { classKeys, listClasses } from '../../api/classes'
import { serverApiContext, siteOf } from '../../shell/site'
import { HOME_CLASSES } from '../../sites/landings/default/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const result = await listClasses(serverApiContext(site), HOME_CLASSES)
  // A failed list is not baked in: the browser fetches it live and shows why if it fails again.
  return {
    fallback: result.status
      ? { [unstable_serialize(classKeys.list(site.tenant.key, HOME_CLASSES))]: result }
      : {},
  }
}
