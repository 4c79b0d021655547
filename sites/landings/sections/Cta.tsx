import type { ReactNode } from 'react'
import { Link } from '../../../components/Link'
import { actionsShown, type HeroAction } from './actions'

/** The closing call to action on the dark band (white text on the accessible dark shade). */
export function Cta({
  title,
  text,
  action,
}: {
  title: string
  text: ReactNode
  /** Left out when it links to a section of the landing that is not rendered (`shown: false`). */
  action: Omit<HeroAction, 'ghost'>
}) {
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        {actionsShown([action]).map((a) => (
          <Link key={a.label} className="button button--light" href={a.href}>
            {a.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
