/**
 * /Portfolio, /Portfolio/{type}, /Portfolio/{type}/{slug}: the list (all or one type) or one entry,
 * from content/portfolio.ts. An unknown type or slug is the 404 page.
 */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isPortfolioKind, portfolioBySlug, portfolioKindLabel } from '../../content/portfolio'
import { siteOf } from '../../shell/site'
import { driveImage } from '../../features/showcase/media'

export function data(pageContext: PageContextServer) {
  const { type, title } = pageContext.routeParams
  if (type !== undefined && !isPortfolioKind(type)) throw render(404)
  if (type && title !== undefined) {
    const entry = portfolioBySlug(type, title)
    if (!entry) throw render(404)
    return {
      meta: {
        title: entry.title,
        description: entry.summary,
        image: driveImage(siteOf(pageContext), entry.cover),
      },
    }
  }
  const label = type ? portfolioKindLabel(type) : undefined
  return {
    meta: {
      title: label ? `Portofolio ${label}` : 'Portofolio',
      description: label
        ? `Program ${label.toLowerCase()} yang pernah kami jalankan: pelatihan, bootcamp dan pengembangan talenta digital.`
        : 'Program korporat, pemerintah dan kampus yang pernah kami jalankan: pelatihan, bootcamp dan pengembangan talenta digital.',
    },
  }
}
