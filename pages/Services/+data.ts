/** /Services lists the services; /Services/{slug} shows one (404 when unknown). */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { serviceBySlug } from '../../content/services'
import { siteOf } from '../../shell/site'
import { driveImage } from '../../features/showcase/media'

export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug
  if (slug === undefined)
    return {
      meta: {
        title: 'Layanan',
        description:
          'Pelatihan korporat, talent hiring, implementasi LMS, pengembangan kurikulum dan program pemerintah.',
      },
    }
  const service = serviceBySlug(slug)
  if (!service) throw render(404)
  return {
    meta: {
      title: service.title,
      description: service.summary,
      image: driveImage(siteOf(pageContext), service.image),
    },
  }
}
