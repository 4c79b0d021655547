import { usePageContext } from 'vike-react/usePageContext'
import { usePost } from '../../../api/posts'
import { CalendarLink } from '../../../components/CalendarLink'
import { Link } from '../../../components/Link'
import { formatDate, isoDate } from '../../../components/format'
import { DetailArticle, DetailPending } from '../../../features/events/DetailArticle'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import {
  ATTENDANCE_LABEL,
  eventInfoOf,
  isPast,
  venueText,
  type EventInfo,
} from '../../../features/events/eventInfo'
import { eventJsonLd } from '../../../features/events/eventJsonLd'
import { eventDetailParams } from '../../../features/events/params'
import { useNow } from '../../../features/events/useNow'

/**
 * `/Event/{slug}`: when and where, who organises, the story, and what to do next: register (while
 * the event is ahead and the post names a registration form), add it to a calendar (.ics), or ask
 * the organiser through the appointment form.
 */
export default function Page() {
  const { routeParams } = usePageContext()
  const slug = routeParams.slug ?? ''
  const { tenant } = useSite()
  const now = useNow()
  const { data, error, mutate, isValidating } = usePost(eventDetailParams(slug))
  if (!data) {
    return <DetailPending what="Acara" loadingLabel="Memuat acara…" {...{ error, mutate, isValidating }} />
  }
  const post = data.data
  const info = eventInfoOf(post)
  const origin = siteOrigin(tenant)
  const pageUrl = `${origin}/Event/${encodeURIComponent(post.slug)}`
  const past = isPast(info, now)
  return (
    <DetailArticle
      crumbs={[{ label: 'Acara', href: '/Event' }, { label: post.title }]}
      origin={origin}
      jsonLd={eventJsonLd(post, info, pageUrl)}
      item={post}
      kicker={
        <>
          {post.category?.name ?? 'Acara'}
          {info.startsAt && <> · {past ? 'Telah berlangsung' : 'Akan datang'}</>}
        </>
      }
      title={post.title}
      cover={post.cover}
      summary={post.summary}
      html={post.content}
      pageUrl={pageUrl}
      asideLabel="Info acara"
      aside={
        <>
          <EventFacts info={info} />
          <div className="detail__actions">
            {!past && info.registrationUrl && (
              <Link className="button" href={info.registrationUrl}>
                Daftar sekarang
              </Link>
            )}
            {info.startsAt && !past && (
              <CalendarLink
                className="button button--outline"
                event={{
                  uid: `event-${post.id}@${new URL(origin).hostname}`,
                  title: post.title,
                  start: info.startsAt.toISOString(),
                  // Events run longer than a webinar: two hours when the post names no end.
                  end: (info.endsAt ?? new Date(info.startsAt.getTime() + 2 * 3_600_000)).toISOString(),
                  description: [post.summary, info.organizer && `Penyelenggara: ${info.organizer}`, pageUrl]
                    .filter(Boolean)
                    .join('\n\n'),
                  location: venueText(info) ?? info.onlineUrl,
                  url: pageUrl,
                }}
              />
            )}
            <Link className="button button--outline" href={`/Make-Appointment?postId=${post.id}`}>
              Tanya penyelenggara
            </Link>
          </div>
          {past && <p className="detail__note">Acara ini telah berlangsung; pendaftaran sudah ditutup.</p>}
          {!past && !info.registrationUrl && (
            <p className="detail__note">Pendaftaran belum dibuka. Tanyakan jadwalnya kepada penyelenggara.</p>
          )}
        </>
      }
    />
  )
}

function EventFacts({ info }: { info: EventInfo }) {
  return (
    <dl className="detail__facts">
      <dt>Tanggal</dt>
      <dd>
        {info.startsAt ? (
          <time dateTime={isoDate(info.startsAt)}>{formatDate(info.startsAt, 'full')}</time>
        ) : (
          'Jadwal menyusul'
        )}
      </dd>
      {info.startsAt && (
        <>
          <dt>Waktu</dt>
          <dd>
            {formatDate(info.startsAt, 'time')}
            {info.endsAt && <> – {formatDate(info.endsAt, 'time')}</>}
          </dd>
        </>
      )}
      <dt>Tempat</dt>
      <dd>
        {ATTENDANCE_LABEL[info.attendance]}
        {info.attendance !== 'online' && (
          <> · {[info.venue, info.address].filter(Boolean).join(', ') || 'Lokasi diumumkan kemudian'}</>
        )}
      </dd>
      {info.onlineUrl && (
        <>
          <dt>Tautan daring</dt>
          <dd>
            <Link href={info.onlineUrl}>Buka tautan acara</Link>
          </dd>
        </>
      )}
      {info.organizer && (
        <>
          <dt>Penyelenggara</dt>
          <dd>{info.organizer}</dd>
        </>
      )}
    </dl>
  )
}
