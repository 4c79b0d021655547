/**
 * The event fields of a post of kind `event`. SPEC §3 shows no post fields beyond kindSlug/id/slug;
 * the CMS's event posts carry these (ours, served by the sandbox, documented in api/README.md):
 * `startsAt`/`endsAt` (ISO), `attendance` (online, offline, hybrid), `venue`, `address`,
 * `onlineUrl`, `organizer`, `registrationUrl`. Any of them may be missing: a post without a start
 * date is still shown, only without "add to calendar" and without the upcoming/past label.
 */
import * as z from 'zod/mini'
import type { Post } from '../../api/posts'

const text = () => z.optional(z.nullable(z.string()))

const eventFieldsSchema = z.object({
  startsAt: text(),
  endsAt: text(),
  attendance: text(),
  venue: text(),
  address: text(),
  onlineUrl: text(),
  organizer: text(),
  registrationUrl: text(),
})

export type Attendance = 'online' | 'offline' | 'hybrid'

export interface EventInfo {
  startsAt: Date | null
  endsAt: Date | null
  attendance: Attendance
  venue: string | null
  address: string | null
  onlineUrl: string | null
  organizer: string | null
  registrationUrl: string | null
}

const toDate = (value: string | null | undefined): Date | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const httpUrl = (value: string | null | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** Reads the event fields of `post`; wrong or missing ones become null rather than an error. */
export function eventInfoOf(post: Post): EventInfo {
  const parsed = eventFieldsSchema.safeParse(post)
  const f = parsed.success ? parsed.data : {}
  const venue = f.venue?.trim() || null
  const onlineUrl = httpUrl(f.onlineUrl)
  const attendance: Attendance =
    f.attendance === 'online' || f.attendance === 'offline' || f.attendance === 'hybrid'
      ? f.attendance
      : venue && onlineUrl
        ? 'hybrid'
        : onlineUrl
          ? 'online'
          : 'offline'
  const startsAt = toDate(f.startsAt)
  const endsAt = toDate(f.endsAt)
  return {
    startsAt,
    endsAt: endsAt && startsAt && endsAt > startsAt ? endsAt : null,
    attendance,
    venue,
    address: f.address?.trim() || null,
    onlineUrl,
    organizer: f.organizer?.trim() || null,
    registrationUrl: httpUrl(f.registrationUrl),
  }
}

export const ATTENDANCE_LABEL: Record<Attendance, string> = {
  online: 'Daring',
  offline: 'Luring',
  hybrid: 'Daring dan luring',
}

/** An event is past once it has ended (or, without an end, once its day has started + 2 hours). */
export function isPast(info: EventInfo, now: Date): boolean {
  if (!info.startsAt) return false
  const end = info.endsAt ?? new Date(info.startsAt.getTime() + 2 * 3_600_000)
  return end.getTime() < now.getTime()
}

/** The venue and address, or null for an online event or an unknown place. */
export const venueText = (info: EventInfo): string | null =>
  info.attendance === 'online' ? null : [info.venue, info.address].filter(Boolean).join(', ') || null

/** How and where the event happens, in one line: `Daring`, `Luring · venue, city`. */
export function placeText(info: EventInfo): string {
  const venue = venueText(info)
  return venue ? `${ATTENDANCE_LABEL[info.attendance]} · ${venue}` : ATTENDANCE_LABEL[info.attendance]
}
