/** A program's syllabus (`silabus/{programId}`): total hours, then each module with its topics. */
import { useSilabus } from '../../api/batches'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'

export function SilabusView({ programId }: { programId: number }) {
  const { data, error, isLoading, isValidating, mutate } = useSilabus({ programId })
  if (error)
    return (
      <LoadError
        what="Silabus"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  if (!data) return isLoading ? <TextSkeleton lines={10} label="Memuat silabus…" /> : null
  const s = data.data
  if (s.modules.length === 0) return <EmptyState title="Silabus program ini belum tersedia." />
  return (
    <div className="silabus">
      <p className="list-count">
        {formatNumber(s.modules.length)} modul
        {s.totalHours ? ` · ${formatNumber(s.totalHours)} jam pelajaran` : ''}
      </p>
      <ol className="syllabus">
        {[...s.modules]
          .sort((a, b) => a.order - b.order)
          .map((m) => (
            <li key={m.order} className="syllabus__week">
              <h3 className="syllabus__title">
                Modul {m.order}: {m.title}
                {m.durationHours ? <small className="silabus__hours"> · {m.durationHours} jam</small> : null}
              </h3>
              {m.description && <p>{m.description}</p>}
              {m.topics && m.topics.length > 0 && (
                <ul className="syllabus__topics">
                  {m.topics.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
      </ol>
    </div>
  )
}
