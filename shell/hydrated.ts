/**
 * What the page's inline start-up script (renderer/paintFirst.ts) and the app tell each other. The
 * mark on `<html>` that says React has hydrated the page, and the event that announces it: until
 * then the script holds form submissions (sent natively they would put what was typed in the
 * address) and remembers what the visitor typed or chose, which React's first renders reset to the
 * components' state; then it gives both back to React. And the mark the script sets when the
 * visitor used the page before the app ran (a scroll, a tap, a key): shell/idle.ts counts it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
export const HYDRATED_EVENT = 'app:hydrated'
export const ENGAGED_ATTRIBUTE = 'data-engaged'
/**
 * The mark that React listens to the page's events (set once `hydrateRoot` has been called: it
 * hydrates what is tapped first from then on), and its event. Before it, a tap on a button that
 * names a class in `OPENS_ATTRIBUTE` (the header's ☰) is answered by the start-up script, which
 * puts that class on what the button controls (`aria-controls`); on the event it gives the tap to
 * React, whose state then holds the menu open.
 */
export const LISTENING_ATTRIBUTE = 'data-react-listens'
export const LISTENING_EVENT = 'app:react-listens'
export const OPENS_ATTRIBUTE = 'data-opens'

/** What says the visitor is using the page, not only looking at its first screen. */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

export function markListening() {
  document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '')
  document.dispatchEvent(new Event(LISTENING_EVENT))
}

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}
