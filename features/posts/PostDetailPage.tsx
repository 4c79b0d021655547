/**
 * A post's page, for every section: breadcrumbs, the article (PostArticle: also the writers'
 * desk's preview), share links and related posts of the same kind. The data is in the raw HTML (detailData.ts) and revalidated live.
 */
import { useData } from 'vike-react/useData'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EmptyState } from '../../components/EmptyState'
import { JsonLd } from '../../components/JsonLd'
import { LoadError } from '../../components/LoadError'
import { ShareLinks } from '../../components/ShareLinks'
import { CardGridSkeleton, TextSkeleton } from '../../components/Skeleton'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import type { PostDetailData } from './detailData'
import { postJsonLd } from './jsonLd'
import { PostCard } from './PostCard'
import { RELATED_COUNT, useRelated } from './related'
import { PostArticle } from './PostArticle'
import { SECTIONS } from './sections'
import { usePostRef } from './usePostRef'
import { SampleNote } from '../../components/SampleNote'
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
  const relatedPosts = related.data?.data ?? null
  return (
    <div className="container post-page">
      <Breadcrumbs
        crumbs={[{ label: section.heading, href: section.listPath }, { label: post.title }]}
        origin={origin}
      />
      <SampleNote of={post} />
      <PostArticle post={post} section={section}>
        <ShareLinks url={url} title={post.title} />
        <JsonLd data={postJsonLd(post, section, url, siteName)} of={post} />
      </PostArticle>
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
