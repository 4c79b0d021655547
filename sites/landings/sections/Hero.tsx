import type { ReactNode } from 'react'
import { Link } from '../../../components/Link'
import { actionsShown, type HeroAction } from './actions'
import { HeroArt, type ArtMotif } from './HeroArt'

export type { HeroAction }

export interface HeroProps {
  /** The site name, as the small line above the headline (the header's logo names the site too). */
  siteName: string
  /**
   * What the tenant offers, in one line: the first thing a visitor reads, and the page's one h1 (what
   * a screen reader's heading list and a search result read as the home's subject).
   */
  headline: string
  /** To whom, and how. */
  lead: ReactNode
  actions: HeroAction[]
  variant?: 'gradient' | 'split' | 'centered' | 'dark'
  motif: ArtMotif
  /** Short badges under the actions (what the offer includes); no figures unless from the API. */
  points?: string[]
}

/**
 * The landing hero. Text sits on the accessible shades of the brand colours (sites/theme.ts); the
 * raw brand colour shows only as the accent band and in the illustration, which carry no text.
 */
export function Hero({ siteName, headline, lead, actions, variant = 'gradient', motif, points }: HeroProps) {
  return (
    <section className={`hero hero--${variant}`}>
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{siteName}</p>
          <h1 className="hero__headline">{headline}</h1>
          <p className="hero__lead">{lead}</p>
          <div className="hero__actions">
            {actionsShown(actions).map((a) => (
              <Link key={a.label} className={a.ghost ? 'button button--ghost' : 'button'} href={a.href}>
                {a.label}
              </Link>
            ))}
          </div>
          {points && points.length > 0 && (
            <ul className="hero__points">
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
        <HeroArt motif={motif} />
      </div>
    </section>
  )
}
