/**
 * A part of a server-rendered page that React hydrates on its own: a Suspense boundary, so the
 * page's first hydration is the root and its boundaries, each its own render and commit, in tasks
 * of a few milliseconds instead of one commit for the whole page (over 80 ms at a phone's 4× CPU
 * slowdown). The boundaries wait at React's lowest priority until the browser is free, and the one
 * a visitor taps or types into is hydrated first, at once, inside the handling of that event; the
 * others keep their server HTML meanwhile, so nothing shifts or flashes. The shell puts one around
 * the header, the page and the footer; every landing one around each of its sections.
 *
 * A boundary that receives new props before it has hydrated must hydrate first, at the update's
 * priority: an urgent update (live settings or a list revalidated into a landing) would hydrate all
 * the waiting sections in one blocking task. So the slice is `memo`, its callers pass it children
 * that keep their identity where they can (the shell's header and footer), and until it has
 * hydrated new children reach the boundary as a deferred value, in a transition, whose hydration
 * React slices like the first.
 *
 * `whenSlicesHydrated` says when every slice of the first render has hydrated: the page counts as
 * hydrated then (shell/hydrated.ts), not when the root commits with its boundaries still waiting.
 */
import { memo, Suspense, useDeferredValue, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'

interface SliceState {
  hydrated: boolean
}

const waiting = new Set<SliceState>()
const listeners: (() => void)[] = []

function settle() {
  if (waiting.size > 0) return
  for (const listener of listeners.splice(0)) listener()
}

/** Calls `listener` once no slice is waiting to hydrate (at once when none is). */
export function whenSlicesHydrated(listener: () => void): () => void {
  listeners.push(listener)
  settle()
  return () => {
    const at = listeners.indexOf(listener)
    if (at !== -1) listeners.splice(at, 1)
  }
}

/** Last inside the boundary: its layout effect runs in the commit that hydrates the boundary. */
function Hydrated({ slice }: { slice: SliceState }) {
  useLayoutEffect(() => {
    slice.hydrated = true
    if (waiting.delete(slice)) settle()
  }, [slice])
  return null
}

export const HydrationSlice = memo(function HydrationSlice({ children }: { children: ReactNode }) {
  const slice = useRef<SliceState>({ hydrated: false }).current
  // Runs with the commit of what holds the boundary: a boundary rendered afresh (a client-side
  // navigation) has hydrated nothing and is done by then; a server-rendered one waits.
  useLayoutEffect(() => {
    if (!slice.hydrated) waiting.add(slice)
    return () => {
      if (waiting.delete(slice)) settle()
    }
  }, [slice])
  // Only while the boundary waits: once hydrated, new children (the next page after a client-side
  // navigation) render at once, never the old ones under the new page's context.
  const deferred = useDeferredValue(children)
  const shown = slice.hydrated ? children : deferred
  // The same element while `shown` is: React then leaves the boundary alone.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        {shown}
        <Hydrated slice={slice} />
      </Suspense>
    ),
    [shown, slice],
  )
})
