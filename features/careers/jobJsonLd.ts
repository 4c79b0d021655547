import type { JobPosting, WithContext } from 'schema-dts'
import type { JobDetail } from '../../api/careers'
import { EMPLOYMENT_SCHEMA } from './careerText'

/** schema.org `JobPosting` (docs/pages.md, "Meta and structure"), with the fields Google asks of a job: datePosted, employmentType, hiringOrganization, jobLocation. */
export function jobJsonLd(job: JobDetail, pageUrl: string): WithContext<JobPosting> {
  const remote = job.workplace === 'remote' || job.location === 'Remote'
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    url: pageUrl,
    description: job.description || job.title,
    ...(job.postedAt ? { datePosted: job.postedAt.slice(0, 10) } : {}),
    ...(job.deadline ? { validThrough: job.deadline } : {}),
    ...(job.employmentType
      ? { employmentType: EMPLOYMENT_SCHEMA[job.employmentType] ?? job.employmentType }
      : {}),
    ...(job.company ? { hiringOrganization: { '@type': 'Organization', name: job.company } } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
        }
      : job.location
        ? {
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'ID' },
            },
          }
        : {}),
    ...(job.salaryMin
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salaryMin,
              ...(job.salaryMax ? { maxValue: job.salaryMax } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  }
}
