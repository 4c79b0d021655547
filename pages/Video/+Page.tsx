/**
 * Video posts: thumbnails with a play button; the player (YouTube's no-cookie embed, or the
 * browser's own for a file) loads only when the visitor asks, so the list stays light on slow
 * connections and no third party is contacted before a click.
 */
import { useLegacyPosts } from '../../api/posts'
import { PAGE_SIZE } from '../../api/constants'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { pageFrom, useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/runtime'
import { VideoCard } from './VideoCard'
import { videoParams } from './params'
import '../_posts/styles.scss'
import './styles.scss'

export default function Page() {
  const { tenant } = useSite()
  const url = useUrlState()
  const { data, error, mutate, isValidating } = useLegacyPosts(videoParams(url.query))
  return (
    <div className="container post-list videos">
      <Breadcrumbs crumbs={[{ label: 'Video' }]} origin={siteOrigin(tenant)} />
      <h1>Video</h1>
      <p className="lead">Rekaman webinar, workshop dan kegiatan kami: tonton kapan saja.</p>
      {error && (
        <LoadError
          what="Video"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data ? (
        data.data.length ? (
          <>
            <p className="list-count" role="status">
              {formatNumber(data.pagination.totalItems)} video
            </p>
            <ul className="card-grid">
              {data.data.map((post) => (
                <VideoCard key={post.id} post={post} />
              ))}
            </ul>
            <Pagination
              page={pageFrom(url.query)}
              totalPages={data.pagination.totalPages}
              pathname={url.pathname}
              query={url.query}
            />
          </>
        ) : (
          <EmptyState title="Belum ada video." />
        )
      ) : (
        !error && <CardGridSkeleton count={PAGE_SIZE.post} label="Memuat video…" />
      )}
    </div>
  )
}
