import { useProgramFilters, usePrograms } from '../../../api/programs'
import { FilterSelect } from '../../../components/FilterSelect'
import { Link } from '../../../components/Link'
import { ListResults } from '../../../components/ListResults'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { ActivePrograms } from '../../../features/events/program/ActivePrograms'
import { ProgramCard } from '../../../features/events/program/ProgramCard'
import {
  LEVEL_LABEL,
  STATE_LABEL,
  label,
  programListParams,
} from '../../../features/events/program/programParams'
import '../../../features/events/styles.scss'

/**
 * `/Program`: the programs open or running now (each opening its batches in place), then all
 * programs and bootcamps, 6 a page, filtered by state, level, category and city.
 */
export default function Page() {
  const url = useUrlState()
  const programs = usePrograms(programListParams(url.query))
  const filters = useProgramFilters().data?.data
  const filtered = ['q', 'state', 'level', 'category', 'city'].some((k) => url.query[k])
  return (
    <div className="container board-page">
      <h1>Program</h1>
      <p className="lead">
        Bootcamp, beasiswa, kompetisi dan pelatihan bersama mitra industri dan pemerintah.
      </p>
      <ActivePrograms />
      <h2>Semua program</h2>
      <div className="list-toolbar list-toolbar--wide">
        <SearchBox url={url} label="Cari program" placeholder="Nama program…" />
        <FilterSelect
          url={url}
          param="state"
          label="Status"
          options={(filters?.states ?? []).map((s) => ({ value: s, label: label(STATE_LABEL, s) ?? s }))}
        />
        <FilterSelect
          url={url}
          param="level"
          label="Tingkat"
          options={(filters?.levels ?? []).map((s) => ({ value: s, label: label(LEVEL_LABEL, s) ?? s }))}
        />
        <FilterSelect
          url={url}
          param="category"
          label="Kategori"
          options={(filters?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FilterSelect
          url={url}
          param="city"
          label="Kota pelaksanaan"
          options={(filters?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </div>
      <ListResults
        state={programs}
        url={url}
        what="Daftar program"
        noun="program"
        emptyTitle={filtered ? 'Tidak ada program yang cocok.' : 'Belum ada program.'}
        emptyAction={
          filtered && (
            <p>
              <Link href={url.pathname}>Hapus semua filter</Link>
            </p>
          )
        }
        pageLabel="Halaman program"
      >
        {(items) => (
          <ul className="card-grid">
            {items.map((p) => (
              <ProgramCard key={p.id} program={p} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
