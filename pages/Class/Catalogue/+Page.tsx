/**
 * `/Class`: the class catalogue. Six a page (SPEC §9) with the filters of SPEC §3 in the URL:
 * `?q=` (search), `state`, `level`, `type`, `program` (programId), `programs` (programIds: where a
 * mentor's card leads), `preClass` (preparatory or regular classes), `sort`, `page`. Below it two rows:
 * upcoming webinars (`v1/class/webinar`) and the newest classes (`v1/class/recent`).
 * Sort is not shown in SPEC: "newest" is the default (what a catalogue visitor expects first).
 */
import { useData } from 'vike-react/useData'
import { usePrograms } from '../../../api/programs'
import { useClasses, useRecentClasses, useWebinars } from '../../../api/classes'
import { EmptyState } from '../../../components/EmptyState'
import { FilterSelect } from '../../../components/FilterSelect'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { ListResults } from '../../../components/ListResults'
import { SearchBox } from '../../../components/SearchBox'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { hrefWith, useUrlState, type UrlState } from '../../../components/urlState'
import { ClassCard } from '../../../features/classes/ClassCard'
import {
  CLASS_LEVEL_LABELS,
  CLASS_SORT_LABELS,
  CLASS_STATE_LABELS,
  CLASS_TYPE_LABELS,
  optionsOf,
} from '../../../features/classes/labels'
import { WebinarRow } from '../../../features/classes/WebinarRow'
import {
  catalogueParams,
  PRE_CLASS_LABELS,
  PROGRAM_OPTIONS,
  programIdsFrom,
  WEBINAR_ROW,
} from '../../../features/classes/catalogue/params'
import '../../../features/classes/styles.scss'

const FILTER_KEYS = ['q', 'state', 'level', 'type', 'program', 'programs', 'preClass', 'sort'] as const

function Filters({ url, searchHint }: { url: UrlState; searchHint: string }) {
  const programs = usePrograms(PROGRAM_OPTIONS)
  const programOptions = (programs.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))
  const { newest: _default, ...otherSorts } = CLASS_SORT_LABELS
  const chosenPrograms = programIdsFrom(url.query.programs)
  const chosenNames = chosenPrograms.map(
    (id) => programOptions.find((o) => o.value === String(id))?.label ?? `Program ${id}`,
  )
  return (
    <>
      <div className="list-toolbar classes-toolbar">
        <SearchBox url={url} label="Cari kelas" placeholder={searchHint} />
        <FilterSelect url={url} param="state" label="Status" options={optionsOf(CLASS_STATE_LABELS)} />
        <FilterSelect url={url} param="level" label="Tingkat" options={optionsOf(CLASS_LEVEL_LABELS)} />
        <FilterSelect url={url} param="type" label="Jenis" options={optionsOf(CLASS_TYPE_LABELS)} />
        <FilterSelect url={url} param="program" label="Program" options={programOptions} />
        <FilterSelect
          url={url}
          param="preClass"
          label="Kelas persiapan"
          allLabel="Semua kelas"
          options={optionsOf(PRE_CLASS_LABELS)}
        />
        <FilterSelect
          url={url}
          param="sort"
          label="Urutkan"
          allLabel={CLASS_SORT_LABELS.newest}
          options={optionsOf(otherSorts)}
        />
      </div>
      {chosenPrograms.length > 0 && (
        <p className="classes-chosen">
          Kelas dari program: {chosenNames.join(', ')}.{' '}
          <Link href={hrefWith(url.pathname, url.query, { programs: null, page: null })}>
            Hapus saringan program
          </Link>
        </p>
      )}
    </>
  )
}

function ClassResults({ url }: { url: UrlState }) {
  const params = catalogueParams(url.query)
  const state = useClasses(params)
  const filtered = FILTER_KEYS.some((k) => url.query[k])
  return (
    <section aria-labelledby="class-results" className="classes-results">
      <h2 id="class-results" className="visually-hidden">
        Daftar kelas
      </h2>
      <ListResults
        state={state}
        url={url}
        what="Kelas"
        noun="kelas"
        emptyTitle={filtered ? 'Tidak ada kelas yang cocok dengan pilihan Anda.' : 'Belum ada kelas.'}
        emptyAction={
          filtered && (
            <p>
              <Link href={url.pathname}>Tampilkan semua kelas</Link>
            </p>
          )
        }
        pageLabel="Halaman kelas"
        skeletonCount={params.perPage ?? 6}
      >
        {(items) => (
          <ul className="card-grid">
            {items.map((item, i) => (
              <ClassCard key={item.id} item={item} headingLevel={3} priority={i === 0} />
            ))}
          </ul>
        )}
      </ListResults>
    </section>
  )
}

function RecentClasses() {
  const { data, error, isLoading, isValidating, mutate } = useRecentClasses()
  return (
    <section aria-labelledby="recent-classes" className="classes-section">
      <h2 id="recent-classes">Kelas terbaru</h2>
      {error && (
        <LoadError
          what="Kelas terbaru"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={3} label="Memuat kelas terbaru…" />}
      {data && data.data.length === 0 && <EmptyState title="Belum ada kelas baru." />}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.slice(0, 3).map((item) => (
            <ClassCard key={item.id} item={item} headingLevel={3} />
          ))}
        </ul>
      )}
    </section>
  )
}

function Webinars() {
  const result = useWebinars(WEBINAR_ROW)
  return <WebinarRow result={result} />
}

export default function Page() {
  const url = useUrlState()
  const { searchHint } = useData<{ searchHint: string }>()
  return (
    <div className="container classes-page">
      <h1>Kelas</h1>
      <p className="lead">
        Pilih kelas yang dibimbing mentor praktisi: saring menurut status, tingkat, jenis, dan program.
      </p>
      <Filters url={url} searchHint={searchHint} />
      <ClassResults url={url} />
      <Webinars />
      <RecentClasses />
    </div>
  )
}
