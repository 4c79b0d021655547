/**
 * The training programmes of `/Training-Services` (the catalogue's `filter.type=pelatihan`
 * programs, with partner and dates), each leading to its syllabus page.
 */
import { usePrograms } from '../../../api/programs'
import { EmptyState } from '../../../components/EmptyState'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { ProgramTile } from '../ProgramTile'
import { TRAINING_PROGRAMS } from './params'
import '../styles.scss'
import { SampleNote } from '../../../components/SampleNote'

export function TrainingPrograms() {
  const { data, error, isLoading, isValidating, mutate } = usePrograms(TRAINING_PROGRAMS)
  return (
    <div className="container classes-page">
      <section aria-labelledby="program-pelatihan" className="classes-section">
        <h2 id="program-pelatihan">Program pelatihan</h2>
        {error && (
          <LoadError
            what="Program"
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        )}
        {!data && isLoading && <CardGridSkeleton count={3} label="Memuat program…" />}
        {data && data.data.length === 0 && <EmptyState title="Belum ada program pelatihan yang dibuka." />}
        <SampleNote of={data?.data} />
        {data && data.data.length > 0 && (
          <ul className="card-grid">
            {data.data.map((p) => (
              <ProgramTile
                key={p.id}
                program={p}
                href={`/Training-Services/Syllabus?program=${p.id}`}
                headingLevel={3}
                meta={[p.category?.name, p.partner].filter(Boolean).join(' · ')}
              />
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link className="button" href="/Training-Services/Syllabus">
          Lihat silabus pelatihan
        </Link>
      </p>
    </div>
  )
}
