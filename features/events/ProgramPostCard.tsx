import type { Post } from '../../api/posts'
import { cutSummary } from '../../api/postSummary'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { formatDate } from '../../components/format'
import { programPostHref } from './programPostParams'

/** A program's news in `/Event/Program`: cover, category and date, linked title, summary. */
export function ProgramPostCard({ post }: { post: Post }) {
  const text = cutSummary(post.summary)
  return (
    <li className="card event-card">
      <Image className="event-card__image" src={post.cover} alt="" width={640} height={360} />
      <div className="event-card__body">
        <p className="event-card__meta">
          {[post.category?.name, formatDate(post.publishedAt)].filter(Boolean).join(' · ')}
        </p>
        <h2 className="event-card__title">
          <Link href={programPostHref(post)}>{post.title}</Link>
        </h2>
        {text && <p className="event-card__text">{text}</p>}
      </div>
    </li>
  )
}
