/**
 * A post as its page shows it: category link, title, author, date, reading time, cover, the
 * podcast player for episodes, the summary and the sanitised body (components/RichText). The post
 * page renders it, and so does the writers' desk's preview, so a preview is what the site will show.
 * `children` follow the body inside the article (share links, structured data).
 */
import type { ReactNode } from 'react'
import type { Post } from '../../api/posts'
import { DateText } from '../../components/DateText'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { RichText } from '../../components/RichText'
import { AudioPlayer } from './AudioPlayer'
import { categoryHref } from './categoryHref'
import { audioOf } from './media'
import { readingMinutes, type Section } from './sections'
import './styles.scss'

export function PostArticle({
  post,
  section,
  children,
}: {
  post: Post
  section: Section
  children?: ReactNode
}) {
  const audio = section.id === 'podcasts' ? audioOf(post) : null
  return (
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
      {children}
    </article>
  )
}
