/** `/Curriculum`: the programs, 6 a page with search; each leads to its curriculum (`/Curriculum/{slug}`). */
import { usePrograms } from '../../../api/programs'
import { EmptyState } from '../../../components/EmptyState'
import { formatNumber } from '../../../components/format'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { Pagination } from '../../../components/Pagination'
import { SearchBox } from '../../../components/SearchBox'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { useUrlState } from '../../../components/urlState'
import { curriculumParams } from './params'
import '../../_classes/styles.scss'

export default function Page() {
  const url = useUrlState()
  const { data, error, isLoading, isValidating, mutate } = usePrograms(curriculumParams(url.query))
  return (
    <div className="container classes-page">
      <h1>Kurikulum</h1>
      <p className="lead">Pilih program untuk melihat kurikulumnya: modul, topik, dan jam pelajaran.</p>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari program" placeholder="Nama program, mis. Data" />
      </div>
      {error && (
        <LoadError
          what="Program"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={6} label="Memuat program…" />}
      {data && (
        <>
          <p className="list-count" aria-live="polite">
            {formatNumber(data.pagination.totalItems)} program
          </p>
          {data.data.length === 0 ? (
            <EmptyState title="Belum ada program yang cocok." search={url.query.q} />
          ) : (
            <ul className="card-grid">
              {data.data.map((p) => (
                <li key={p.id} className="card class-card classes-card">
                  <Image
                    className="class-card__image"
                    src={p.cover || p.logo}
                    alt=""
                    width={400}
                    height={225}
                  />
                  <div className="class-card__body">
                    {p.category && <p className="class-card__meta">{p.category.name}</p>}
                    <h2 className="classes-card__title">
                      <Link href={`/Curriculum/${encodeURIComponent(p.slug)}`} className="classes-card__link">
                        {p.name}
                      </Link>
                    </h2>
                    {p.summary && <p className="class-card__text">{p.summary}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            pathname={url.pathname}
            query={url.query}
            label="Halaman program"
          />
        </>
      )}
    </div>
  )
}
