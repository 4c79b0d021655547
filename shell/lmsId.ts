/**
 * SPEC §3 app state: `lmsId`, kept in local storage so it survives reloads and tabs. What sets it
 * is not shown in SPEC; the pages that learn it (a class or LMS page) call `setLmsId`. Reading
 * never throws: storage may be blocked (private mode), then the id lives for the tab only.
 */
import { useSyncExternalStore } from 'react'

export const LMS_ID_KEY = 'lmsId'

let memory: string | null = null
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return window.localStorage.getItem(LMS_ID_KEY) ?? memory
  } catch {
    return memory
  }
}

export function getLmsId(): string | null {
  return typeof window === 'undefined' ? null : read()
}

export function setLmsId(id: string | null): void {
  memory = id
  try {
    if (id === null) window.localStorage.removeItem(LMS_ID_KEY)
    else window.localStorage.setItem(LMS_ID_KEY, id)
  } catch {
    // blocked storage: kept in memory for this tab
  }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === LMS_ID_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The current `lmsId`, updated when any tab changes it; null on the server and during hydration. */
export function useLmsId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
