/** The newest posts of one kind (`v3/post/list`), each linked to its page once that page is built. */
import { usePosts, type PostListParams } from '../../../api/posts'
import { DateText } from '../../../components/DateText'
import { EmptyState } from '../../../components/EmptyState'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { detailHref } from './links'

export function NewsList({
  params,
  basePath = '/News',
  what = 'Berita',
}: {
  params: PostListParams
  basePath?: string
  /** What the posts are called, for the loading, error and empty texts. */
  what?: string
}) {
  const { data, error, isLoading, isValidating, mutate } = usePosts(params)
  if (!data && isLoading)
    return <CardGridSkeleton count={params.pageSize ?? 3} label={`Memuat ${what.toLowerCase()}…`} />
  return (
    <>
      {error && (
        <LoadError
          what="Berita"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length === 0 && <EmptyState title={`Belum ada ${what.toLowerCase()}.`} />}
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
                  {post.summary && <p className="item-card__text">{post.summary}</p>}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
