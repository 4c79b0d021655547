/**
 * Video posts: thumbnails with a play button; the player (YouTube's no-cookie embed, or the
 * browser's own for a file) loads only when the visitor asks, so the list stays light on slow
 * connections and no third party is contacted before a click.
 */
import { useLegacyPosts } from '../../api/posts'
import { PAGE_SIZE } from '../../api/constants'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { ListResults } from '../../components/ListResults'
import { useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { VideoCard } from '../../features/posts/video/VideoCard'
import { videoParams } from '../../features/posts/video/params'
import '../../features/posts/styles.scss'
import '../../features/posts/video/styles.scss'

export default function Page() {
  const { tenant } = useSite()
  const url = useUrlState()
  const videos = useLegacyPosts(videoParams(url.query))
  return (
    <div className="container post-list videos">
      <Breadcrumbs crumbs={[{ label: 'Video' }]} origin={siteOrigin(tenant)} />
      <h1>Video</h1>
      <p className="lead">Rekaman webinar, workshop dan kegiatan kami: tonton kapan saja.</p>
      <ListResults
        state={videos}
        url={url}
        what="Video"
        noun="video"
        emptyTitle="Belum ada video."
        pageLabel="Halaman video"
        skeletonCount={PAGE_SIZE.post}
      >
        {(items) => (
          <ul className="card-grid">
            {items.map((post) => (
              <VideoCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
