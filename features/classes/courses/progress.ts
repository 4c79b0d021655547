/**
 * Reading progress of a course, kept in local storage per tenant and course (progress is
 * kept in local storage, so no account is needed). A chapter counts as read once its text was opened;
 * `last` is the chapter to resume. Nothing is stored for a locked chapter.
 *
 * The server and the hydrating render see no progress (no storage there); the stored value applies
 * right after hydration, like the URL state of lists.
 */
import { useCallback, useSyncExternalStore } from 'react'

export interface CourseProgress {
  read: string[]
  last: string | null
}

export const EMPTY_PROGRESS: CourseProgress = { read: [], last: null }

export const progressKey = (tenant: string, courseSlug: string) => `course-progress:${tenant}:${courseSlug}`

export function parseProgress(raw: string | null): CourseProgress {
  if (!raw) return EMPTY_PROGRESS
  try {
    const value = JSON.parse(raw) as Partial<CourseProgress>
    const read = Array.isArray(value.read) ? value.read.filter((s): s is string => typeof s === 'string') : []
    return { read, last: typeof value.last === 'string' ? value.last : null }
  } catch {
    return EMPTY_PROGRESS
  }
}

export function withRead(progress: CourseProgress, chapterSlug: string): CourseProgress {
  const read = progress.read.includes(chapterSlug) ? progress.read : [...progress.read, chapterSlug]
  return { read, last: chapterSlug }
}

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; value: CourseProgress }>()

function read(key: string): CourseProgress {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(key)
  } catch {
    // Storage blocked (private mode, policy): progress simply is not kept.
  }
  const hit = cache.get(key)
  if (hit && hit.raw === raw) return hit.value
  const value = parseProgress(raw)
  cache.set(key, { raw, value })
  return value
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function useCourseProgress(tenant: string, courseSlug: string) {
  const key = progressKey(tenant, courseSlug)
  const progress = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY_PROGRESS,
  )
  const markRead = useCallback(
    (chapterSlug: string) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(withRead(read(key), chapterSlug)))
      } catch {
        return
      }
      listeners.forEach((l) => l())
    },
    [key],
  )
  return { progress, markRead }
}
