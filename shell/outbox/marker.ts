/**
 * Whether the outbox (shell/outbox/outbox.ts) may hold something, known without opening IndexedDB:
 * a flag in local storage that the outbox sets when it queues a submission and clears when it finds
 * itself empty. The page shell reads it at start, so a visit with nothing queued (nearly all of
 * them) never downloads the outbox, its IndexedDB wrapper or its sender (the home's first
 * load). Another tab's submission shows up through the `storage` event.
 *
 * Without local storage (blocked, private modes) the answer is "maybe", so nothing can be missed.
 * A submission queued by a build from before this flag existed is delivered once the visitor
 * queues or sends any other form (the outbox then loads and drains everything).
 */
export const OUTBOX_MARKER = 'alkademi-outbox-pending'

const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function mayHaveQueued(): boolean {
  const store = storage()
  if (!store) return true
  try {
    return store.getItem(OUTBOX_MARKER) === '1'
  } catch {
    return true
  }
}

/** The outbox says what it holds: non-empty after a submission is queued, and after each look. */
export function markOutbox(nonEmpty: boolean): void {
  const store = storage()
  try {
    if (nonEmpty) store?.setItem(OUTBOX_MARKER, '1')
    else store?.removeItem(OUTBOX_MARKER)
  } catch {
    // A full or blocked storage only costs the shortcut: the outbox itself is in IndexedDB.
  }
  if (nonEmpty) listeners.forEach((listener) => listener())
}

/** Called when this tab or another one queues a submission. */
export function onQueued(listener: () => void): () => void {
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === OUTBOX_MARKER && event.newValue === '1') listener()
  }
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}
