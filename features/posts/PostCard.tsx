import type { Post } from '../../api/posts'
import { summaryOf } from '../../api/postSummary'
import { DateText } from '../../components/DateText'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { describe } from '../../shell/meta'
import type { Section } from './sections'

/** One post in a list: cover, category, title (the link), date and a short summary. */
export function PostCard({
  post,
  section,
  headingLevel = 2,
}: {
  post: Post
  section: Section
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = section.detailHref(post)
  const text = describe(summaryOf(post))
  return (
    <li className="card post-card">
      <Image src={post.cover} alt="" width={800} height={450} className="post-card__image" />
      <div className="post-card__body">
        {post.category && <p className="post-card__meta">{post.category.name}</p>}
        <Heading className="post-card__title">
          <Link href={href} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-card__date">
          <DateText value={post.publishedAt} />
        </p>
        {text && <p className="post-card__text">{text}</p>}
      </div>
    </li>
  )
}
