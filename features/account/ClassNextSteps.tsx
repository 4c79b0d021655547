/**
 * What comes next in a class the learner has joined: the next session (or the start), the webinar
 * with its link and an .ics for the phone's calendar while it is ahead, and the syllabus. Shared by
 * the class page ("Anda terdaftar") and "Kelas saya" on the account page, so both say the same.
 */
import type { MyClass } from '../../api/enrolments'
import { CalendarLink } from '../../components/CalendarLink'
import { DateText } from '../../components/DateText'
import { Link } from '../../components/Link'
import './classNextSteps.scss'

const MINUTE_MS = 60_000

export function ClassNextSteps({
  item,
  syllabusHref,
  now = Date.now(),
}: {
  item: MyClass
  syllabusHref: string
  now?: number
}) {
  const webinar = item.webinar
  const webinarAhead = webinar ? new Date(webinar.startsAt).getTime() >= now : false
  const started = item.startDate ? new Date(item.startDate).getTime() <= now : false
  return (
    <dl className="class-next">
      {item.state === 'finished' ? (
        <div>
          <dt>Jadwal</dt>
          <dd>Kelas sudah selesai</dd>
        </div>
      ) : item.nextSession ? (
        <div>
          <dt>{started ? 'Pertemuan berikutnya' : 'Mulai'}</dt>
          <dd>
            <DateText value={item.nextSession} />
          </dd>
        </div>
      ) : null}
      {webinar && (
        <div>
          <dt>Webinar</dt>
          <dd>
            {webinar.url ? <Link href={webinar.url}>{webinar.title}</Link> : webinar.title}
            {', '}
            <DateText value={webinar.startsAt} />
            {webinarAhead && (
              <>
                {' '}
                <CalendarLink
                  event={{
                    uid: `webinar-${item.classId}-${webinar.startsAt}`,
                    title: webinar.title,
                    start: webinar.startsAt,
                    end: webinar.durationMinutes
                      ? new Date(
                          new Date(webinar.startsAt).getTime() + webinar.durationMinutes * MINUTE_MS,
                        ).toISOString()
                      : null,
                    url: webinar.url,
                    description: `Webinar kelas ${item.name}`,
                  }}
                />
              </>
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>Silabus</dt>
        <dd>
          <Link href={syllabusHref}>Lihat silabus</Link>
        </dd>
      </div>
    </dl>
  )
}
