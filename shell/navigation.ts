/**
 * Client-side navigation state for the loading bar and the page transition (SPEC §2, §4).
 * Vike's client router calls the page-transition hooks (pages/+onPageTransitionStart.ts, …End.ts);
 * scroll handling (top, hash anchor, saved position with manual restoration) is Vike's own.
 *
 * The transition is named `page` with mode out-in: the old page fades out (`page-leave-active`)
 * before the new one renders and fades in (`page-enter-active`).
 */
import { useSyncExternalStore } from 'react'
import type { LoadingState } from '../components/LoadingBar'

let state: LoadingState = 'idle'
const listeners = new Set<() => void>()

function set(next: LoadingState) {
  state = next
  listeners.forEach((l) => l())
}

export function useNavigationState(): LoadingState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => 'idle',
  )
}

const TRANSITION = 'page'

export function navigationStarted() {
  set('loading')
  document.body.classList.remove(`${TRANSITION}-enter-active`)
  document.body.classList.add(`${TRANSITION}-leave-active`)
}

export function navigationEnded(failed = false) {
  set(failed ? 'failed' : 'done')
  const body = document.body.classList
  body.remove(`${TRANSITION}-leave-active`)
  body.add(`${TRANSITION}-enter-active`)
  setTimeout(() => body.remove(`${TRANSITION}-enter-active`), 300)
}
