import { useCareers } from '../../api/careers'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { formatNumber } from '../../components/format'
import { useUrlState } from '../../components/urlState'
import { careerHref, careerListParams } from './careerParams'
import { friendlyReason, useLogCareerError } from './careerText'

/** The career tracks (`v1/career/list`), each a way into its open jobs. Used by /Event/Careers and /Career. */
export function CareerList() {
  const url = useUrlState()
  const { data, error, isValidating, mutate } = useCareers(careerListParams(url.query))
  useLogCareerError(error)
  if (!data) {
    if (error)
      return (
        <LoadError
          what="Daftar karier"
          message={friendlyReason(error.message)}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )
    return <CardGridSkeleton count={6} label="Memuat karier…" ratio="1 / 1" />
  }
  if (data.data.length === 0) return <EmptyState title="Belum ada karier yang dibuka." />
  return (
    <>
      <p className="list-count">
        {formatNumber(data.pagination?.totalItems ?? data.data.length)} bidang karier
      </p>
      <ul className="card-grid">
        {data.data.map((career) => (
          <li key={career.id} className="card board-card">
            <div className="board-card__body">
              <Image
                className="board-card__icon"
                src={career.icon}
                alt=""
                width={56}
                height={56}
                sizes="56px"
              />
              <h2 className="board-card__title">
                <Link href={careerHref(career)}>{career.name}</Link>
              </h2>
              {career.description && <p className="board-card__text">{career.description}</p>}
              <p className="board-card__tags">
                <span className="tag">
                  {career.jobCount ? `${formatNumber(career.jobCount)} lowongan` : 'Belum ada lowongan'}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={data.pagination?.page ?? 1}
        totalPages={data.pagination?.totalPages ?? 1}
        pathname={url.pathname}
        query={url.query}
        label="Halaman karier"
      />
    </>
  )
}
