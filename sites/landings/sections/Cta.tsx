import type { ReactNode } from 'react'
import { Link } from '../../../components/Link'

/** The closing call to action on the dark band (white text on the accessible dark shade). */
export function Cta({
  title,
  text,
  action,
}: {
  title: string
  text: ReactNode
  action: { label: string; href: string }
}) {
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">{title}</h2>
        <p>{text}</p>
        <Link className="button button--light" href={action.href}>
          {action.label}
        </Link>
      </div>
    </section>
  )
}
