/**
 * Sending a message and reading its streamed reply (api/chat.ts `streamChat`). Each exchange (the
 * question and the reply as it grows) lives here until the thread is left: a reply that completes,
 * is stopped (what arrived stays) or breaks off (what arrived stays, with the reason and a retry)
 * does not need a reload of the history. A call that fails before the reply starts leaves no
 * exchange: the composer keeps the text and shows why, with a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { streamChat } from '../../api/chat'
import { useApiContext } from '../../api/hooks'

export type ExchangePhase = 'connecting' | 'streaming' | 'done' | 'stopped' | 'failed'

export interface Exchange {
  key: string
  conversationId: string | null
  question: string
  reply: string
  phase: ExchangePhase
  error: string | null
}

export interface SendCallbacks {
  /** The reply started: the conversation exists (a new one has its id now). */
  onStarted: (conversationId: string) => void
  /** The reply ended, however. */
  onEnded: () => void
}

let counter = 0

export function useReply({ onStarted, onEnded }: SendCallbacks) {
  const ctx = useApiContext()
  const [exchanges, setExchanges] = useState<Exchange[]>([])
  const [sendError, setSendError] = useState<string | null>(null)
  /** What the live region says once a reply has ended (read once by screen readers). */
  const [announcement, setAnnouncement] = useState('')
  const controller = useRef<AbortController | null>(null)
  const callbacks = useRef({ onStarted, onEnded })
  callbacks.current = { onStarted, onEnded }

  const update = (key: string, patch: Partial<Exchange>) =>
    setExchanges((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)))

  const send = useCallback(
    async (question: string, conversationId: string | null): Promise<boolean> => {
      if (controller.current) return false
      const ac = new AbortController()
      controller.current = ac
      const key = `x${++counter}`
      setSendError(null)
      setAnnouncement('')
      setExchanges((xs) => [
        ...xs,
        { key, conversationId, question, reply: '', phase: 'connecting', error: null },
      ])
      const res = await streamChat(
        ctx,
        { message: question, conversationId: conversationId ?? undefined },
        ac.signal,
      )
      if (!res.status) {
        controller.current = null
        setExchanges((xs) => xs.filter((x) => x.key !== key))
        if (!ac.signal.aborted) setSendError(res.message)
        return false
      }
      const stream = res.data
      update(key, { conversationId: stream.conversationId, phase: 'streaming' })
      callbacks.current.onStarted(stream.conversationId)
      let text = ''
      for await (const piece of stream) {
        text += piece
        update(key, { reply: text })
      }
      const end = await stream.done
      controller.current = null
      if (end.status) {
        update(key, { phase: 'done', reply: end.data.text })
        setAnnouncement(`Balasan asisten: ${end.data.text}`)
      } else if (ac.signal.aborted) {
        update(key, { phase: 'stopped', reply: end.data.text })
        setAnnouncement('Balasan dihentikan.')
      } else {
        update(key, { phase: 'failed', reply: end.data.text, error: end.message })
        setAnnouncement(`Balasan gagal: ${end.message}`)
      }
      callbacks.current.onEnded()
      return true
    },
    [ctx],
  )

  const stop = useCallback(() => controller.current?.abort(), [])

  /** Send a broken exchange's question again; the broken one gives way to the new attempt. */
  const retry = useCallback(
    (x: Exchange) => {
      setExchanges((xs) => xs.filter((e) => e.key !== x.key))
      return send(x.question, x.conversationId)
    },
    [send],
  )

  /** Leaving the thread: stop a running reply, forget what was shown live. */
  const reset = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setExchanges([])
    setSendError(null)
    setAnnouncement('')
  }, [])

  useEffect(() => () => controller.current?.abort(), [])

  const busy = exchanges.some((x) => x.phase === 'connecting' || x.phase === 'streaming')
  return {
    exchanges,
    sendError,
    announcement,
    busy,
    send,
    stop,
    retry,
    reset,
    clearSendError: () => setSendError(null),
  }
}
