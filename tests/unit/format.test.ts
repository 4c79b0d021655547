/**
 * components/format.ts writes Indonesian numbers and Jakarta dates without `Intl` (see its header):
 * here every style is compared with what `Intl` prints for the same value, as the code did before.
 */
import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatRupiah, type DateStyle } from '../../components/format'

const TZ = 'Asia/Jakarta'
const intlDates: Record<DateStyle, Intl.DateTimeFormat> = {
  long: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: TZ }),
  full: new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeZone: TZ }),
  short: new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: TZ }),
  dateTime: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: TZ }),
  time: new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: TZ }),
}
const intlDate = (date: Date, style: DateStyle) => {
  // Ours writes the day unpadded in every style, `full` too (CLDR's full pattern pads it: "01").
  const text = intlDates[style]
    .format(date)
    .replace(/\u202f|\u00a0/g, ' ')
    .replace(style === 'full' ? /, 0(\d) / : /^$/, ', $1 ')
  return style === 'dateTime' || style === 'time' ? `${text} WIB` : text
}
const intlRupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})
const intlNumber = new Intl.NumberFormat('id-ID')

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function* seeded(count: number, seed = 20261123): Generator<number> {
  let x = seed
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    yield x / 2 ** 31
  }
}

describe('formatDate, compared with Intl (id-ID, Asia/Jakarta)', () => {
  const styles: DateStyle[] = ['long', 'full', 'short', 'dateTime', 'time']
  it('agrees on 5,000 instants from 1990 to 2060', () => {
    const from = Date.UTC(1990, 0, 1)
    const to = Date.UTC(2060, 0, 1)
    for (const r of seeded(5_000)) {
      const date = new Date(from + Math.floor(r * (to - from)))
      for (const style of styles)
        expect(formatDate(date, style), `${date.toISOString()} ${style}`).toBe(intlDate(date, style))
    }
  })
  it('agrees around every Jakarta midnight and year change of 2026, and on leap days', () => {
    const instants = [
      Date.UTC(2024, 1, 29, 16, 59, 59),
      Date.UTC(2024, 1, 29, 17),
      Date.UTC(2025, 11, 31, 16, 59, 59),
    ]
    for (let day = 0; day < 366; day++) {
      const midnight = Date.UTC(2026, 0, 1) - 7 * 3600_000 + day * 86_400_000
      instants.push(midnight - 1, midnight, midnight + 60_000 * 59)
    }
    for (const t of instants) {
      for (const style of styles)
        expect(formatDate(t, style), `${new Date(t).toISOString()} ${style}`).toBe(
          intlDate(new Date(t), style),
        )
    }
  })
  it('takes ISO strings, timestamps and dates; nothing or nonsense is empty', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'full')).toBe('Minggu, 22 November 2026')
    expect(formatDate('2027-03-01T03:00:00Z', 'full')).toBe('Senin, 1 Maret 2027')
    expect(formatDate(Date.UTC(2026, 0, 1, 17, 30), 'dateTime')).toBe('2 Januari 2026 pukul 00.30 WIB')
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('kemarin')).toBe('')
  })
})

describe('formatNumber and formatRupiah, compared with Intl (id-ID)', () => {
  it('agrees on whole numbers of every size and sign', () => {
    const values = [
      0,
      1,
      -1,
      999,
      1000,
      -1000,
      999_999,
      1_000_000,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ]
    for (const r of seeded(3_000)) values.push(Math.floor((r - 0.5) * 10 ** Math.floor(r * 16)))
    for (const n of values) expect(formatNumber(n), String(n)).toBe(intlNumber.format(n))
  })
  it('leaves fractions and huge numbers to Intl', () => {
    for (const n of [1234.5, -0.25, 1.0005, 2 ** 60, 12345.6789])
      expect(formatNumber(n)).toBe(intlNumber.format(n))
  })
  it('writes whole Rupiah like Intl, halves rounded away from zero', () => {
    const amounts = [1, 499.5, 500.49, 1_500_000, -25_000, -2.5, 99_999_999_999]
    for (const r of seeded(3_000))
      amounts.push(Math.round((r - 0.2) * 10 ** Math.floor(r * 12) * 100) / 100 || 1)
    for (const amount of amounts) {
      expect(formatRupiah(amount), String(amount)).toBe(intlRupiah.format(amount).replace(/\u00a0/g, ' '))
    }
  })
  it('says the free label for zero or nothing', () => {
    expect(formatRupiah(0)).toBe('Gratis')
    expect(formatRupiah(undefined, 'Hubungi kami')).toBe('Hubungi kami')
  })
})
