import type { PageContext } from 'vike/types'
import { pageTitle } from '../../shell/pageTitle'
import { siteOf } from '../../shell/site'

export default function title(pageContext: PageContext): string {
  const site = siteOf(pageContext)
  return pageTitle(
    pageContext.is404
      ? 'Halaman tidak ditemukan'
      : pageContext.abortStatusCode === 401
        ? 'Silakan masuk'
        : 'Terjadi kesalahan',
    site.settings?.title || site.tenant.name,
    false,
  )
}
