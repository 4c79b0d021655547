import { useCareers } from '../../api/careers'
import { ListResults } from '../../components/ListResults'
import { useUrlState } from '../../components/urlState'
import { CareerCard } from './CareerCard'
import { careerListParams } from './careerParams'
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
            <CareerCard key={career.id} career={career} />
          ))}
        </ul>
      )}
    </ListResults>
  )
}
