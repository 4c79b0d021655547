export interface Feature {
  title: string
  text: string
  /** A short symbol shown in the badge (decorative). */
  icon?: string
}

/** What the site offers, in a few cards: the family's own copy (no figures: those come from the API). */
export function Features({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`features features--${columns}`}>
      {items.map((f, i) => (
        <li key={f.title} className="feature">
          <span className="feature__badge" aria-hidden="true">
            {f.icon ?? String(i + 1).padStart(2, '0')}
          </span>
          <h3>{f.title}</h3>
          <p>{f.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps: how one goes from visitor to learner. */
export function Steps({ items }: { items: Feature[] }) {
  return (
    <ol className="steps">
      {items.map((s) => (
        <li key={s.title} className="step">
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  )
}
