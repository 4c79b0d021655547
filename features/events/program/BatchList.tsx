/**
 * A program's batches (gelombang): name, dates, and seats taken of the quota. Shown on the program
 * page and, for an active program, opened in place on /Program (ActivePrograms).
 */
import type { ActiveProgram } from '../../../api/programs'
import { formatDate, formatNumber } from '../../../components/format'

type Batch = NonNullable<ActiveProgram['batches']>[number]

export const dateRange = (from: string | null | undefined, to: string | null | undefined) =>
  from ? `${formatDate(from)}${to ? ` – ${formatDate(to)}` : ''}` : null

export function BatchList({ batches }: { batches: readonly Batch[] }) {
  return (
    <ul className="program-batches">
      {batches.map((b) => (
        <li key={b.id}>
          <strong>{b.name}</strong>
          {dateRange(b.startDate, b.endDate) && <> · {dateRange(b.startDate, b.endDate)}</>}
          {b.quota ? (
            <>
              {' '}
              · {formatNumber(b.registered ?? 0)}/{formatNumber(b.quota)} peserta
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
