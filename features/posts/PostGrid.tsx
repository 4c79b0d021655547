import type { ReactNode } from 'react'
import type { Post } from '../../api/posts'
import { ListResults, type ListState } from '../../components/ListResults'
import type { UrlState } from '../../components/urlState'
import { PostCard } from './PostCard'
import type { Section } from './sections'

/** A section's list: its cards through the one list body every list uses (components/ListResults). */
export function PostGrid({
  section,
  result,
  url,
  emptyTitle,
  emptyAction,
}: {
  section: Section
  result: ListState<Post>
  url: UrlState
  emptyTitle: string
  emptyAction?: ReactNode
}) {
  return (
    <ListResults
      state={result}
      url={url}
      what={section.what}
      noun={section.noun}
      emptyTitle={emptyTitle}
      emptyAction={emptyAction}
      pageLabel="Halaman"
      skeletonCount={section.pageSize}
    >
      {(posts) => (
        <ul className="card-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} section={section} />
          ))}
        </ul>
      )}
    </ListResults>
  )
}
