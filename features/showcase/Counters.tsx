/**
 * The provider's figures, from the landing counters API (SPEC §3 app state `data_count`); never a
 * number written in the code. Unknown keys are shown with their own name; nothing when the call
 * fails (a retry is offered) or returns no figure.
 */
import { useLandingCounters } from '../../api/app'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { Skeleton } from '../../components/Skeleton'
import { SampleNote } from '../../components/SampleNote'

const LABELS: Record<string, string> = {
  students: 'Pelajar',
  classes: 'Kelas',
  programs: 'Program',
  mentors: 'Mentor',
  partners: 'Mitra',
}

export function Counters() {
  const { data, error, isLoading, isValidating, mutate } = useLandingCounters()
  const entries = Object.entries(data?.data.data_count ?? {}).filter(([, n]) => n > 0)
  if (!data && isLoading) {
    return (
      <ul className="stat-counters" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="stat-counter">
            <Skeleton width="4rem" height="2rem" />
            <Skeleton width="5rem" height="1rem" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <>
      {error && !data && (
        <LoadError
          what="Angka kami"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {entries.length > 0 && (
        <ul className="stat-counters">
          {entries.map(([key, n]) => (
            <li key={key} className="stat-counter">
              <strong className="stat-counter__value">{formatNumber(n)}</strong>
              <span className="stat-counter__label">{LABELS[key] ?? key}</span>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 && <SampleNote of={data?.data} />}
    </>
  )
}
