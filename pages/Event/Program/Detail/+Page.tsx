import type { Article, WithContext } from 'schema-dts'
import { usePageContext } from 'vike-react/usePageContext'
import { usePost } from '../../../../api/posts'
import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { DateText } from '../../../../components/DateText'
import { Image } from '../../../../components/Image'
import { JsonLd } from '../../../../components/JsonLd'
import { Link } from '../../../../components/Link'
import { LoadError } from '../../../../components/LoadError'
import { RichText } from '../../../../components/RichText'
import { ShareLinks } from '../../../../components/ShareLinks'
import { TextSkeleton } from '../../../../components/Skeleton'
import { stripTags } from '../../../../shell/meta'
import { useSite } from '../../../../shell/site'
import { siteOrigin } from '../../../../sites/runtime'
import { idFrom } from '../../../Program/programParams'
import { programPostHref, programPostParams } from '../programPostParams'
import '../../styles.scss'

/** `/Event/Program/{id}/{slug?}`: one program post, with a way to ask about the program. */
export default function Page() {
  const { routeParams } = usePageContext()
  const { tenant } = useSite()
  const { data, error, isValidating, mutate } = usePost(programPostParams(idFrom(routeParams.id) ?? 0))
  if (!data) {
    if (!error) return <TextSkeleton label="Memuat program…" />
    return (
      <LoadError
        className="container"
        what="Program"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
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
    description: stripTags(post.summary || post.content || ''),
    ...(post.cover ? { image: post.cover } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
  }
  return (
    <article className="container detail">
      <Breadcrumbs
        crumbs={[
          { label: 'Acara', href: '/Event' },
          { label: 'Program', href: '/Event/Program' },
          { label: post.title },
        ]}
        origin={origin}
      />
      <JsonLd data={jsonLd} />
      <div className="detail__layout">
        <div>
          <p className="detail__kicker">
            {post.category?.name ?? 'Program'}
            {post.publishedAt && (
              <>
                {' '}
                · <DateText value={post.publishedAt} />
              </>
            )}
          </p>
          <h1 className="detail__title">{post.title}</h1>
          <Image
            className="detail__cover"
            src={post.cover}
            alt={post.title}
            width={1280}
            height={720}
            sizes="full"
            priority
          />
          {post.summary && <p className="lead">{post.summary}</p>}
          {post.content && <RichText html={post.content} />}
          <ShareLinks url={pageUrl} title={post.title} />
        </div>
        <aside className="detail__aside" aria-label="Langkah berikutnya">
          <p>Tertarik mengikuti program ini atau mengajak sekolah dan tim Anda?</p>
          <div className="detail__actions">
            <Link className="button" href={`/Make-Appointment?postId=${post.id}`}>
              Tanya program ini
            </Link>
            <Link className="button button--outline" href="/Program">
              Lihat jadwal program
            </Link>
          </div>
        </aside>
      </div>
    </article>
  )
}
