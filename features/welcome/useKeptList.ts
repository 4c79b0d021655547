/**
 * A learner's list (classes or invoices) with the device's last good copy behind it: a fresh
 * answer is shown and kept (shell/learnerCopy.ts); when the call fails (offline, the service down)
 * the kept copy is shown with the time it was saved, and the error only when there is no copy.
 */
import { useEffect, useState } from 'react'
import { keepLearnerCopy, readLearnerCopy } from '../../shell/learnerCopy'

export interface KeptList<T> {
  list: T[] | undefined
  /** Set when `list` is the kept copy, not a fresh answer: when it was saved (ms). */
  savedAt: number | null
}

export function useKeptList<T>(
  part: 'classes' | 'payments',
  fresh: T[] | undefined,
  failed: boolean,
): KeptList<T> {
  const [kept, setKept] = useState<KeptList<T>>({ list: undefined, savedAt: null })
  useEffect(() => {
    if (fresh) keepLearnerCopy(part, fresh)
  }, [part, fresh])
  useEffect(() => {
    if (!failed || fresh) return
    const copy = readLearnerCopy<T, T>()
    const list = copy?.[part]
    if (copy && list) setKept({ list, savedAt: copy.savedAt })
  }, [part, failed, fresh])
  if (fresh) return { list: fresh, savedAt: null }
  return failed ? kept : { list: undefined, savedAt: null }
}
