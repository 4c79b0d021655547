/**
 * An iCalendar file (RFC 5545) for one dated session, so a visitor can keep a webinar or an event
 * in the calendar app of the phone. Pure: the caller turns the text into a download
 * (components/CalendarLink.tsx).
 *
 * Written here rather than taken from a library: `ics` brings a validation library (yup) and
 * `ical-generator` time-zone machinery into the page, for what is one VEVENT in about sixty lines.
 *
 * Times are written in UTC (`…Z`), so no VTIMEZONE is needed and every app shows the session in the
 * visitor's own zone. Without an end the session is taken to last one hour, the usual length of a
 * webinar, rather than leaving the end out (an event without DTEND is a zero-length point in time
 * for many apps).
 */

export interface CalendarEvent {
  /** Unique and stable for the session, so importing it again updates rather than duplicates. */
  uid: string
  title: string
  /** ISO 8601 date-time. */
  start: string
  end?: string | null
  url?: string | null
  description?: string | null
  location?: string | null
}

export const DEFAULT_DURATION_MS = 60 * 60 * 1000

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** UTC date-time form `YYYYMMDDTHHMMSSZ` (RFC 5545 §3.3.5, form #2). */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  )
}

const utf8 = new TextEncoder()

/**
 * Lines longer than 75 octets are folded (RFC 5545 §3.1): CRLF and one space, which counts toward
 * the next line's 75. Cuts fall between characters, never inside a UTF-8 sequence (Indonesian
 * titles can carry emoji and accented names).
 */
export function foldLine(line: string): string {
  if (utf8.encode(line).length <= MAX_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_OCTETS
  for (const char of line) {
    const size = utf8.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The file's text, or null when the start is not a date (nothing to put in a calendar). An end
 * before the start is ignored like a missing one.
 */
export function calendarFile(event: CalendarEvent, now: Date = new Date()): string | null {
  const start = parseDate(event.start)
  if (!start) return null
  const givenEnd = parseDate(event.end)
  const end =
    givenEnd && givenEnd.getTime() > start.getTime()
      ? givenEnd
      : new Date(start.getTime() + DEFAULT_DURATION_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alkademi//Kalender Sesi//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title.trim())}`,
  ]
  const description = event.description?.trim()
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`)
  const location = event.location?.trim()
  if (location) lines.push(`LOCATION:${escapeText(location)}`)
  // URL is a URI value, not TEXT: it is written as it is (commas and semicolons are legal in it).
  const url = event.url?.trim()
  if (url && /^https?:\/\//i.test(url)) lines.push(`URL:${url.replace(/[\r\n]/g, '')}`)
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A readable file name from the title: `webinar-dasar-react.ics`, never empty. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'acara'}.ics`
}
