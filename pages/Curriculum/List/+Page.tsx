/** `/Curriculum`: the programs, 6 a page with search; each leads to its curriculum (`/Curriculum/{slug}`). */
import { useData } from 'vike-react/useData'
import { usePrograms } from '../../../api/programs'
import { ListResults } from '../../../components/ListResults'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { ProgramTile } from '../../../features/classes/ProgramTile'
import { curriculumParams } from '../../../features/classes/curriculum/params'

export default function Page() {
  const url = useUrlState()
  const { searchHint } = useData<{ searchHint: string }>()
  const state = usePrograms(curriculumParams(url.query))
  return (
    <div className="container classes-page">
      <h1>Kurikulum</h1>
      <p className="lead">Pilih program untuk melihat kurikulumnya: modul, topik, dan jam pelajaran.</p>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari program" placeholder={searchHint} />
      </div>
      <ListResults
        state={state}
        url={url}
        what="Program"
        noun="program"
        emptyTitle="Belum ada program yang cocok."
        pageLabel="Halaman program"
      >
        {(programs) => (
          <ul className="card-grid">
            {programs.map((p) => (
              <ProgramTile key={p.id} program={p} href={`/Curriculum/${encodeURIComponent(p.slug)}`} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
