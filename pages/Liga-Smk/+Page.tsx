/**
 * `/Liga-Smk`: the school league: what it is, its schedule, the schools taking part
 * (10 a page, searchable, in the URL), and the way to register a school. The league's data is its
 * program in the catalogue (params.ts); the raw HTML holds the program and the first page of schools.
 */
import type { Event, WithContext } from 'schema-dts'
import { usePrograms, useProgramSchools } from '../../api/programs'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { ListResults } from '../../components/ListResults'
import { RichText } from '../../components/RichText'
import { SearchBox } from '../../components/SearchBox'
import { TextSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { LEAGUE_QUERY, leagueSchoolsParams } from '../../features/events/ligaSmk/params'
import { SampleNote } from '../../components/SampleNote'
import '../../features/account/styles.scss'
import '../../features/events/ligaSmk/styles.scss'

function Schools({ programId }: { programId: number }) {
  const url = useUrlState()
  const params = leagueSchoolsParams(programId, url.query)
  const state = useProgramSchools(params)
  return (
    <section aria-labelledby="league-schools">
      <h2 id="league-schools">Sekolah peserta</h2>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari sekolah" placeholder="Nama sekolah" />
      </div>
      <ListResults
        state={state}
        url={url}
        what="Sekolah peserta"
        noun="sekolah"
        emptyTitle="Belum ada sekolah yang cocok."
        pageLabel="Halaman sekolah peserta"
        skeleton={<TextSkeleton lines={10} label="Memuat sekolah…" />}
      >
        {(schools, page) => (
          <ol className="league-schools" start={page ? (page.page - 1) * page.perPage + 1 : 1}>
            {schools.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong>
                <span>
                  {[s.city, s.province].filter(Boolean).join(', ')}
                  {s.teams ? ` · ${s.teams} tim` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </ListResults>
    </section>
  )
}

export default function Page() {
  const { data, error, isValidating, mutate } = usePrograms(LEAGUE_QUERY)
  const program = data?.data[0]
  const event: WithContext<Event> | null = program
    ? {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: program.name,
        description: program.summary ?? undefined,
        startDate: program.startDate ?? undefined,
        endDate: program.endDate ?? undefined,
        image: program.cover ?? undefined,
        eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      }
    : null
  return (
    <div className="container league">
      <h1>Liga SMK</h1>
      <p className="lead">
        Kompetisi pemrograman antartim sekolah menengah kejuruan: siswa belajar bersama mentor, berlatih
        memecahkan soal, lalu bertanding mewakili sekolahnya.
      </p>
      {!data && !error && <TextSkeleton lines={5} label="Memuat Liga SMK…" />}
      {error && !data && (
        <LoadError
          what="Liga SMK"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && !program && <EmptyState title="Liga SMK belum dibuka. Nantikan jadwal berikutnya." />}
      {program && (
        <>
          {event && <JsonLd data={event} of={program} />}
          <SampleNote of={program} />
          <section aria-labelledby="league-about">
            <h2 id="league-about">{program.name}</h2>
            {program.summary && <p>{program.summary}</p>}
            {program.description && <RichText html={program.description} />}
          </section>
          <section aria-labelledby="league-schedule">
            <h2 id="league-schedule">Jadwal</h2>
            <dl className="invoice">
              <dt>Pendaftaran</dt>
              <dd>
                {program.registrationStart ? (
                  <DateText value={program.registrationStart} />
                ) : (
                  'Belum diumumkan'
                )}
                {program.registrationEnd && (
                  <>
                    {' – '}
                    <DateText value={program.registrationEnd} />
                  </>
                )}
              </dd>
              <dt>Pelaksanaan</dt>
              <dd>
                {program.startDate ? <DateText value={program.startDate} /> : 'Belum diumumkan'}
                {program.endDate && (
                  <>
                    {' – '}
                    <DateText value={program.endDate} />
                  </>
                )}
              </dd>
            </dl>
            <Link className="button" href="/Liga-Smk/Register">
              Daftarkan sekolah
            </Link>
          </section>
          <Schools programId={program.id} />
        </>
      )}
    </div>
  )
}
