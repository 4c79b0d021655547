import type { ReactNode } from 'react'

/**
 * What an empty list says instead of a blank block: a sentence in Indonesian, the search that found
 * nothing when there was one, and a way on (e.g. a link that clears the filters).
 */
export function EmptyState({
  title,
  search,
  children,
}: {
  title: string
  search?: string
  children?: ReactNode
}) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {search && (
        <p className="empty-state__search">
          Tidak ada hasil untuk pencarian “<strong>{search}</strong>”. Coba kata kunci lain.
        </p>
      )}
      {children}
    </div>
  )
}
