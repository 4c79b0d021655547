/**
 * The last good copy of the learner's own classes and invoices, kept on this device so "Akun Saya"
 * still shows them offline. The service worker never stores answers that carry a token
 * (sw/cachePolicy.ts), so the page keeps its own copy: in localStorage, this tenant's origin only,
 * like the profile's name (shell/account.ts), with the time it was saved; sign-out forgets it.
 */
export const LEARNER_COPY_KEY = 'account-learner-copy'

export interface LearnerCopy<C = unknown, P = unknown> {
  savedAt: number
  classes?: C[]
  payments?: P[]
}

export function readLearnerCopy<C, P>(): LearnerCopy<C, P> | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(LEARNER_COPY_KEY) ?? 'null') as unknown
    if (!value || typeof value !== 'object' || !('savedAt' in value) || typeof value.savedAt !== 'number')
      return null
    return value as LearnerCopy<C, P>
  } catch {
    return null
  }
}

/** Saves one part (classes or payments) beside the other part's last copy. */
export function keepLearnerCopy(part: 'classes' | 'payments', list: unknown[], now = Date.now()): void {
  try {
    const copy = readLearnerCopy() ?? { savedAt: now }
    window.localStorage.setItem(LEARNER_COPY_KEY, JSON.stringify({ ...copy, [part]: list, savedAt: now }))
  } catch {
    // Storage blocked or full: offline, the page says it cannot show them.
  }
}

export function forgetLearnerCopy(): void {
  try {
    window.localStorage.removeItem(LEARNER_COPY_KEY)
  } catch {
    // Storage blocked: nothing was kept.
  }
}
