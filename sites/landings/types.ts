export interface LandingProps {
  tenantKey: string
  siteName: string
  tagline: string
  /** The product of a pattern key (`belajarbersama` → `bersama`), else null. */
  product: string | null
  /** The tenant's configured contact address (sites/registry.ts), else null. */
  contactEmail: string | null
}
