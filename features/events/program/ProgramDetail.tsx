import { useProgram, useProgramFilters, type ProgramDetailParams } from '../../../api/programs'
import { Link } from '../../../components/Link'
import { formatNumber, formatRupiah } from '../../../components/format'
import { DetailArticle, DetailPending } from '../DetailArticle'
import { useSite } from '../../../shell/site'
import { registerHref } from '../../../shell/signedIn'
import { useLiveSettings } from '../../../shell/useLiveSettings'
import { isBuiltPath } from '../../../sites/routes'
import { siteOrigin } from '../../../sites/apiContext'
import { BatchList, dateRange } from './BatchList'
import { LEVEL_LABEL, STATE_LABEL, TYPE_LABEL, label, programHref } from './programParams'
import { programJsonLd } from './programJsonLd'

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
    return (
      <DetailPending what="Program" loadingLabel="Memuat program…" {...{ error, mutate, isValidating }} />
    )
  }
  const program = data.data
  const origin = siteOrigin(tenant)
  const pageUrl = origin + programHref(program)
  const held = (program.heldCityIds ?? [])
    .map((id) => cities.find((c) => c.id === id)?.name)
    .filter(Boolean)
    .join(', ')
  // Signing up brings the visitor back here, signed in, to register for the program.
  const registerPath = registerHref(programHref(program))
  const curriculumPath = `/Curriculum/${encodeURIComponent(program.slug)}`
  const open = program.state === 'open'
  return (
    <DetailArticle
      crumbs={[{ label: 'Program', href: '/Program' }, { label: program.name }]}
      origin={origin}
      jsonLd={programJsonLd(program, pageUrl, siteName)}
      item={program}
      kicker={[label(TYPE_LABEL, program.type), program.category?.name].filter(Boolean).join(' · ')}
      title={program.name}
      cover={program.cover}
      summary={program.summary}
      html={program.description}
      pageUrl={pageUrl}
      asideLabel="Ringkasan program"
      aside={
        <>
          <dl className="detail__facts">
            <dt>Status</dt>
            <dd>{label(STATE_LABEL, program.state) ?? '–'}</dd>
            {program.level && (
              <>
                <dt>Tingkat</dt>
                <dd>{label(LEVEL_LABEL, program.level)}</dd>
              </>
            )}
            {dateRange(program.registrationStart, program.registrationEnd) && (
              <>
                <dt>Pendaftaran</dt>
                <dd>{dateRange(program.registrationStart, program.registrationEnd)}</dd>
              </>
            )}
            {dateRange(program.startDate, program.endDate) && (
              <>
                <dt>Pelaksanaan</dt>
                <dd>{dateRange(program.startDate, program.endDate)}</dd>
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
        </>
      }
    >
      {program.batches && program.batches.length > 0 && (
        <>
          <h2>Gelombang</h2>
          <BatchList batches={program.batches} />
        </>
      )}
    </DetailArticle>
  )
}
