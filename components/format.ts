/**
 * Indonesian formats: Rupiah and dates in Asia/Jakarta time (the provider's), so the server's
 * render and the browser's hydration print the same text whatever the visitor's time zone.
 *
 * Written out from CLDR's `id` patterns instead of `Intl`: the first `Intl` object a page creates
 * initialises ICU, and the first `DateTimeFormat` in a time zone loads its data. Every page paid
 * that while its shared chunk was evaluated, before it could answer a tap: the formatters this
 * module created cost 129.4 ms of main thread at Lighthouse's 4× CPU slowdown, the written-out
 * formats 4.5 ms (medians, `npm run bench:format-startup`). They are exact here: one locale, and a
 * zone without daylight saving (WIB is UTC+7 since 1964); tests/unit/format.test.ts compares every
 * style with `Intl` over thousands of instants and amounts. Numbers with a fraction, rare on these
 * pages, and integers past the safe range still go through `Intl`, created on first use.
 */

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
]
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']
/** WIB, Asia/Jakarta: UTC+7 all year. */
const JAKARTA_OFFSET_MS = 7 * 3600 * 1000

export type DateStyle = 'long' | 'full' | 'short' | 'dateTime' | 'time'

let intlNumberFormat: Intl.NumberFormat | undefined

/** `1.234.567`: whole numbers grouped by thousands; fractions as `Intl` writes them (`1.234,567`). */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) {
    intlNumberFormat ??= new Intl.NumberFormat('id-ID')
    return intlNumberFormat.format(n)
  }
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.')
  return n < 0 ? `-${digits}` : digits
}

/** `Rp 1.500.000`; zero or nothing is "Gratis" where a price is expected (`free` label). */
export function formatRupiah(amount: number | null | undefined, free = 'Gratis'): string {
  if (!amount) return free
  // Whole Rupiah, halves away from zero, and the sign kept (Intl's `halfExpand`: -0.4 is `-Rp 0`).
  const text = `Rp ${formatNumber(Math.round(Math.abs(amount)))}`
  return amount < 0 ? `-${text}` : text
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * `22 November 2026` (long), `Minggu, 22 November 2026` (full), `22 Nov 2026` (short) … WIB. One
 * day format in every style: the day of the month without a leading zero.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'long',
): string {
  if (value === null || value === undefined || value === '') return ''
  const date = toDate(value)
  if (!date) return ''
  // The Jakarta wall clock, read with the UTC getters.
  const wib = new Date(date.getTime() + JAKARTA_OFFSET_MS)
  const day = wib.getUTCDate()
  const month = wib.getUTCMonth()
  const year = wib.getUTCFullYear()
  const time = `${pad(wib.getUTCHours())}.${pad(wib.getUTCMinutes())}`
  const long = `${day} ${MONTHS[month]} ${year}`
  switch (style) {
    case 'long':
      return long
    case 'full':
      // The weekday before the long date, day unpadded like everywhere else (CLDR's `dd` would
      // write "Senin, 01 Maret" on a detail page beside "1 Maret" on its list).
      return `${WEEKDAYS[wib.getUTCDay()]}, ${long}`
    case 'short':
      return `${day} ${MONTHS_SHORT[month]} ${year}`
    case 'dateTime':
      return `${long} pukul ${time} WIB`
    case 'time':
      return `${time} WIB`
  }
}

/** The machine-readable value for `<time dateTime>`. */
export function isoDate(value: string | number | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return toDate(value)?.toISOString()
}
