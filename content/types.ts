/**
 * The shapes of the fixed content of SPEC §1 and §3. Field names follow SPEC §3 (`batchs`,
 * `short_bio`, `isConfirmed`, `listFeatures` …) so the content can later come from an API unchanged.
 *
 * Images are paths on the drive host (`img/<kind>/<name>.svg`), resolved per tenant by the pages:
 * the media of these entries is uploaded media, not part of the app bundle.
 */

export interface PortfolioPhoto {
  link: string
  name: string
}

export interface PortfolioBatch {
  label: string
  /** ISO date (YYYY-MM-DD). */
  date: string
}

export interface PortfolioEntry {
  title: string
  slug: string
  /** The portfolio type (`corporate`, `government`, `campus`): the `{type}` of /Portfolio/{type}. */
  kind: PortfolioKind
  summary: string
  cover: string
  photos: readonly PortfolioPhoto[]
  video: { link: string; thumbnail: string } | null
  /** HTML (trusted: written here, still rendered through the sanitiser). */
  description: string
  /** ISO date the program started. */
  date: string
  batchs: readonly PortfolioBatch[]
  clientName: string
  projectLink: string | null
  images: readonly string[]
}

export type PortfolioKind = 'corporate' | 'government' | 'campus'

export interface Benefit {
  title: string
  /** One of the icon names of features/showcase/Icon.tsx. */
  icon: IconName
  desc: string
}

export type IconName =
  | 'code'
  | 'quiz'
  | 'chart'
  | 'people'
  | 'certificate'
  | 'calendar'
  | 'chat'
  | 'shield'
  | 'book'
  | 'rocket'
  | 'pen'
  | 'globe'

export interface LmsFeature {
  slug: string
  title: string
  description: string
  image: string
  listFeatures: readonly string[]
  benefits: readonly Benefit[]
}

export interface Speaker {
  id?: number
  name: string
  short_bio: string
  image: string
  isConfirmed: boolean
  linkedin?: string
}

export interface EventActivity {
  name: string
  description: string
  image: string
}

export interface SponsorTier {
  name: string
  slot: string
  price: string
  benefits: readonly string[]
}

export interface Service {
  slug: string
  title: string
  summary: string
  image: string
  /** What the client gets, in order. */
  includes: readonly string[]
  /** How an engagement runs, step by step. */
  steps: readonly { title: string; desc: string }[]
  /** Who it is for. */
  audience: string
}
