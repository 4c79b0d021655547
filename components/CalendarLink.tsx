/**
 * "Tambahkan ke kalender": a link that downloads the session as an .ics file, which phones and
 * desktop calendars open directly. The file is made in the browser (a Blob behind an object URL),
 * so pages stay static and no server call is needed.
 *
 * The object URL is made after hydration (the file carries the time it was made, DTSTAMP, which
 * the server cannot know), and revoked when the link goes. Until then the anchor has no href, nor
 * the `download` and `type` that only a link may carry: for that instant it is plain text rather
 * than a link that would lead nowhere. Many rows on a page
 * carry the same visible label, so the session's title completes the accessible name.
 */
import { useEffect, useState } from 'react'
import { calendarFile, calendarFileName, type CalendarEvent } from './calendarFile'
import { useHydrated } from './urlState'

export function CalendarLink({
  event,
  label = 'Tambahkan ke kalender',
  className,
}: {
  event: CalendarEvent
  label?: string
  /** Extra classes, e.g. `button button--outline` where it stands among buttons. */
  className?: string
}) {
  const hydrated = useHydrated()
  const [href, setHref] = useState<string | null>(null)
  const { uid, title, start, end, url, description, location } = event
  // Only a start that is a date makes a file; this does not depend on the clock, so the server's
  // HTML and the hydrating render agree.
  const usable = !Number.isNaN(new Date(start).getTime())

  useEffect(() => {
    if (!hydrated) return
    const text = calendarFile({ uid, title, start, end, url, description, location })
    if (!text) return
    const objectUrl = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
    setHref(objectUrl)
    return () => {
      URL.revokeObjectURL(objectUrl)
      setHref(null)
    }
  }, [hydrated, uid, title, start, end, url, description, location])

  if (!usable) return null
  return (
    <a
      className={className ? `calendar-link ${className}` : 'calendar-link'}
      {...(href && { href, download: calendarFileName(title), type: 'text/calendar' })}
    >
      {label}
      <span className="visually-hidden">: {title}</span>
    </a>
  )
}
