/**
 * The newest posts of one kind (`v3/post/list`), each linked to its page once that page is built.
 * No post of that kind yet: no section at all (see `listShown`).
 */
import { usePosts, type PostListParams } from '../../../api/posts'
import { cutSummary } from '../../../api/postSummary'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { detailHref } from './links'
import { listShown, Section, type SectionFrame } from './Section'

/** Whether a post section shows (for actions that link to it). */
export const usePostsShown = (params: PostListParams): boolean => listShown(usePosts(params))

export function NewsList({
  params,
  basePath = '/News',
  what = 'Berita',
  ...frame
}: SectionFrame & {
  params: PostListParams
  basePath?: string
  /** What the posts are called, for the loading and error texts. */
  what?: string
}) {
  const state = usePosts(params)
  const { data, error, isLoading, isValidating, mutate } = state
  if (!listShown(state)) return null
  return (
    <Section {...frame} items={data?.data}>
      {!data && isLoading && (
        <CardGridSkeleton count={params.pageSize ?? 3} label={`Memuat ${what.toLowerCase()}…`} />
      )}
      {error && (
        <LoadError
          what={what}
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid news-grid">
          {data.data.map((post) => {
            const href = detailHref(`${basePath}/${post.slug}`)
            return (
              <li key={post.id} className="card item-card news-card">
                <Image className="item-card__image" src={post.cover} alt="" width={400} height={225} />
                <div className="item-card__body">
                  {post.publishedAt && (
                    <p className="item-card__meta">
                      <DateText value={post.publishedAt} />
                    </p>
                  )}
                  <h3>
                    {href ? (
                      <Link className="item-card__link" href={href}>
                        {post.title}
                      </Link>
                    ) : (
                      post.title
                    )}
                  </h3>
                  {cutSummary(post.summary) && <p className="item-card__text">{cutSummary(post.summary)}</p>}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
