import type { Job } from '../../api/careers'
import { Link } from '../../components/Link'
import { formatDate, formatRupiah } from '../../components/format'
import { jobHref } from './careerParams'
import { employmentLabel, workplaceLabel } from './careerText'

export function salaryText(job: Pick<Job, 'salaryMin' | 'salaryMax'>): string | null {
  if (job.salaryMin && job.salaryMax) return `${formatRupiah(job.salaryMin)} – ${formatRupiah(job.salaryMax)}`
  if (job.salaryMin) return `mulai ${formatRupiah(job.salaryMin)}`
  return null
}

/** One opening in a list: title (the link), company, place, terms, deadline. */
export function JobItem({ job }: { job: Job }) {
  const terms = [employmentLabel(job.employmentType), workplaceLabel(job.workplace)]
    .filter(Boolean)
    .join(' · ')
  return (
    <li className="card job-item">
      <h3 className="job-item__title">
        <Link href={jobHref(job)}>{job.title}</Link>
      </h3>
      <p className="job-item__meta">{[job.company, job.location].filter(Boolean).join(' · ')}</p>
      {terms && <p className="job-item__meta">{terms}</p>}
      {salaryText(job) && <p className="job-item__meta">{salaryText(job)} per bulan</p>}
      {job.deadline && <p className="job-item__meta">Lamar sebelum {formatDate(job.deadline)}</p>}
    </li>
  )
}
