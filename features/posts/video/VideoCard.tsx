import { useState } from 'react'
import type { Post } from '../../../api/posts'
import { summaryOf } from '../../../api/postSummary'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'
import { describe } from '../../../shell/meta'
import { videoOf } from '../media'

/** A video post: its thumbnail with a play button until clicked, then the player in its place. */
export function VideoCard({ post }: { post: Post }) {
  const [playing, setPlaying] = useState(false)
  const video = videoOf(post)
  const text = describe(summaryOf(post))
  return (
    <li className="card video-card">
      <div className="video-card__media">
        {playing && video ? (
          video.kind === 'youtube' ? (
            <iframe
              src={video.embed}
              title={`Video: ${post.title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <video src={video.src} controls autoPlay playsInline preload="metadata" />
          )
        ) : (
          <>
            <Image src={post.cover} alt="" width={800} height={450} />
            {video ? (
              <button type="button" className="video-card__play" onClick={() => setPlaying(true)}>
                <span aria-hidden="true" className="video-card__icon">
                  ▶
                </span>
                <span className="visually-hidden">Putar video: {post.title}</span>
              </button>
            ) : (
              <span className="video-card__missing">Video belum tersedia</span>
            )}
          </>
        )}
      </div>
      <div className="post-card__body">
        {post.category && <p className="post-card__meta">{post.category.name}</p>}
        <h2 className="post-card__title">{post.title}</h2>
        <p className="post-card__date">
          <DateText value={post.publishedAt} />
        </p>
        {text && <p className="post-card__text">{text}</p>}
      </div>
    </li>
  )
}
