/** `/Silabus`: the syllabus browser over every program (features/classes/ProgramSyllabusBrowser.tsx). */
import { Link } from '../../components/Link'
import { ALL_PROGRAMS } from '../../features/classes/programOptions'
import { ProgramSyllabusBrowser } from '../../features/classes/ProgramSyllabusBrowser'
import '../../features/classes/styles.scss'

export default function Page() {
  return (
    <div className="container classes-page">
      <h1>Silabus</h1>
      <p className="lead">Pilih program untuk melihat modul, topik, dan jam pelajarannya.</p>
      <ProgramSyllabusBrowser
        params={ALL_PROGRAMS}
        pickerLabel="Program"
        emptyTitle="Belum ada program."
        after={(program) => (
          <p>
            <Link href={`/Curriculum/${encodeURIComponent(program.slug)}`}>
              Halaman kurikulum {program.name}
            </Link>
          </p>
        )}
      />
    </div>
  )
}
