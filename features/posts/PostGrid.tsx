import type { ReactNode } from 'react'
import type { Post } from '../../api/posts'
import type { Pagination as PageInfo } from '../../api/result'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { pageFrom, type UrlState } from '../../components/urlState'
import { PostCard } from './PostCard'
import type { Section } from './sections'

/** What a list hook returns, as far as the grid needs it. */
export interface ListResponse {
  data?: { data: Post[]; pagination: PageInfo }
  error?: Error
  isValidating: boolean
  mutate: () => unknown
}

/** A list's count, cards, page links and its loading, error and empty states. */
export function PostGrid({
  section,
  result,
  url,
  emptyTitle,
  emptyAction,
}: {
  section: Section
  result: ListResponse
  url: UrlState
  emptyTitle: string
  emptyAction?: ReactNode
}) {
  const { data, error, mutate, isValidating } = result
  return (
    <>
      {error && (
        <LoadError
          what={section.what}
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data ? (
        data.data.length ? (
          <>
            <p className="list-count" role="status">
              {formatNumber(data.pagination.totalItems)} {section.noun}
            </p>
            <ul className="card-grid">
              {data.data.map((post) => (
                <PostCard key={post.id} post={post} section={section} />
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
          <EmptyState title={emptyTitle} search={url.query.q}>
            {emptyAction}
          </EmptyState>
        )
      ) : (
        !error && <CardGridSkeleton count={section.pageSize} label={`Memuat ${section.noun}…`} />
      )}
    </>
  )
}
