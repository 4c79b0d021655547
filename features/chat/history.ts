/**
 * Paging a conversation's history from the newest end. The API pages from the oldest message
 * (`page=1` = oldest, api/README.md), so the newest messages are on the last page; pages before
 * it are stable (messages are only ever appended), which lets the thread load older pages one by
 * one as the visitor scrolls up.
 */
import type { ChatMessage } from '../../api/chat'

export function lastPageOf(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / perPage))
}

/** Messages by id, oldest first, without duplicates (a page may overlap what a reply added). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of [...a, ...b]) byId.set(m.id, m)
  return [...byId.values()].sort((x, y) => x.id - y.id)
}

/**
 * The scrollTop that keeps the same content in view after content was added above it: the
 * distance from the bottom stays what it was.
 */
export function anchoredScrollTop(
  before: { scrollHeight: number; scrollTop: number },
  afterScrollHeight: number,
): number {
  return Math.max(0, afterScrollHeight - (before.scrollHeight - before.scrollTop))
}

/** Whether the view is at (or within `slack` px of) the bottom, so new text should keep it there. */
export function isNearBottom(
  el: { scrollHeight: number; scrollTop: number; clientHeight: number },
  slack = 48,
) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= slack
}
