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
 * The mark set just before React starts hydrating (pages/+onBeforeRenderClient.ts): from then on
 * React listens at the root and replays a tap itself; before it, a tap on a button is lost unless
 * the start-up script gives it back.
 */
export const LISTENING_ATTRIBUTE = 'data-react-listens'

/** What says the visitor is using the page, not only looking at its first screen. */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const

export function markListening() {
  document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '')
}

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}
