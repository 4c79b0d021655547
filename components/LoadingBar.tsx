/**
 * The navigation loading bar (SPEC §4): appears only when loading lasts longer than the throttle
 * (200 ms), creeps towards the end over the duration (5000 ms), and fades out 500 ms after
 * finishing. A failed load turns it to the danger colour before it hides.
 */
import { useEffect, useRef, useState } from 'react'

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const

export type LoadingState = 'idle' | 'loading' | 'done' | 'failed'

export function LoadingBar({ state }: { state: LoadingState }) {
  const [visible, setVisible] = useState(false)
  const [phase, setPhase] = useState<'start' | 'run' | 'end'>('start')
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach(clearTimeout)
    clear()
    if (state === 'loading') {
      setPhase('start')
      timers.current.push(
        setTimeout(() => {
          setVisible(true)
          requestAnimationFrame(() => setPhase('run'))
        }, LOADING_BAR.throttleMs),
      )
    } else if (state === 'done' || state === 'failed') {
      setPhase('end')
      timers.current.push(setTimeout(() => setVisible(false), LOADING_BAR.hideAfterMs))
    } else {
      setVisible(false)
    }
    return clear
  }, [state])

  if (!visible) return null
  return (
    <div
      className={`loading-bar loading-bar--${phase}${state === 'failed' ? ' loading-bar--failed' : ''}`}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR.durationMs}ms` }}
      role="progressbar"
      aria-label="Memuat halaman"
      // It stands outside the page's landmarks (fixed above the header): a polite live region is
      // one of the places assistive technology looks for content outside them, and it says nothing
      // by itself (the bar has no text).
      aria-live="polite"
    />
  )
}
