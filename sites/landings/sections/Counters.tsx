/**
 * Landing counters (SPEC §3 `data_count`). The pre-rendered HTML holds the real figures, so they
 * read correctly without JS. In the browser, counters still below the fold count up once when they
 * scroll into view (not under `prefers-reduced-motion`); screen readers always get the final figure.
 */
import { useEffect, useRef, useState } from 'react'
import { useLandingCounters } from '../../../api/app'
import { formatNumber } from '../../../components/format'
import { SampleNote } from '../../../components/SampleNote'

export interface CounterDef {
  /** The key in `data_count` (`students`, `classes`, `programs`, `mentors`, `partners`). */
  key: string
  label: string
}

const DURATION_MS = 1200

/** The figure shown `elapsed` ms into the count-up (ease-out), ending exactly on `target`. */
export function countAt(target: number, elapsed: number, duration = DURATION_MS): number {
  if (elapsed >= duration) return target
  const t = Math.max(0, elapsed) / duration
  return Math.round(target * (1 - (1 - t) ** 3))
}

function useCountUp(target: number, ref: React.RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(target)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const box = el.getBoundingClientRect()
    if (box.top < window.innerHeight && box.bottom > 0) return // already seen: leave the real figure
    setShown(0)
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const step = (now: number) => {
        const value = countAt(target, now - start)
        setShown(value)
        if (value !== target) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      setShown(target)
    }
  }, [target, ref])
  return shown
}

function Counter({ value, label }: { value: number; label: string }) {
  const ref = useRef<HTMLElement>(null)
  const shown = useCountUp(value, ref)
  return (
    <li className="counter">
      <strong ref={ref} className="counter__value" aria-hidden="true">
        {formatNumber(shown)}
      </strong>
      <span className="visually-hidden">{formatNumber(value)}</span>
      <span className="counter__label">{label}</span>
    </li>
  )
}

/** Only the counters the API has a figure for; nothing at all without counters (no invented figures). */
export function Counters({ items, band = false }: { items: CounterDef[]; band?: boolean }) {
  const { data } = useLandingCounters()
  const counts = data?.data.data_count
  if (!counts) return null
  const shown = items.filter((i) => typeof counts[i.key] === 'number')
  if (shown.length === 0) return null
  const list = (
    <>
      <ul className="counters">
        {shown.map((i) => (
          <Counter key={i.key} value={counts[i.key]!} label={i.label} />
        ))}
      </ul>
      <SampleNote of={data.data} />
    </>
  )
  if (!band) return list
  return (
    <div className="counters-band">
      <div className="container">{list}</div>
    </div>
  )
}

export const STUDENTS: CounterDef = { key: 'students', label: 'Pelajar' }
export const CLASSES: CounterDef = { key: 'classes', label: 'Kelas' }
export const PROGRAMS: CounterDef = { key: 'programs', label: 'Program' }
export const MENTORS: CounterDef = { key: 'mentors', label: 'Mentor' }
export const PARTNERS: CounterDef = { key: 'partners', label: 'Mitra' }
