import { usePageContext } from 'vike-react/usePageContext'
import { useCareer, useJobs, type CareerDetail } from '../../api/careers'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { EmptyState } from '../../components/EmptyState'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { TextSkeleton } from '../../components/Skeleton'
import { formatNumber } from '../../components/format'
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
  const { data, error, isValidating, mutate } = useJobs(jobListParams(career.id, url.query))
  useLogCareerError(error)
  if (!data) {
    if (!error) return <TextSkeleton lines={8} label="Memuat lowongan…" />
    return (
      <LoadError
        what="Lowongan"
        message={friendlyReason(error.message)}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  if (data.data.length === 0)
    return (
      <EmptyState title="Belum ada lowongan di bidang ini.">
        <p>
          <Link href="/Event/Careers">Lihat bidang karier lain</Link>
        </p>
      </EmptyState>
    )
  return (
    <>
      <p className="list-count">{formatNumber(data.pagination?.totalItems ?? data.data.length)} lowongan</p>
      <ul className="job-list">
        {data.data.map((job) => (
          <JobItem key={job.id} job={job} />
        ))}
      </ul>
      <Pagination
        page={data.pagination?.page ?? 1}
        totalPages={data.pagination?.totalPages ?? 1}
        pathname={url.pathname}
        query={url.query}
        label="Halaman lowongan"
      />
    </>
  )
}
