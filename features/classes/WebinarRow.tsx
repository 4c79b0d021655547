/**
 * Upcoming webinars as a row of cards: cover, title, speaker, date and time, free or paid, join link,
 * and an .ics to keep the session in the visitor's calendar (its length, else one hour).
 */
import type { SWRResponse } from 'swr'
import type { Webinar } from '../../api/classes'
import type { ApiError } from '../../api/hooks'
import type { ListResult } from '../../api/result'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { CalendarLink } from '../../components/CalendarLink'
import type { CalendarEvent } from '../../components/calendarFile'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'

type WebinarResult = SWRResponse<Extract<ListResult<Webinar>, { status: true }>, ApiError>

export function WebinarRow({ result }: { result: WebinarResult }) {
  const { data, error, isLoading, isValidating, mutate } = result
  const host = new URL(siteOrigin(useSite().tenant)).hostname
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
                <p className="webinar-card__actions">
                  {w.link && (
                    <Link href={w.link} className="button button--small">
                      Ikuti webinar<span className="visually-hidden">: {w.title}</span>
                    </Link>
                  )}
                  <CalendarLink event={webinarEvent(w, host)} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function webinarEvent(w: Webinar, host: string): CalendarEvent {
  const start = new Date(w.startAt)
  return {
    uid: `webinar-${w.id}@${host}`,
    title: w.title,
    start: w.startAt,
    end:
      w.durationMinutes && !Number.isNaN(start.getTime())
        ? new Date(start.getTime() + w.durationMinutes * 60_000).toISOString()
        : null,
    url: w.link,
    description: w.speaker ? `Pembicara: ${[w.speaker, w.speakerTitle].filter(Boolean).join(', ')}` : null,
    location: 'Daring',
  }
}
