import type { ReactNode } from 'react'
import { Image } from '../../components/Image'

/**
 * The head of every showcase page (product, feature, service, book, festival, portfolio entry):
 * what kind of page it is, the title, the one-line promise, whatever the page adds, and its picture
 * at the same size everywhere, so the first screen of each page reads and loads alike.
 */
export function ShowcaseHead({
  kicker,
  title,
  lead,
  children,
  image,
  imageAlt = '',
}: {
  kicker: string
  title: string
  lead: string
  children?: ReactNode
  image: string
  /** Empty when the picture only decorates what the title already says. */
  imageAlt?: string
}) {
  return (
    <header className="showcase-head">
      <div>
        <p className="showcase-head__kicker">{kicker}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
      <Image
        className="showcase-head__image"
        src={image}
        alt={imageAlt}
        width={800}
        height={450}
        sizes="full"
        priority
      />
    </header>
  )
}
