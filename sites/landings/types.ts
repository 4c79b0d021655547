export interface LandingProps {
  tenantKey: string
  siteName: string
  tagline: string
  /** The product of a pattern key (`belajarbersama` → `bersama`), else null. */
  product: string | null
}
