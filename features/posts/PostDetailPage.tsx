/**
 * A post's page, for every section: breadcrumbs, category link, title, author, date, reading
 * time, cover, the podcast player for episodes, the sanitised body, share links and related posts
 * of the same kind. The data is in the raw HTML (detailData.ts) and revalidated live.
 */
import { useData } from 'vike-react/useData'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { RichText } from '../../components/RichText'
import { ShareLinks } from '../../components/ShareLinks'
import { CardGridSkeleton, TextSkeleton } from '../../components/Skeleton'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import { AudioPlayer } from './AudioPlayer'
import { categoryHref } from './categoryHref'
import type { PostDetailData } from './detailData'
import { postJsonLd } from './jsonLd'
import { audioOf } from './media'
import { PostCard } from './PostCard'
import { RELATED_COUNT, useRelated } from './related'
import { readingMinutes, SECTIONS } from './sections'
import { usePostRef } from './usePostRef'
import './styles.scss'

export function PostDetailPage() {
  const { ref, sectionId } = useData<PostDetailData>()
  const section = SECTIONS[sectionId]
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const { data, error, mutate, isValidating } = usePostRef(ref)
  const post = data?.data ?? null
  const related = useRelated(section, post)
  const origin = siteOrigin(tenant)

  if (!post) {
    return (
      <div className="container prose post">
        {error ? (
          <LoadError
            what={section.what}
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        ) : (
          <TextSkeleton lines={10} label={`Memuat ${section.noun}…`} />
        )}
      </div>
    )
  }

  const url = origin + section.detailHref(post)
  const audio = section.id === 'podcasts' ? audioOf(post) : null
  const relatedPosts = related.data?.data ?? null
  return (
    <div className="container post-page">
      <Breadcrumbs
        crumbs={[{ label: section.heading, href: section.listPath }, { label: post.title }]}
        origin={origin}
      />
      <article className="prose post">
        <header>
          {post.category && (
            <p className="post__meta">
              <Link href={categoryHref(section, post.category)}>{post.category.name}</Link>
            </p>
          )}
          <h1>{post.title}</h1>
          <p className="post__byline">
            {post.author && <span>Oleh {post.author.name}</span>}
            <DateText value={post.publishedAt} />
            <span>{readingMinutes(post.content)} menit baca</span>
          </p>
        </header>
        <Image
          src={post.cover}
          alt={post.title}
          width={800}
          height={450}
          priority
          sizes="(min-width: 800px) 760px, 100vw"
          className="post__cover"
        />
        {section.id === 'podcasts' &&
          (audio ? (
            <AudioPlayer src={audio.src} title={post.title} duration={audio.duration} />
          ) : (
            <p className="alert">Audio episode ini belum tersedia.</p>
          ))}
        {post.summary && <p className="lead">{post.summary}</p>}
        {post.content && <RichText html={post.content} className="post__body" />}
        <ShareLinks url={url} title={post.title} />
        <JsonLd data={postJsonLd(post, section, url, siteName)} />
      </article>
      <section className="post-related" aria-labelledby="post-related-title">
        <h2 id="post-related-title">{section.id === 'podcasts' ? 'Episode lainnya' : 'Baca juga'}</h2>
        {relatedPosts ? (
          relatedPosts.length ? (
            <ul className="card-grid">
              {relatedPosts.map((p) => (
                <PostCard key={p.id} post={p} section={section} headingLevel={3} />
              ))}
            </ul>
          ) : (
            <EmptyState title={`Belum ada ${section.noun} lain.`} />
          )
        ) : related.error ? (
          <LoadError
            what={`${section.what} lainnya`}
            message={related.error.message}
            onRetry={() => void related.mutate()}
            retrying={related.isValidating}
          />
        ) : (
          <CardGridSkeleton count={RELATED_COUNT} label={`Memuat ${section.noun} lainnya…`} />
        )}
      </section>
    </div>
  )
}
