/**
 * "Kelas lain di program ini": other classes of the same program (`v1/class/list` with
 * `programId`), so a visitor who reads one class can step to its neighbours. Hidden while loading,
 * on failure and when the program has no other class: it is a way onward, not the page's content,
 * so an empty or failed section would only be noise. More than fit here leads to the catalogue
 * filtered to the program.
 */
import type { ClassListParams } from '../../api/classes'
import { useClasses } from '../../api/classes'
import { Link } from '../../components/Link'
import { ClassCard } from './ClassCard'
import { SampleNote } from '../../components/SampleNote'

const SHOWN = 3

/** One more than shown, since the class itself may be among them. */
export const programSiblingParams = (programId: number): ClassListParams => ({
  page: 1,
  perPage: SHOWN + 1,
  programId,
  sort: 'newest',
})

export function ProgramSiblings({
  classId,
  programId,
  programName,
}: {
  classId: number
  programId: number | null | undefined
  programName?: string | null
}) {
  const { data } = useClasses(programId ? programSiblingParams(programId) : null)
  if (!programId || !data) return null
  const others = data.data.filter((k) => k.id !== classId)
  if (others.length === 0) return null
  const total = data.pagination.totalItems
  return (
    <section aria-labelledby="kelas-program" className="classes-section">
      <h2 id="kelas-program">
        {programName ? `Kelas lain di program ${programName}` : 'Kelas lain di program ini'}
      </h2>
      <SampleNote of={others} />
      <ul className="card-grid">
        {others.slice(0, SHOWN).map((k) => (
          <ClassCard key={k.id} item={k} headingLevel={3} />
        ))}
      </ul>
      {total - 1 > SHOWN && (
        <p>
          <Link href={`/Class?program=${programId}`}>Lihat semua kelas program ini</Link>
        </p>
      )}
    </section>
  )
}
