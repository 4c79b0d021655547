import type { ReactNode } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { LoadError } from '../../components/LoadError'
import { RichText } from '../../components/RichText'
import { ShareLinks } from '../../components/ShareLinks'
import { TextSkeleton } from '../../components/Skeleton'
import { SampleNote } from '../../components/SampleNote'
import './styles.scss'

/**
 * The detail page every dated item shares (event, program post, program): breadcrumbs and JSON-LD,
 * the kicker and title, then an aside with its facts and next steps (when, where, "Daftar
 * sekarang"), then the main column (cover, summary, story, what the item adds, share links). One
 * layout, so the three pages cannot drift apart in markup, cover sizes or the order a screen reader
 * meets them.
 *
 * The facts come right after the title in the document: on a phone they are what a visitor came
 * for, and below a long story they sat a screen and more down. From 1024 px the aside moves beside
 * the title and story (a grid area, styles.scss), so nothing moves once the page has painted.
 */
export function DetailArticle({
  crumbs,
  origin,
  jsonLd,
  item,
  kicker,
  title,
  cover,
  summary,
  html,
  pageUrl,
  children,
  aside,
  asideLabel,
}: {
  crumbs: readonly Crumb[]
  origin: string
  jsonLd: WithContext<Thing>
  /** The API item shown: a sample one gets its label and no structured data. */
  item: unknown
  kicker: ReactNode
  title: string
  cover: string | null | undefined
  summary: string | null | undefined
  html: string | null | undefined
  pageUrl: string
  /** What the item adds below its story (batches, a schedule …). */
  children?: ReactNode
  aside: ReactNode
  asideLabel: string
}) {
  return (
    <article className="container detail">
      <Breadcrumbs crumbs={crumbs} origin={origin} />
      <JsonLd data={jsonLd} of={item} />
      <div className="detail__layout">
        <header className="detail__head">
          <p className="detail__kicker">{kicker}</p>
          <h1 className="detail__title">{title}</h1>
        </header>
        <aside className="detail__aside" aria-label={asideLabel}>
          {aside}
        </aside>
        <div className="detail__body">
          {/* Below the facts, which a phone shows first: the label goes with the story it qualifies. */}
          <SampleNote of={item} />
          <Image
            className="detail__cover"
            src={cover}
            alt={title}
            width={1280}
            height={720}
            sizes="full"
            priority
          />
          {summary && <p className="lead">{summary}</p>}
          {html && <RichText html={html} />}
          {children}
          <ShareLinks url={pageUrl} title={title} />
        </div>
      </div>
    </article>
  )
}

/**
 * What a detail page shows before its item is there: a skeleton while it loads, or why it failed
 * with a retry. A page reads `if (!data) return <DetailPending … />`.
 */
export function DetailPending({
  error,
  mutate,
  isValidating,
  what,
  loadingLabel,
}: {
  error: { message: string } | undefined
  mutate: () => unknown
  isValidating: boolean
  what: string
  loadingLabel: string
}) {
  if (!error) return <TextSkeleton label={loadingLabel} />
  return (
    <LoadError
      className="container"
      what={what}
      message={error.message}
      onRetry={() => void mutate()}
      retrying={isValidating}
    />
  )
}
