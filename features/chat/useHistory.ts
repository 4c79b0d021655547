/**
 * The loaded part of one conversation's history: the newest page(s) first, then older pages on
 * demand (`loadOlder`, called when the visitor scrolls to the top). A conversation this page has
 * just created is `adopt`ed: it starts empty and is never fetched, its exchange is shown live.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_MESSAGES_PAGE_SIZE, listConversationMessages, type ChatMessage } from '../../api/chat'
import type { ApiContext } from '../../api/context'
import { useApiContext } from '../../api/hooks'
import { lastPageOf, mergeMessages } from './history'

export interface HistoryState {
  id: string | null
  messages: ChatMessage[]
  /** The next older page to load; 0 = the oldest message is loaded. */
  olderPage: number
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  loadingOlder: boolean
  olderError: string | null
}

const EMPTY: HistoryState = {
  id: null,
  messages: [],
  olderPage: 0,
  status: 'idle',
  error: null,
  loadingOlder: false,
  olderError: null,
}

type Loaded =
  { status: true; messages: ChatMessage[]; olderPage: number } | { status: false; message: string }

/** The newest page (plus the one before when the newest is short), wherever the count hint points. */
async function loadLatest(ctx: ApiContext, id: string, countHint: number | undefined): Promise<Loaded> {
  const perPage = CHAT_MESSAGES_PAGE_SIZE
  let page = countHint ? lastPageOf(countHint, perPage) : 1
  let res = await listConversationMessages(ctx, { id, page, perPage })
  if (!res.status) return res
  // The hint was stale (or absent): go to the real last page.
  const last = Math.max(1, res.pagination.totalPages)
  if (last !== page) {
    page = last
    res = await listConversationMessages(ctx, { id, page, perPage })
    if (!res.status) return res
  }
  let messages = res.data
  if (messages.length < perPage / 2 && page > 1) {
    const before = await listConversationMessages(ctx, { id, page: page - 1, perPage })
    if (before.status) {
      messages = mergeMessages(before.data, messages)
      page -= 1
    }
  }
  return { status: true, messages, olderPage: page - 1 }
}

export function useHistory(id: string | null, countHint: number | undefined) {
  const ctx = useApiContext()
  const [state, setState] = useState<HistoryState>(EMPTY)
  const adopted = useRef<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!id) {
      setState(EMPTY)
      return
    }
    if (adopted.current === id) return
    adopted.current = null
    let live = true
    setState({ ...EMPTY, id, status: 'loading' })
    void loadLatest(ctx, id, countHint).then((res) => {
      if (!live) return
      setState(
        res.status
          ? { ...EMPTY, id, status: 'ready', messages: res.messages, olderPage: res.olderPage }
          : { ...EMPTY, id, status: 'error', error: res.message },
      )
    })
    return () => {
      live = false
    }
    // countHint only steers the first request: a changed count must not reload the thread.
  }, [ctx, id, attempt])

  const loadingOlder = useRef(false)
  const loadOlder = useCallback(async () => {
    if (loadingOlder.current || !state.id || state.olderPage < 1 || state.status !== 'ready') return
    loadingOlder.current = true
    const { id: forId, olderPage } = state
    setState((s) => ({ ...s, loadingOlder: true, olderError: null }))
    const res = await listConversationMessages(ctx, {
      id: forId,
      page: olderPage,
      perPage: CHAT_MESSAGES_PAGE_SIZE,
    })
    loadingOlder.current = false
    setState((s) => {
      if (s.id !== forId) return s
      return res.status
        ? {
            ...s,
            loadingOlder: false,
            messages: mergeMessages(res.data, s.messages),
            olderPage: olderPage - 1,
          }
        : { ...s, loadingOlder: false, olderError: res.message }
    })
  }, [ctx, state])

  /** A conversation created here: nothing to fetch, its first exchange is on screen already. */
  const adopt = useCallback((newId: string) => {
    adopted.current = newId
    setState({ ...EMPTY, id: newId, status: 'ready' })
  }, [])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return { ...state, loadOlder, adopt, retry }
}
