/**
 * `react-dom/client` as the browser build sees it (vite.config.ts points imports of it here): React
 * DOM's own API, except that the first hydration starts inside a transition. vike-react calls
 * `hydrateRoot` outside one, so React hydrated the whole server-rendered page in a single task of
 * 70–135 ms at Lighthouse's 4× CPU slowdown, blocking taps on a slow phone; in a transition React
 * hydrates in slices of about 5 ms and answers input between them (the way Next.js hydrates).
 *
 * Once `hydrateRoot` has returned React listens to the page's events, and a tap is React's to answer
 * (it hydrates the part tapped first, components/HydrationSlice.tsx): the mark of ./hydrated.ts
 * tells the page's start-up script to stop answering the taps it answered until then.
 */
import { startTransition } from 'react'
import ReactDOM from 'react-dom/client'
import { markListening } from './hydrated'

export * from 'react-dom/client'

export function hydrateRoot(
  ...args: Parameters<typeof ReactDOM.hydrateRoot>
): ReturnType<typeof ReactDOM.hydrateRoot> {
  let root: ReturnType<typeof ReactDOM.hydrateRoot> | undefined
  startTransition(() => {
    root = ReactDOM.hydrateRoot(...args)
  })
  markListening()
  return root!
}

export default { ...ReactDOM, hydrateRoot }
