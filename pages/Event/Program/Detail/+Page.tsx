import type { Article, WithContext } from 'schema-dts'
import { usePageContext } from 'vike-react/usePageContext'
import { usePost } from '../../../../api/posts'
import { summaryOf } from '../../../../api/postSummary'
import { DateText } from '../../../../components/DateText'
import { Link } from '../../../../components/Link'
import { DetailArticle, DetailPending } from '../../../../features/events/DetailArticle'
import { useSite } from '../../../../shell/site'
import { siteOrigin } from '../../../../sites/apiContext'
import { idFrom } from '../../../../features/events/program/programParams'
import { programPostHref, programPostParams } from '../../../../features/events/programPostParams'

/** `/Event/Program/{id}/{slug?}`: one program post, with a way to ask about the program. */
export default function Page() {
  const { routeParams } = usePageContext()
  const { tenant } = useSite()
  const { data, error, isValidating, mutate } = usePost(programPostParams(idFrom(routeParams.id) ?? 0))
  if (!data) {
    return (
      <DetailPending what="Program" loadingLabel="Memuat program…" {...{ error, mutate, isValidating }} />
    )
  }
  const post = data.data
  const origin = siteOrigin(tenant)
  const pageUrl = origin + programPostHref(post)
  const jsonLd: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    url: pageUrl,
    description: summaryOf(post),
    ...(post.cover ? { image: post.cover } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
  }
  return (
    <DetailArticle
      crumbs={[
        { label: 'Acara', href: '/Event' },
        { label: 'Program', href: '/Event/Program' },
        { label: post.title },
      ]}
      origin={origin}
      jsonLd={jsonLd}
      item={post}
      kicker={
        <>
          {post.category?.name ?? 'Program'}
          {post.publishedAt && (
            <>
              {' '}
              · <DateText value={post.publishedAt} />
            </>
          )}
        </>
      }
      title={post.title}
      cover={post.cover}
      summary={post.summary}
      html={post.content}
      pageUrl={pageUrl}
      asideLabel="Langkah berikutnya"
      aside={
        <>
          <p>Tertarik mengikuti program ini atau mengajak sekolah dan tim Anda?</p>
          <div className="detail__actions">
            <Link className="button" href={`/Make-Appointment?postId=${post.id}`}>
              Tanya program ini
            </Link>
            <Link className="button button--outline" href="/Program">
              Lihat jadwal program
            </Link>
          </div>
        </>
      }
    />
  )
}
