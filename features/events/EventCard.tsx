import type { Post } from '../../api/posts'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { formatDate, isoDate } from '../../components/format'
import { eventInfoOf, isPast, placeText } from './eventInfo'

/** One event in a list: cover, when, where, title (the link), and whether it is still ahead. */
export function EventCard({
  post,
  now,
  priority = false,
}: {
  post: Post
  now: Date
  /** The page's first card, on a phone the largest paint: its image loads at once (components/Image.tsx). */
  priority?: boolean
}) {
  const info = eventInfoOf(post)
  const past = isPast(info, now)
  const href = `/Event/${encodeURIComponent(post.slug)}`
  return (
    <li className="card event-card">
      <Image
        className="event-card__image"
        src={post.cover}
        alt=""
        width={640}
        height={360}
        priority={priority}
      />
      <div className="event-card__body">
        <p className="event-card__meta">
          {info.startsAt ? (
            <time dateTime={isoDate(info.startsAt)}>{formatDate(info.startsAt, 'dateTime')}</time>
          ) : (
            'Jadwal menyusul'
          )}
        </p>
        <h3 className="event-card__title">
          <Link href={href}>{post.title}</Link>
        </h3>
        <p className="event-card__place">{placeText(info)}</p>
        <p className="event-card__tags">
          {post.category && <span className="tag">{post.category.name}</span>}
          {info.startsAt && (
            <span className={`tag ${past ? 'tag--muted' : 'tag--accent'}`}>
              {past ? 'Telah berlangsung' : 'Akan datang'}
            </span>
          )}
        </p>
      </div>
    </li>
  )
}
