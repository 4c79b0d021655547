/** What learners say: the hosted database's `testimonies` table (SPEC §3), newest first. */
import { useTestimonies, type RestListParams } from '../../../api/hostedDb'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'

export function Testimonies({ params }: { params: RestListParams }) {
  const { data, error, isLoading, isValidating, mutate } = useTestimonies(params)
  if (!data && isLoading) return <TextSkeleton />
  if (error && !data)
    return (
      <LoadError
        what="Testimoni"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  const rows = data?.data ?? []
  // No testimony yet: one quiet sentence instead of an empty block.
  if (rows.length === 0) return <p>Cerita para peserta akan tampil di sini.</p>
  return (
    <ul className="testimonies">
      {rows.map((t) => (
        <li key={t.id} className="testimony">
          <figure>
            <blockquote>
              <p>“{t.content}”</p>
            </blockquote>
            <figcaption>
              <strong>{t.name}</strong>
              {t.role && <span>{t.role}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
