/**
 * What an event post carries beyond a post (fields ours; SPEC §3 shows none): when it starts and
 * ends, where (a venue, an online link, or both), who organises it and where to register. Dates
 * are fixed around the seed's day (2026-11-01) so they do not move between runs; the newest events
 * lie ahead of it, the older ones behind.
 *
 * A sample link (the online room, the registration form; also the webinars' rooms and the mentors'
 * profiles in seed/catalogues.ts, seed/classes.ts and seed/programs.ts) is a path of the sandbox's
 * drive host, `/drive/sample/<kind>/<name>`, which the API answers as an absolute URL of the
 * sandbox (http-origin.ts). It opens a page that says it is a sample (routes/samplePages.ts): a
 * made-up meeting or form address on a real host, or on a placeholder one, would lead nowhere or
 * somewhere unrelated, and looks real to a visitor.
 */
/** A sample link's path (routes/samplePages.ts): `kind` is webinar, acara, daftar or profil. */
export const sampleLink = (kind: 'webinar' | 'acara' | 'daftar' | 'profil', name: string): string =>
  `/drive/sample/${kind}/${name}`

const DAY = 86_400_000
const BASE = Date.UTC(2026, 10, 1)

const VENUES = [
  { venue: 'Aula Kampus Alkademi', address: 'Kota Bandung, Jawa Barat' },
  { venue: 'Ruang Serbaguna Mitra Industri', address: 'Kota Jakarta Selatan, DKI Jakarta' },
  { venue: 'Gedung Kreatif Kota', address: 'Kota Surabaya, Jawa Timur' },
] as const

const ORGANIZERS = ['Tim Acara Alkademi', 'Komunitas Developer Lokal', 'Alkademi bersama Mitra Industri']

export interface SeedEventInfo {
  startsAt: string
  endsAt: string
  /** online, offline or hybrid. */
  attendance: 'online' | 'offline' | 'hybrid'
  venue: string | null
  address: string | null
  onlineUrl: string | null
  organizer: string
  registrationUrl: string | null
}

/** Who holds an organisation's events, and where (seed/catalogues.ts); absent for the demo catalogue. */
export interface EventHost {
  org: string
  /** "Kota …, Province". */
  city: string
}

/** The event fields of the `index`-th event (0 = newest). No randomness: other seeds stay as they were. */
export function eventInfo(index: number, id: number, host?: EventHost): SeedEventInfo {
  const attendance = (['online', 'offline', 'hybrid'] as const)[index % 3]!
  // 09:00 WIB (02:00 UTC), 2 hours; newest ~4 months after the seed day, then 12 days apart.
  const start = BASE + (120 - index * 12) * DAY + 2 * 3_600_000
  const place = host
    ? { venue: index % 2 === 0 ? `Studio ${host.org}` : `Aula Mitra ${host.org}`, address: host.city }
    : VENUES[index % VENUES.length]!
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * 3_600_000).toISOString(),
    attendance,
    venue: attendance === 'online' ? null : place.venue,
    address: attendance === 'online' ? null : place.address,
    onlineUrl: attendance === 'offline' ? null : sampleLink('acara', `acara-${id}`),
    organizer: host ? `Tim ${host.org}` : ORGANIZERS[index % ORGANIZERS.length]!,
    registrationUrl: index % 4 === 3 ? null : sampleLink('daftar', `daftar-acara-${id}`),
  }
}
