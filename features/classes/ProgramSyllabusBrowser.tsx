/**
 * A program picker (`?program=`, in the URL: shareable, back restores) and the chosen program's
 * syllabus; the first program when none is chosen. Shared by `/Silabus` and
 * `/Training-Services/Syllabus`, which differ only in which programs they list and their words.
 */
import type { ReactNode } from 'react'
import { usePrograms, type Program, type ProgramListParams } from '../../api/programs'
import { EmptyState } from '../../components/EmptyState'
import { FilterSelect } from '../../components/FilterSelect'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { pickedProgram } from './programOptions'
import { SilabusView } from './SilabusView'

export function ProgramSyllabusBrowser({
  params,
  pickerLabel,
  emptyTitle,
  after,
}: {
  params: ProgramListParams
  pickerLabel: string
  emptyTitle: string
  /** What follows the chosen program's syllabus (a link onwards). */
  after?: (program: Program) => ReactNode
}) {
  const url = useUrlState()
  const programs = usePrograms(params)
  const list = programs.data?.data ?? []
  const program = pickedProgram(list, url.query)
  return (
    <>
      {programs.error && (
        <LoadError
          what="Program"
          message={programs.error.message}
          onRetry={() => void programs.mutate()}
          retrying={programs.isValidating}
        />
      )}
      {!programs.data && programs.isLoading && <TextSkeleton lines={10} label="Memuat program…" />}
      {programs.data && list.length === 0 && <EmptyState title={emptyTitle} />}
      {program && (
        <>
          <div className="list-toolbar">
            <FilterSelect
              url={url}
              param="program"
              label={pickerLabel}
              allLabel={list[0]?.name ?? 'Program'}
              options={list.slice(1).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          <section aria-labelledby="silabus-title">
            <h2 id="silabus-title">{program.name}</h2>
            {program.summary && <p>{program.summary}</p>}
            <SilabusView programId={program.id} />
            {after?.(program)}
          </section>
        </>
      )}
    </>
  )
}
