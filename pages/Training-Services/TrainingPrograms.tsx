/**
 * The training programmes of `/Training-Services` (the catalogue's `filter.type=pelatihan`
 * programs, with partner and dates), each leading to its syllabus page.
 */
import { usePrograms } from '../../api/programs'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'
import { TRAINING_PROGRAMS } from './params'
import '../_classes/styles.scss'

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
        {data && data.data.length > 0 && (
          <ul className="card-grid">
            {data.data.map((p) => (
              <li key={p.id} className="card class-card classes-card">
                <Image
                  className="class-card__image"
                  src={p.cover || p.logo}
                  alt=""
                  width={400}
                  height={225}
                />
                <div className="class-card__body">
                  <p className="class-card__meta">
                    {[p.category?.name, p.partner].filter(Boolean).join(' · ')}
                  </p>
                  <h3 className="classes-card__title">
                    <Link href={`/Training-Services/Syllabus?program=${p.id}`} className="classes-card__link">
                      {p.name}
                    </Link>
                  </h3>
                  {p.summary && <p className="class-card__text">{p.summary}</p>}
                  {p.startDate && (
                    <p className="classes-card__facts">
                      Mulai <DateText value={p.startDate} />
                    </p>
                  )}
                </div>
              </li>
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
