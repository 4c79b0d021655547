/**
 * "Add to calendar": an iCalendar (RFC 5545) file of one event, offered as a `data:` link so it
 * downloads with or without JavaScript and works in every calendar app. Times go out in UTC (`Z`),
 * which every client converts to the visitor's zone; text is escaped and lines folded at 75 octets.
 */
export interface IcsEvent {
  uid: string
  title: string
  start: Date
  end: Date
  description?: string | null
  location?: string | null
  url?: string | null
  /** The site that offers the file (PRODID names it). */
  producer: string
  /** When the file was made (DTSTAMP); fixed by the caller so a render is deterministic. */
  stamp: Date
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Splits a content line into 75-octet pieces joined by CRLF + space (UTF-8 safe). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.producer.replace(/[/\r\n]/g, ' ')}//Acara//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    event.description ? `DESCRIPTION:${escapeIcsText(event.description)}` : null,
    event.location ? `LOCATION:${escapeIcsText(event.location)}` : null,
    event.url ? `URL:${event.url}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((l): l is string => l !== null)
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`

/** A file name from the event's slug: letters, digits and dashes only. */
export const icsFileName = (slug: string) => `${slug.replace(/[^\w-]+/g, '-').slice(0, 80) || 'acara'}.ics`
