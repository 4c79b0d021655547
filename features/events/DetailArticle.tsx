import type { ReactNode } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { LoadError } from '../../components/LoadError'
import { RichText } from '../../components/RichText'
import { ShareLinks } from '../../components/ShareLinks'
import { TextSkeleton } from '../../components/Skeleton'
import './styles.scss'

/**
 * The detail page every dated item shares (event, program post, program): breadcrumbs and JSON-LD,
 * a main column (kicker, title, cover, summary, story, then what the item adds, then share links)
 * and an aside with its facts and next steps. One layout, so the three pages cannot drift apart in
 * markup, cover sizes or the order a screen reader meets them.
 */
export function DetailArticle({
  crumbs,
  origin,
  jsonLd,
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
      <JsonLd data={jsonLd} />
      <div className="detail__layout">
        <div>
          <p className="detail__kicker">{kicker}</p>
          <h1 className="detail__title">{title}</h1>
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
        <aside className="detail__aside" aria-label={asideLabel}>
          {aside}
        </aside>
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
