/**
 * Indonesian formats: Rupiah and dates in Asia/Jakarta time (the provider's), so the server's
 * render and the browser's hydration print the same text whatever the visitor's time zone.
 */
const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})
const numberFormat = new Intl.NumberFormat('id-ID')
const TZ = 'Asia/Jakarta'
const dateFormats = {
  long: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: TZ }),
  full: new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeZone: TZ }),
  short: new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: TZ }),
  dateTime: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: TZ }),
  time: new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: TZ }),
}
export type DateStyle = keyof typeof dateFormats

/** `Rp 1.500.000`; zero or nothing is "Gratis" where a price is expected (`free` label). */
export function formatRupiah(amount: number | null | undefined, free = 'Gratis'): string {
  if (!amount) return free
  return rupiahFormat.format(amount).replace(/\u00a0/g, ' ')
}

export const formatNumber = (n: number): string => numberFormat.format(n)

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `22 November 2026` (long), `Minggu, 22 November 2026` (full), `22 Nov 2026` (short) … WIB. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'long',
): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  if (!date) return ''
  const text = dateFormats[style].format(date).replace(/\u202f|\u00a0/g, ' ')
  return style === 'dateTime' || style === 'time' ? `${text} WIB` : text
}

/** The machine-readable value for `<time dateTime>`. */
export function isoDate(value: string | number | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return toDate(value)?.toISOString()
}
