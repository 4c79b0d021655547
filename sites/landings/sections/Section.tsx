import type { ReactNode } from 'react'
import { SampleNote } from '../../../components/SampleNote'

/** What frames a section: its id for hash links, its h2 and an optional lead. */
export interface SectionFrame {
  id: string
  title: string
  lead?: ReactNode
  /** `tint`: a pale brand-coloured band, to separate sections without a line. */
  tone?: 'plain' | 'tint'
}

/** A section of API items also takes them, so sample items get their label (SampleNote). */
export interface ItemsFrame {
  items?: readonly unknown[]
}

/**
 * Whether a section of API items shows: always, except once its list is known to be empty. A list
 * still loading shows its skeleton and a failed one says why with a retry, but an empty list has
 * nothing to say to a visitor, so the section (heading included) is not rendered at all: neither
 * in the pre-rendered HTML (the build-time snapshot is the hook's first value) nor after the live
 * list comes back empty. The families' hero and closing actions that point at such a section ask
 * the same question, so no link leads to a section that is not there.
 */
export function listShown(state: { data?: { data: readonly unknown[] } }): boolean {
  return !(state.data && state.data.data.length === 0)
}

/** A landing section: an id for hash links, one h2, an optional lead. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  items,
  children,
}: SectionFrame & ItemsFrame & { children: ReactNode }) {
  return (
    <section className={`section section--${tone}`} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className="section__lead">{lead}</p>}
        {items && <SampleNote of={items} />}
        {children}
      </div>
    </section>
  )
}
