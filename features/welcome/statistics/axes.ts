/**
 * How the dashboard's charts label their axes, pure so it can be tested: days as "3 Nov" (Indonesian
 * month abbreviations), as many as the width holds without crowding, and durations in the units an
 * admin reads at a glance ("850 md", "1,2 dtk": milidetik, detik). Every x value is a day's index in
 * the summary's window, never a time stamp: a time scale picks its own ticks (hours at 360 px, months
 * at 1280) and labels them with dates that repeat or drift away from the points.
 */
import { formatNumber } from '../../../components/format'

const dayMonth = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "3 Nov" for `2026-11-03`. */
export const dayLabel = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`)).replace('.', '')

/** Room a day label needs, with space around it, in CSS px. */
export const DAY_LABEL_SPACE = 56

/**
 * The day indices to label on an axis `widthPx` wide: every `step`-th day counted back from the
 * last (today is always labelled), step chosen so labels are at least `DAY_LABEL_SPACE` apart.
 */
export function dayTicks(count: number, widthPx: number): number[] {
  if (count <= 0) return []
  const fits = Math.max(1, Math.floor(widthPx / DAY_LABEL_SPACE))
  const step = Math.max(1, Math.ceil(count / fits))
  const ticks: number[] = []
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i)
  return ticks
}

/** A duration in ms as "850 md" below a second, "1,2 dtk" from a second, "12 dtk" from ten. */
export function formatDuration(ms: number): string {
  if (Math.abs(Math.round(ms)) < 1000) return `${formatNumber(Math.round(ms))} md`
  const s = ms / 1000
  const digits = Math.abs(s) < 10 ? 1 : 0
  return `${s.toLocaleString('id-ID', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} dtk`
}

/** A layout-shift score, two decimals at most: "0,05". */
export const formatScore = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 3 })

/** Average advance of a 12 px system-font character, generous so no label is ever cut. */
const CHAR_PX = 7.5

/** The width a y axis needs for `labels`: the longest label, the tick and a gap. */
export function axisWidth(labels: readonly (string | null | undefined)[]): number {
  const longest = Math.max(0, ...labels.map((l) => (l ?? '').length))
  return Math.ceil(longest * CHAR_PX) + 18
}
