/** The active classes (`v1/class/active`), 6 a page with real page links: `/Overview`, `/Pesilat/Class`. */
import { useActiveClasses } from '../../api/classes'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { activeParams } from './activeParams'
import { ClassCard } from './ClassCard'
import './styles.scss'

export function ActiveClasses({ title, lead }: { title: string; lead: string }) {
  const url = useUrlState()
  const params = activeParams(url.query)
  const { data, error, isLoading, isValidating, mutate } = useActiveClasses(params)
  return (
    <div className="container classes-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {error && (
        <LoadError
          what="Kelas"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={6} label="Memuat kelas…" />}
      {data && (
        <>
          <p className="list-count">{formatNumber(data.pagination.totalItems)} kelas aktif</p>
          {data.data.length === 0 ? (
            <EmptyState title="Belum ada kelas yang dibuka. Nantikan kelas berikutnya!" />
          ) : (
            <ul className="card-grid">
              {data.data.map((item) => (
                <ClassCard key={item.id} item={item} />
              ))}
            </ul>
          )}
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            pathname={url.pathname}
            query={url.query}
            label="Halaman kelas aktif"
          />
        </>
      )}
    </div>
  )
}
