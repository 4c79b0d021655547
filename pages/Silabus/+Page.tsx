/**
 * `/Silabus`: the syllabus browser. A program picker (`?program=`, in the URL: shareable, back
 * restores) and the chosen program's syllabus; the first program when none is chosen.
 */
import { usePrograms } from '../../api/programs'
import { EmptyState } from '../../components/EmptyState'
import { FilterSelect } from '../../components/FilterSelect'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { ALL_PROGRAMS, pickedProgram } from '../_classes/programOptions'
import { SilabusView } from '../_classes/SilabusView'
import '../_classes/styles.scss'

export default function Page() {
  const url = useUrlState()
  const programs = usePrograms(ALL_PROGRAMS)
  const list = programs.data?.data ?? []
  const program = pickedProgram(list, url.query)
  return (
    <div className="container classes-page">
      <h1>Silabus</h1>
      <p className="lead">Pilih program untuk melihat modul, topik, dan jam pelajarannya.</p>
      {programs.error && (
        <LoadError
          what="Program"
          message={programs.error.message}
          onRetry={() => void programs.mutate()}
          retrying={programs.isValidating}
        />
      )}
      {!programs.data && programs.isLoading && <TextSkeleton lines={10} label="Memuat program…" />}
      {programs.data && list.length === 0 && <EmptyState title="Belum ada program." />}
      {program && (
        <>
          <div className="list-toolbar">
            <FilterSelect
              url={url}
              param="program"
              label="Program"
              allLabel={list[0]?.name ?? 'Program'}
              options={list.slice(1).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          <section aria-labelledby="silabus-title">
            <h2 id="silabus-title">{program.name}</h2>
            {program.summary && <p>{program.summary}</p>}
            <SilabusView programId={program.id} />
            <p>
              <Link href={`/Curriculum/${encodeURIComponent(program.slug)}`}>
                Halaman kurikulum {program.name}
              </Link>
            </p>
          </section>
        </>
      )}
    </div>
  )
}
