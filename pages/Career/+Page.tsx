import { usePageContext } from 'vike-react/usePageContext'
import { useCareer, useJobs, type CareerDetail } from '../../api/careers'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { ListResults } from '../../components/ListResults'
import { TextSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { CareerList } from '../../features/careers/CareerList'
import { JobItem } from '../../features/careers/JobItem'
import { jobListParams } from '../../features/careers/careerParams'
import { friendlyReason, useLogCareerError } from '../../features/careers/careerText'
import '../../features/events/styles.scss'

/** `/Career/{slug?}`: a career track with its open jobs; without a slug, every career track. */
export default function Page() {
  const { routeParams } = usePageContext()
  const slug = routeParams.slug
  const { tenant } = useSite()
  const origin = siteOrigin(tenant)
  if (!slug) {
    return (
      <div className="container board-page">
        <Breadcrumbs crumbs={[{ label: 'Karier' }]} origin={origin} />
        <h1>Karier</h1>
        <p className="lead">Pilih bidang karier untuk melihat lowongan yang sedang dibuka.</p>
        <CareerList />
      </div>
    )
  }
  return <CareerDetailView slug={slug} origin={origin} />
}

function CareerDetailView({ slug, origin }: { slug: string; origin: string }) {
  const { data, error, isValidating, mutate } = useCareer({ slug })
  useLogCareerError(error)
  if (!data) {
    if (!error) return <TextSkeleton label="Memuat karier…" />
    return (
      <LoadError
        className="container"
        what="Karier"
        message={friendlyReason(error.message)}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  const career = data.data
  return (
    <div className="container board-page">
      <Breadcrumbs
        crumbs={[{ label: 'Lowongan', href: '/Event/Careers' }, { label: career.name }]}
        origin={origin}
      />
      <h1>{career.name}</h1>
      {career.description && <p className="lead">{career.description}</p>}
      <h2 className="board-page__section">Lowongan yang dibuka</h2>
      <CareerJobs career={career} />
    </div>
  )
}

function CareerJobs({ career }: { career: CareerDetail }) {
  const url = useUrlState()
  const jobs = useJobs(jobListParams(career.id, url.query))
  useLogCareerError(jobs.error)
  // The backend's reasons are logged; the visitor reads the friendly one.
  const error = jobs.error && { message: friendlyReason(jobs.error.message) }
  return (
    <ListResults
      state={{ ...jobs, error }}
      url={url}
      what="Lowongan"
      noun="lowongan"
      emptyTitle="Belum ada lowongan di bidang ini."
      emptyAction={
        <p>
          <Link href="/Event/Careers">Lihat bidang karier lain</Link>
        </p>
      }
      pageLabel="Halaman lowongan"
      skeleton={<TextSkeleton lines={8} label="Memuat lowongan…" />}
    >
      {(list) => (
        <ul className="job-list">
          {list.map((job) => (
            <JobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </ListResults>
  )
}
