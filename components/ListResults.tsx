import type { ReactNode } from 'react'
import type { Pagination as PageInfo } from '../api/result'
import { EmptyState } from './EmptyState'
import { formatNumber } from './format'
import { LoadError } from './LoadError'
import { Pagination } from './Pagination'
import { SampleNote } from './SampleNote'
import { CardGridSkeleton } from './Skeleton'
import type { UrlState } from './urlState'

/** What a list hook hands a page (SWR's fields over a paged `ListResult`). */
export interface ListState<T> {
  data: { data: readonly T[]; pagination: PageInfo | null } | undefined
  error: { message: string } | undefined
  isLoading: boolean
  isValidating: boolean
  mutate: () => unknown
}

/**
 * The body of every paged list: why it failed (with a retry, above anything already shown), a
 * skeleton while the first page loads, the count for screen readers, an empty state that names the
 * search, the label of sample items (SampleNote), the items, and real `?page=` links. One component, so each list behaves the same under a
 * failing backend and no list forgets its count or its page links.
 */
export function ListResults<T>({
  state,
  url,
  what,
  noun,
  emptyTitle,
  emptyAction,
  pageLabel,
  skeletonCount = 6,
  skeletonRatio,
  skeleton,
  children,
}: {
  state: ListState<T>
  url: UrlState
  /** The thing that failed, capitalised: `Program`, `Kursus`. */
  what: string
  /** The counted noun after the total: `program`, `kursus`. */
  noun: string
  emptyTitle: string
  /** A way on from an empty list, e.g. a link that clears the filters. */
  emptyAction?: ReactNode
  pageLabel: string
  skeletonCount?: number
  /** The cards' image aspect ratio, so the skeleton holds the grid's height. */
  skeletonRatio?: string
  /** What stands in while the first page loads, for a list that is not a card grid (rows, a table). */
  skeleton?: ReactNode
  /** The items, and the page they are (for a numbered list that goes on across pages). */
  children: (items: readonly T[], page: PageInfo | null) => ReactNode
}) {
  const { data, error, isLoading, isValidating, mutate } = state
  return (
    <>
      {error && (
        <LoadError
          what={what}
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data &&
        isLoading &&
        (skeleton ?? (
          <CardGridSkeleton count={skeletonCount} label={`Memuat ${noun}…`} ratio={skeletonRatio} />
        ))}
      {data && (
        <>
          <p className="list-count" aria-live="polite">
            {formatNumber(data.pagination?.totalItems ?? data.data.length)} {noun}
          </p>
          <SampleNote of={data.data} />
          {data.data.length === 0 ? (
            <EmptyState title={emptyTitle} search={url.query.q}>
              {emptyAction}
            </EmptyState>
          ) : (
            children(data.data, data.pagination)
          )}
          <Pagination
            page={data.pagination?.page ?? 1}
            totalPages={data.pagination?.totalPages ?? 1}
            pathname={url.pathname}
            query={url.query}
            label={pageLabel}
          />
        </>
      )}
    </>
  )
}
