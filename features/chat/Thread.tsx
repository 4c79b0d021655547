/**
 * One conversation: its loaded history, the exchanges of this visit (the reply streaming in), and
 * the composer. Scrolling to the top loads the page before (or the button at the top does); the
 * content in view keeps its place while it is added above (`anchoredScrollTop`). New text keeps
 * the view at the bottom only when the visitor was there.
 *
 * Screen readers: the message list itself is not a live region (loading older pages would be read
 * out); a polite status region inside the thread says each reply once, complete, when it ends,
 * and the reply being written is `aria-busy` until then.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { ChatMessage } from '../../api/chat'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { Composer, type ComposerProps } from './Composer'
import { anchoredScrollTop, isNearBottom } from './history'
import { Markdown } from './Markdown'
import type { HistoryState } from './useHistory'
import type { Exchange } from './useReply'

export interface ThreadProps {
  history: HistoryState & { loadOlder: () => Promise<void>; retry: () => void }
  exchanges: Exchange[]
  announcement: string
  onRetryExchange: (x: Exchange) => void
  composer: Omit<ComposerProps, 'inputRef'>
  inputRef: RefObject<HTMLTextAreaElement | null>
  onBack: () => void
  title: string
}

function Bubble({
  role,
  children,
  busy,
}: {
  role: 'user' | 'assistant'
  children: ReactNode
  busy?: boolean
}) {
  return (
    <li className={`chat-msg chat-msg--${role}`} aria-busy={busy || undefined}>
      <span className="visually-hidden">{role === 'user' ? 'Anda:' : 'Asisten:'}</span>
      {children}
    </li>
  )
}

function HistoryMessage({ m }: { m: ChatMessage }) {
  if (m.role === 'user')
    return (
      <Bubble role="user">
        <p className="chat-msg__plain">{m.content}</p>
      </Bubble>
    )
  return (
    <Bubble role="assistant">
      <Markdown text={m.content} />
      {m.interrupted && <p className="chat-msg__note">Balasan ini dihentikan sebelum selesai.</p>}
    </Bubble>
  )
}

function LiveExchange({ x, onRetry }: { x: Exchange; onRetry: () => void }) {
  const writing = x.phase === 'connecting' || x.phase === 'streaming'
  return (
    <>
      <Bubble role="user">
        <p className="chat-msg__plain">{x.question}</p>
      </Bubble>
      <Bubble role="assistant" busy={writing}>
        {x.reply ? <Markdown text={x.reply} /> : null}
        {x.phase === 'connecting' && <p className="chat-msg__typing">Asisten sedang menulis…</p>}
        {x.phase === 'stopped' && <p className="chat-msg__note">Balasan dihentikan.</p>}
        {x.phase === 'failed' && (
          <div className="alert alert--danger chat-msg__failed" role="alert">
            <p>Balasan gagal: {x.error}</p>
            <button type="button" className="button button--small" onClick={onRetry}>
              Coba lagi
            </button>
          </div>
        )}
      </Bubble>
    </>
  )
}

export function Thread({
  history,
  exchanges,
  announcement,
  onRetryExchange,
  composer,
  inputRef,
  onBack,
  title,
}: ThreadProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const anchor = useRef<{ scrollHeight: number; scrollTop: number } | null>(null)
  const stick = useRef(true)

  const loadOlder = () => {
    const el = scroller.current
    if (!el || history.loadingOlder || history.olderPage < 1) return
    anchor.current = { scrollHeight: el.scrollHeight, scrollTop: el.scrollTop }
    void history.loadOlder()
  }

  // A thread opened: start at its newest message.
  useLayoutEffect(() => {
    stick.current = true
    anchor.current = null
  }, [history.id])

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    if (anchor.current && !history.loadingOlder) {
      el.scrollTop = anchoredScrollTop(anchor.current, el.scrollHeight)
      anchor.current = null
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight
    }
  }, [history.messages, history.loadingOlder, history.status, exchanges])

  // A short first page leaves nothing to scroll: fetch the page before right away.
  useEffect(() => {
    const el = scroller.current
    if (el && history.status === 'ready' && history.olderPage > 0 && el.scrollHeight <= el.clientHeight)
      loadOlder()
  })

  const empty = history.status !== 'loading' && history.messages.length === 0 && exchanges.length === 0

  return (
    <section className="chat-thread" aria-label={title}>
      <div className="chat-thread__head">
        <button type="button" className="chat-thread__back" onClick={onBack}>
          ← Daftar percakapan
        </button>
        <h2 className="chat-thread__title">{title}</h2>
      </div>
      <div
        className="chat-thread__scroll"
        ref={scroller}
        tabIndex={0}
        aria-label="Pesan"
        onScroll={(e) => {
          const el = e.currentTarget
          stick.current = isNearBottom(el)
          if (el.scrollTop < 80 && history.olderPage > 0 && !history.loadingOlder && !history.olderError)
            loadOlder()
        }}
      >
        {history.olderPage > 0 && history.status === 'ready' && (
          <div className="chat-thread__older">
            {history.olderError ? (
              <LoadError
                what="Pesan sebelumnya"
                message={history.olderError}
                onRetry={loadOlder}
                retrying={history.loadingOlder}
              />
            ) : (
              <button
                type="button"
                className="button button--small button--outline"
                onClick={loadOlder}
                disabled={history.loadingOlder}
              >
                {history.loadingOlder ? 'Memuat pesan sebelumnya…' : 'Muat pesan sebelumnya'}
              </button>
            )}
          </div>
        )}
        {history.status === 'loading' && <TextSkeleton lines={5} label="Memuat pesan…" />}
        {history.status === 'error' && history.error && (
          <LoadError what="Percakapan" message={history.error} onRetry={history.retry} retrying={false} />
        )}
        {empty && (
          <div className="chat-thread__intro">
            <p>Tanyakan apa saja tentang kelas, program, pembayaran, atau materi kelasmu.</p>
          </div>
        )}
        <ol className="chat-thread__messages">
          {history.messages.map((m) => (
            <HistoryMessage key={m.id} m={m} />
          ))}
          {exchanges.map((x) => (
            <LiveExchange key={x.key} x={x} onRetry={() => onRetryExchange(x)} />
          ))}
        </ol>
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="chat-announcement">
          {announcement}
        </p>
      </div>
      <Composer {...composer} inputRef={inputRef} />
    </section>
  )
}
