/**
 * Page links as real anchors (`?page=2`): crawlable, and back/reload keep the page. Shows the
 * first, last, current and its neighbours, with ellipses between; nothing for a single page.
 */
import { hrefWith, type UrlQuery } from './urlState'

export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : 'gap')
    out.push(p)
  })
  return out
}

export function Pagination({
  page,
  totalPages,
  pathname,
  query,
  label = 'Halaman',
}: {
  page: number
  totalPages: number
  pathname: string
  query: UrlQuery
  label?: string
}) {
  if (totalPages <= 1) return null
  const href = (p: number) => hrefWith(pathname, query, { page: p })
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <a className="pagination__step" href={href(page - 1)} rel="prev">
          ‹ Sebelumnya
        </a>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          ‹ Sebelumnya
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={href(p)}
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Halaman ${p}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <a className="pagination__step" href={href(page + 1)} rel="next">
          Berikutnya ›
        </a>
      ) : (
        <span className="pagination__step" aria-disabled="true">
          Berikutnya ›
        </span>
      )}
    </nav>
  )
}
