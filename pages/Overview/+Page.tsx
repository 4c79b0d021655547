/** `/Overview/{code?}`: one class's overview, or without a code the active classes, 6 a page. */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { useActiveClasses } from '../../api/classes'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { ClassCard } from '../_classes/ClassCard'
import { ClassOverviewView } from '../_classes/ClassOverviewView'
import { activeParams } from './params'
import '../_classes/styles.scss'

function ActiveClasses() {
  const url = useUrlState()
  const params = activeParams(url.query)
  const { data, error, isLoading, isValidating, mutate } = useActiveClasses(params)
  return (
    <div className="container classes-page">
      <h1>Kelas Aktif</h1>
      <p className="lead">Kelas yang sedang membuka pendaftaran atau sedang berjalan.</p>
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

export default function Page() {
  const { slug } = useData<{ slug: string | null }>()
  const { urlPathname } = usePageContext()
  if (!slug) return <ActiveClasses />
  return (
    <ClassOverviewView
      slug={slug}
      crumbs={[{ label: 'Kelas Aktif', href: '/Overview' }]}
      path={urlPathname}
    />
  )
}
