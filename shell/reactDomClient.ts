/**
 * `react-dom/client` as the browser build sees it (vite.config.ts points imports of it here): React
 * DOM's own API, except that the first hydration starts inside a transition. vike-react calls
 * `hydrateRoot` outside one, so React hydrated the whole server-rendered page in a single task of
 * 70–135 ms at Lighthouse's 4× CPU slowdown, blocking taps on a slow phone; in a transition React
 * hydrates in slices of about 5 ms and answers input between them (the way Next.js hydrates).
 */
import { startTransition } from 'react'
import ReactDOM from 'react-dom/client'

export * from 'react-dom/client'

export function hydrateRoot(
  ...args: Parameters<typeof ReactDOM.hydrateRoot>
): ReturnType<typeof ReactDOM.hydrateRoot> {
  let root: ReturnType<typeof ReactDOM.hydrateRoot> | undefined
  startTransition(() => {
    root = ReactDOM.hydrateRoot(...args)
  })
  return root!
}

export default { ...ReactDOM, hydrateRoot }
