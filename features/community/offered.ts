/**
 * Whether this site offers a community page (`/Testimoni`, `/Donasi`, `/Tes-DISC`): its own menu
 * says so (sites/registry.ts `nav`). The pages are pre-rendered for every tenant, like every route
 * of the table, but only a site whose menu lists one links to it (header, footer, sitemap, search)
 * and shows its content; elsewhere the page says it is not offered and bakes no data.
 */
import type { Tenant } from '../../sites/registry'

export const offersPage = (tenant: Pick<Tenant, 'nav'>, path: string): boolean =>
  tenant.nav.some((item) => item.path === path)
