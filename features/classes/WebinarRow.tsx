/** Upcoming webinars as a row of cards: cover, title, speaker, date and time, free or paid, join link. */
import type { SWRResponse } from 'swr'
import type { Webinar } from '../../api/classes'
import type { ApiError } from '../../api/hooks'
import type { ListResult } from '../../api/result'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'

type WebinarResult = SWRResponse<Extract<ListResult<Webinar>, { status: true }>, ApiError>

export function WebinarRow({ result }: { result: WebinarResult }) {
  const { data, error, isLoading, isValidating, mutate } = result
  return (
    <section aria-labelledby="webinars" className="classes-section">
      <h2 id="webinars">Webinar</h2>
      {error && (
        <LoadError
          what="Webinar"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={3} label="Memuat webinar…" />}
      {data && data.data.length === 0 && <EmptyState title="Belum ada webinar terjadwal." />}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((w) => (
            <li key={w.id} className="card class-card webinar-card">
              <Image className="class-card__image" src={w.cover} alt="" width={400} height={225} />
              <div className="class-card__body">
                <p className="class-card__meta">{w.isFree ? 'Gratis' : 'Berbayar'}</p>
                <h3 className="classes-card__title">{w.title}</h3>
                {w.speaker && (
                  <p className="class-card__text">
                    {w.speaker}
                    {w.speakerTitle && <>, {w.speakerTitle}</>}
                  </p>
                )}
                <p className="classes-card__facts">
                  <DateText value={w.startAt} style="dateTime" />
                  {w.durationMinutes ? <span> · {w.durationMinutes} menit</span> : null}
                </p>
                {w.link && (
                  <Link href={w.link} className="button button--small">
                    Ikuti webinar<span className="visually-hidden">: {w.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
