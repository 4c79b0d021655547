import type { Event as SchemaEvent, Place, VirtualLocation, WithContext } from 'schema-dts'
import type { Post } from '../../api/posts'
import { summaryOf } from '../../api/postSummary'
import type { EventInfo } from './eventInfo'

const MODE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const

/** schema.org `Event` of an event post (docs/pages.md, "Meta and structure": with its attendance mode and location). */
export function eventJsonLd(post: Post, info: EventInfo, pageUrl: string): WithContext<SchemaEvent> {
  const place: Place | null =
    info.venue || info.address
      ? {
          '@type': 'Place',
          name: info.venue ?? info.address ?? '',
          ...(info.address ? { address: info.address } : {}),
        }
      : null
  const virtual: VirtualLocation = { '@type': 'VirtualLocation', url: info.onlineUrl ?? pageUrl }
  const location =
    info.attendance === 'online' ? virtual : info.attendance === 'hybrid' && place ? [place, virtual] : place
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: post.title,
    url: pageUrl,
    description: summaryOf(post),
    ...(post.cover ? { image: post.cover } : {}),
    ...(info.startsAt ? { startDate: info.startsAt.toISOString() } : {}),
    ...(info.endsAt ? { endDate: info.endsAt.toISOString() } : {}),
    eventAttendanceMode: MODE[info.attendance],
    eventStatus: 'https://schema.org/EventScheduled',
    ...(location ? { location } : {}),
    ...(info.organizer ? { organizer: { '@type': 'Organization', name: info.organizer } } : {}),
    ...(info.registrationUrl
      ? {
          offers: { '@type': 'Offer', url: info.registrationUrl, availability: 'https://schema.org/InStock' },
        }
      : {}),
  }
}
