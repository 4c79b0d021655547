/** The festival's class overview (SPEC §2: belajarbersama is the class overview of a fixed slug). */
import type { EducationEvent, WithContext } from 'schema-dts'
import { useClassOverview } from '../../../api/classes'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'
import { JsonLd } from '../../../components/JsonLd'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { Rupiah } from '../../../components/Rupiah'
import { TextSkeleton } from '../../../components/Skeleton'
import { FESTIVAL } from '../../../content/festival'
import { useSite } from '../../../shell/site'
import { isBuiltPath } from '../../../sites/routes'
import { siteOrigin } from '../../../sites/apiContext'
import { FESTIVAL_CLASS } from './params'
import { SampleNote } from '../../../components/SampleNote'

const TYPES: Record<string, string> = { online: 'Daring', offline: 'Luring', hybrid: 'Hibrida' }

export function FestivalClass() {
  const { tenant } = useSite()
  const { data, error, isLoading, isValidating, mutate } = useClassOverview(FESTIVAL_CLASS)
  if (!data && isLoading) return <TextSkeleton lines={5} label="Memuat kelas festival…" />
  if (!data) {
    return (
      <LoadError
        what="Kelas festival"
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  const k = data.data
  const classPath = `/Class/${k.slug}`
  const jsonLd: WithContext<EducationEvent> = {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: k.name,
    description: k.description ?? FESTIVAL.description,
    startDate: k.startDate ?? undefined,
    image: k.logo ?? undefined,
    eventAttendanceMode:
      k.type === 'online'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : k.type === 'offline'
          ? 'https://schema.org/OfflineEventAttendanceMode'
          : 'https://schema.org/MixedEventAttendanceMode',
    organizer: { '@type': 'EducationalOrganization', name: tenant.name, url: siteOrigin(tenant) },
  }
  return (
    <div className="festival-class card showcase-card">
      <JsonLd data={jsonLd} of={k} />
      <SampleNote of={k} />
      <Image
        className="showcase-card__image"
        src={k.logo}
        alt={k.name}
        width={800}
        height={450}
        sizes="full"
      />
      <div className="showcase-card__body">
        <h3>{k.name}</h3>
        {k.description && <p>{k.description}</p>}
        <dl className="portfolio-meta">
          {k.startDate && (
            <>
              <dt>Mulai</dt>
              <dd>
                <DateText value={k.startDate} />
              </dd>
            </>
          )}
          {k.type && (
            <>
              <dt>Format</dt>
              <dd>{TYPES[k.type] ?? k.type}</dd>
            </>
          )}
          <dt>Biaya</dt>
          <dd>
            <Rupiah amount={k.price} />
          </dd>
        </dl>
        {isBuiltPath(classPath) && (
          <p>
            <Link className="button" href={classPath}>
              Lihat kelas dan daftar
            </Link>
          </p>
        )}
      </div>
    </div>
  )
}
