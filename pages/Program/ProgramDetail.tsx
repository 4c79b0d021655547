import { useProgram, useProgramFilters, type ProgramDetailParams } from '../../api/programs'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { RichText } from '../../components/RichText'
import { ShareLinks } from '../../components/ShareLinks'
import { TextSkeleton } from '../../components/Skeleton'
import { formatDate, formatNumber, formatRupiah } from '../../components/format'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { isBuiltPath } from '../../sites/routes'
import { siteOrigin } from '../../sites/runtime'
import { LEVEL_LABEL, STATE_LABEL, TYPE_LABEL, label, programHref } from './programParams'
import { programJsonLd } from './programJsonLd'
import '../Event/styles.scss'

const range = (from: string | null | undefined, to: string | null | undefined) =>
  from ? `${formatDate(from)}${to ? ` – ${formatDate(to)}` : ''}` : null

/**
 * A program (`/Program/{slug}` and `/Program/{id}/{slug}`): what, when (registration, run, batches),
 * for whom, the price, and the next step. Registration and the curriculum link go to their pages
 * once those routes are built (`isBuiltPath`); until then, "Tanya pendaftaran" books a conversation
 * through the appointment form, so no button leads to a missing page.
 */
export function ProgramDetail({ params }: { params: ProgramDetailParams }) {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const { data, error, isValidating, mutate } = useProgram(params)
  const cities = useProgramFilters().data?.data.cities ?? []
  if (!data) {
    if (!error) return <TextSkeleton label="Memuat program…" />
    return (
      <LoadError
        className="container"
        what="Program"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  const program = data.data
  const origin = siteOrigin(tenant)
  const pageUrl = origin + programHref(program)
  const held = (program.heldCityIds ?? [])
    .map((id) => cities.find((c) => c.id === id)?.name)
    .filter(Boolean)
    .join(', ')
  const registerPath = `/Register?program=${encodeURIComponent(program.slug)}`
  const curriculumPath = `/Curriculum/${encodeURIComponent(program.slug)}`
  const open = program.state === 'open'
  return (
    <article className="container detail">
      <Breadcrumbs
        crumbs={[{ label: 'Program', href: '/Program' }, { label: program.name }]}
        origin={origin}
      />
      <JsonLd data={programJsonLd(program, pageUrl, siteName)} />
      <div className="detail__layout">
        <div>
          <p className="detail__kicker">
            {[label(TYPE_LABEL, program.type), program.category?.name].filter(Boolean).join(' · ')}
          </p>
          <h1 className="detail__title">{program.name}</h1>
          <Image
            className="detail__cover"
            src={program.cover}
            alt={program.name}
            width={1280}
            height={720}
            sizes="full"
            priority
          />
          {program.summary && <p className="lead">{program.summary}</p>}
          {program.description && <RichText html={program.description} />}
          {program.batches && program.batches.length > 0 && (
            <>
              <h2>Gelombang</h2>
              <ul className="batch-list">
                {program.batches.map((b) => (
                  <li key={b.id}>
                    <strong>{b.name}</strong>
                    {range(b.startDate, b.endDate) && <> · {range(b.startDate, b.endDate)}</>}
                    {b.quota ? (
                      <>
                        {' '}
                        · {formatNumber(b.registered ?? 0)}/{formatNumber(b.quota)} peserta
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ShareLinks url={pageUrl} title={program.name} />
        </div>
        <aside className="detail__aside" aria-label="Ringkasan program">
          <dl className="detail__facts">
            <dt>Status</dt>
            <dd>{label(STATE_LABEL, program.state) ?? '–'}</dd>
            {program.level && (
              <>
                <dt>Tingkat</dt>
                <dd>{label(LEVEL_LABEL, program.level)}</dd>
              </>
            )}
            {range(program.registrationStart, program.registrationEnd) && (
              <>
                <dt>Pendaftaran</dt>
                <dd>{range(program.registrationStart, program.registrationEnd)}</dd>
              </>
            )}
            {range(program.startDate, program.endDate) && (
              <>
                <dt>Pelaksanaan</dt>
                <dd>{range(program.startDate, program.endDate)}</dd>
              </>
            )}
            {held && (
              <>
                <dt>Kota pelaksanaan</dt>
                <dd>{held}</dd>
              </>
            )}
            {program.quota ? (
              <>
                <dt>Kuota</dt>
                <dd>{formatNumber(program.quota)} peserta</dd>
              </>
            ) : null}
            <dt>Biaya</dt>
            <dd>{formatRupiah(program.price)}</dd>
            {program.partner && (
              <>
                <dt>Mitra</dt>
                <dd>{program.partner}</dd>
              </>
            )}
          </dl>
          <div className="detail__actions">
            {open && isBuiltPath('/Register') && (
              <Link className="button" href={registerPath}>
                Daftar program
              </Link>
            )}
            {isBuiltPath(curriculumPath) && (
              <Link className="button button--outline" href={curriculumPath}>
                Lihat kurikulum
              </Link>
            )}
            <Link
              className={`button${open && isBuiltPath('/Register') ? ' button--outline' : ''}`}
              href={`/Make-Appointment?perihal=${encodeURIComponent(`Program ${program.name}`)}`}
            >
              {open ? 'Tanya pendaftaran' : 'Tanya jadwal berikutnya'}
            </Link>
          </div>
          {!open && (
            <p className="detail__note">
              {program.state === 'finished'
                ? 'Program ini telah selesai. Tanyakan jadwal gelombang berikutnya.'
                : 'Program ini sedang berjalan; pendaftaran sudah ditutup.'}
            </p>
          )}
        </aside>
      </div>
    </article>
  )
}
