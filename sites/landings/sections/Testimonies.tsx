/**
 * What learners say: the hosted database's `testimonies` table (SPEC §3), newest first, in its own
 * section. No testimony yet: no section at all (see `listShown`).
 */
import { useTestimonies, type RestListParams } from '../../../api/hostedDb'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'
import { listShown, Section, type SectionFrame } from './Section'

/** Whether the testimonies section shows (for actions that link to it). */
export const useTestimoniesShown = (params: RestListParams): boolean => listShown(useTestimonies(params))

export function Testimonies({ params, ...frame }: { params: RestListParams } & SectionFrame) {
  const state = useTestimonies(params)
  const { data, error, isLoading, isValidating, mutate } = state
  if (!listShown(state)) return null
  return (
    <Section {...frame} items={data?.data}>
      {!data && isLoading && <TextSkeleton />}
      {error && !data && (
        <LoadError
          what="Testimoni"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && (
        <ul className="testimonies">
          {data.data.map((t) => (
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
      )}
    </Section>
  )
}
