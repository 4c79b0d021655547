import { usePageContext } from 'vike-react/usePageContext'
import { useJob } from '../../../../api/careers'
import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { JsonLd } from '../../../../components/JsonLd'
import { Link } from '../../../../components/Link'
import { LoadError } from '../../../../components/LoadError'
import { RichText } from '../../../../components/RichText'
import { ShareLinks } from '../../../../components/ShareLinks'
import { TextSkeleton } from '../../../../components/Skeleton'
import { formatDate } from '../../../../components/format'
import { useSite } from '../../../../shell/site'
import { siteOrigin } from '../../../../sites/apiContext'
import { salaryText } from '../../../../features/careers/JobItem'
import { careerHref, jobHref, jobIdFrom } from '../../../../features/careers/careerParams'
import {
  employmentLabel,
  friendlyReason,
  useLogCareerError,
  workplaceLabel,
} from '../../../../features/careers/careerText'
import { jobJsonLd } from '../../../../features/careers/jobJsonLd'
import { JobApplicationForm } from '../../../../features/careers/JobApplicationForm'
import { SampleNote } from '../../../../components/SampleNote'
import '../../../../features/events/styles.scss'

/**
 * `/Event/Careers/{id}/{slug?}`: one job opening, with its application form (a CV and a few
 * fields; `POST v1/career/job/apply`, ours: features/careers/JobApplicationForm.tsx). The aside
 * still offers a conversation with the team through the appointment form, for questions first.
 */
export default function Page() {
  const { routeParams } = usePageContext()
  const id = jobIdFrom(routeParams.id) ?? 0
  const { tenant } = useSite()
  const origin = siteOrigin(tenant)
  const { data, error, isValidating, mutate } = useJob({ id })
  useLogCareerError(error)
  if (!data) {
    if (!error) return <TextSkeleton label="Memuat lowongan…" />
    return (
      <LoadError
        className="container"
        what="Lowongan"
        message={friendlyReason(error.message)}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  const job = data.data
  const pageUrl = origin + jobHref(job)
  const crumbs = [
    { label: 'Lowongan', href: '/Event/Careers' },
    ...(job.career ? [{ label: job.career.name, href: careerHref(job.career) }] : []),
    { label: job.title },
  ]
  return (
    <article className="container detail">
      <Breadcrumbs crumbs={crumbs} origin={origin} />
      <JsonLd data={jobJsonLd(job, pageUrl)} of={job} />
      <SampleNote of={job} />
      <div className="detail__layout">
        <div>
          <p className="detail__kicker">{job.career?.name ?? 'Lowongan'}</p>
          <h1 className="detail__title">{job.title}</h1>
          {job.company && <p className="lead">{job.company}</p>}
          {job.description && <RichText html={job.description} />}
          {job.requirements && job.requirements.length > 0 && (
            <>
              <h2>Persyaratan</h2>
              <ul>
                {job.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          )}
          <JobApplicationForm job={job} />
          <ShareLinks url={pageUrl} title={job.title} />
        </div>
        <aside className="detail__aside" aria-label="Ringkasan lowongan">
          <dl className="detail__facts">
            {job.location && (
              <>
                <dt>Lokasi</dt>
                <dd>{job.location}</dd>
              </>
            )}
            {(job.employmentType || job.workplace) && (
              <>
                <dt>Jenis pekerjaan</dt>
                <dd>
                  {[employmentLabel(job.employmentType), workplaceLabel(job.workplace)]
                    .filter(Boolean)
                    .join(' · ')}
                </dd>
              </>
            )}
            {salaryText(job) && (
              <>
                <dt>Gaji per bulan</dt>
                <dd>{salaryText(job)}</dd>
              </>
            )}
            {job.postedAt && (
              <>
                <dt>Diunggah</dt>
                <dd>{formatDate(job.postedAt)}</dd>
              </>
            )}
            {job.deadline && (
              <>
                <dt>Batas lamaran</dt>
                <dd>{formatDate(job.deadline)}</dd>
              </>
            )}
          </dl>
          <div className="detail__actions">
            <Link
              className="button"
              href={`/Make-Appointment?perihal=${encodeURIComponent(`Lowongan ${job.title}`)}`}
            >
              Tanyakan lowongan ini
            </Link>
            {job.career && (
              <Link className="button button--outline" href={careerHref(job.career)}>
                Lowongan {job.career.name} lainnya
              </Link>
            )}
          </div>
        </aside>
      </div>
    </article>
  )
}
