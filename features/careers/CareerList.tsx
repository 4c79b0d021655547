import { useCareers } from '../../api/careers'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { ListResults } from '../../components/ListResults'
import { formatNumber } from '../../components/format'
import { useUrlState } from '../../components/urlState'
import { careerHref, careerListParams } from './careerParams'
import { friendlyReason, useLogCareerError } from './careerText'

/** The career tracks (`v1/career/list`), each a way into its open jobs. Used by /Event/Careers and /Career. */
export function CareerList() {
  const url = useUrlState()
  const careers = useCareers(careerListParams(url.query))
  useLogCareerError(careers.error)
  const error = careers.error && { message: friendlyReason(careers.error.message) }
  return (
    <ListResults
      state={{ ...careers, error }}
      url={url}
      what="Daftar karier"
      noun="bidang karier"
      emptyTitle="Belum ada karier yang dibuka."
      pageLabel="Halaman karier"
      skeletonRatio="1 / 1"
    >
      {(items) => (
        <ul className="card-grid">
          {items.map((career) => (
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
      )}
    </ListResults>
  )
}
