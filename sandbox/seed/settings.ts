/**
 * Seeded CMS settings per tenant. The sandbox knows the tenants it was seeded with; any other layout
 * key gets a generic setting of its own (layout = key), like a freshly provisioned site.
 */
interface SeedSite {
  title: string
  css?: Record<string, string>
}

const SITES: Record<string, SeedSite> = {
  demo: { title: 'Alkademi Demo' },
  default: { title: 'Alkademi' },
  alkademi: { title: 'Alkademi' },
  foundation: { title: 'Alkademi Foundation', css: { clr_primary: '#1E7A5A', clr_secondary: '#2F9E77' } },
  smkcoding: {
    title: 'SMK Coding',
    css: { clr_primary: '#D7263D', clr_secondary: '#1B998B', ft_primary: 'Raleway' },
  },
  bharabas: { title: 'Bharabas', css: { clr_primary: '#7B2CBF', clr_secondary: '#C77DFF' } },
  'dev.bharabas': { title: 'Bharabas (Dev)', css: { clr_primary: '#7B2CBF', clr_secondary: '#C77DFF' } },
  belajarbersama: { title: 'Belajar Bersama', css: { clr_primary: '#3A86FF' } },
  elevaite: { title: 'ElevAIte' },
}

export function settingsFor(tenant: string): Record<string, unknown> {
  const site = SITES[tenant]
  const title =
    site?.title ??
    tenant.replace(/(^|[-.])(\w)/g, (_, sep: string, ch: string) => (sep ? ' ' : '') + ch.toUpperCase())
  return {
    title,
    logoDark: null,
    logoLight: null,
    favicon: null,
    layout: tenant === 'none' ? null : tenant,
    isMaintenance: false,
    imageDefault: null,
    images: {},
    css: site?.css ?? {},
    meta: {
      name: title,
      description: `${title}: belajar teknologi dari mentor industri, kelas daring dan luring, program beasiswa.`,
      keywords: 'kursus, kelas, bootcamp, coding, beasiswa',
      type: 'website',
      image: null,
      card: 'summary_large_image',
      site_name: title,
      url: null,
      twitter_site: '@alkademi',
      robot_index: true,
      robot_follow: true,
    },
  }
}
