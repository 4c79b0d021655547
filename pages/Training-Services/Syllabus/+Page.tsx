/** `/Training-Services/Syllabus`: the training programmes' syllabus, one programme at a time (`?program=`). */
import { usePrograms } from '../../../api/programs'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { EmptyState } from '../../../components/EmptyState'
import { FilterSelect } from '../../../components/FilterSelect'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'
import { useUrlState } from '../../../components/urlState'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/runtime'
import { pickedProgram } from '../../_classes/programOptions'
import { SilabusView } from '../../_classes/SilabusView'
import { TRAINING_PROGRAMS } from '../params'
import '../../_classes/styles.scss'

export default function Page() {
  const url = useUrlState()
  const { tenant } = useSite()
  const programs = usePrograms(TRAINING_PROGRAMS)
  const list = programs.data?.data ?? []
  const program = pickedProgram(list, url.query)
  return (
    <div className="container classes-page">
      <Breadcrumbs
        crumbs={[{ label: 'Training Services', href: '/Training-Services' }, { label: 'Silabus' }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Silabus Training Services</h1>
      <p className="lead">Modul, topik, dan jam pelajaran setiap program pelatihan.</p>
      {programs.error && (
        <LoadError
          what="Program"
          message={programs.error.message}
          onRetry={() => void programs.mutate()}
          retrying={programs.isValidating}
        />
      )}
      {!programs.data && programs.isLoading && <TextSkeleton lines={10} label="Memuat program…" />}
      {programs.data && list.length === 0 && <EmptyState title="Belum ada program pelatihan." />}
      {program && (
        <>
          <div className="list-toolbar">
            <FilterSelect
              url={url}
              param="program"
              label="Program pelatihan"
              allLabel={list[0]?.name ?? 'Program'}
              options={list.slice(1).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          <section aria-labelledby="silabus-title">
            <h2 id="silabus-title">{program.name}</h2>
            {program.summary && <p>{program.summary}</p>}
            <SilabusView programId={program.id} />
          </section>
        </>
      )}
    </div>
  )
}
