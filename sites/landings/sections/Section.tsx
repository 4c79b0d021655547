import type { ReactNode } from 'react'

/** A landing section: an id for hash links, one h2, an optional lead. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id: string
  title: string
  lead?: ReactNode
  /** `tint`: a pale brand-coloured band, to separate sections without a line. */
  tone?: 'plain' | 'tint'
  children: ReactNode
}) {
  return (
    <section className={`section section--${tone}`} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className="section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  )
}
