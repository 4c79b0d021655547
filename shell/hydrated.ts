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
 * The mark that React listens to the page's events, and its event: set by shell/reactDomClient.ts
 * once `hydrateRoot` has been called (every page's first render goes through it, whatever its own
 * hooks), since from then on React answers a tap itself and hydrates first what is tapped. Before
 * it, a tap on a `type="button"` button reaches no one: the start-up script answers a button that
 * names a class in `OPENS_ATTRIBUTE` (the header's ☰) by putting that class on what the button
 * controls (`aria-controls`) and gives that tap to React on the event, so React's state holds the
 * menu open; the last tap on any other such button it makes again once the page is hydrated.
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
