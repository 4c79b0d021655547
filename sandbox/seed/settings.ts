/**
 * Seeded CMS settings per tenant. Titles come from the launcher (config `siteTitles`: the web app's
 * registry names); a few tenants carry CMS colours and fonts of their own. Any other layout key gets a
 * generic setting of its own (layout = key, title = key), like a freshly provisioned site.
 */
export const CSS: Record<string, Record<string, string>> = {
  foundation: { clr_primary: '#1E7A5A', clr_secondary: '#2F9E77' },
  smkcoding: { clr_primary: '#D7263D', clr_secondary: '#1B998B', ft_primary: 'Raleway' },
  bharabas: { clr_primary: '#7B2CBF', clr_secondary: '#C77DFF', ft_primary: 'Poppins' },
  // A font the build does not host: the build warns and the site falls back to Raleway (sites/fonts.ts).
  'dev.bharabas': { clr_primary: '#7B2CBF', clr_secondary: '#C77DFF', ft_primary: 'Nunito Sans' },
  belajarbersama: { clr_primary: '#3A86FF' },
}

export function settingsFor(
  tenant: string,
  titles: Record<string, string> = {},
  layouts: Record<string, string> = {},
): Record<string, unknown> {
  const title = titles[tenant] ?? tenant
  return {
    title,
    logoDark: null,
    logoLight: null,
    favicon: null,
    layout: tenant === 'none' ? null : (layouts[tenant] ?? tenant),
    isMaintenance: false,
    imageDefault: null,
    images: {},
    css: CSS[tenant] ?? {},
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
