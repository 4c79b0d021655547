export interface FaqItem {
  q: string
  a: string
}

/** Questions and answers as native disclosure widgets: keyboard usable, readable without JS. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.q} className="faq__item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  )
}
