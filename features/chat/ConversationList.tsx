/**
 * The visitor's conversations (our `GET v1/conversations`), most recently active first, with a
 * new-conversation button and a delete that asks first. More than a page: a button loads more.
 */
import { useState } from 'react'
import { deleteConversation, type Conversation } from '../../api/chat'
import { useApiContext } from '../../api/hooks'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'

export interface ConversationListProps {
  items: Conversation[] | undefined
  total: number
  error: string | null
  loading: boolean
  retrying: boolean
  selected: string | null
  onRetry: () => void
  onMore: () => void
  onSelect: (id: string) => void
  onNew: () => void
  onDeleted: (id: string) => void
}

function DeleteConfirm({
  conversation,
  onCancel,
  onDeleted,
}: {
  conversation: Conversation
  onCancel: () => void
  onDeleted: () => void
}) {
  const ctx = useApiContext()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    setBusy(true)
    setError(null)
    const res = await deleteConversation(ctx, conversation.id)
    setBusy(false)
    if (res.status) onDeleted()
    else setError(res.message)
  }
  return (
    <div className="chat-list__confirm" role="group" aria-label="Konfirmasi hapus">
      <p>Hapus percakapan “{conversation.title}” beserta semua pesannya?</p>
      {error && (
        <p className="chat-list__error" role="alert">
          Percakapan belum terhapus: {error}
        </p>
      )}
      <div className="chat-list__confirm-actions">
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => void remove()}
          disabled={busy}
        >
          {busy ? 'Menghapus…' : 'Ya, hapus'}
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          onClick={onCancel}
          disabled={busy}
        >
          Batal
        </button>
      </div>
    </div>
  )
}

export function ConversationList(p: ConversationListProps) {
  const [confirming, setConfirming] = useState<string | null>(null)
  return (
    <nav className="chat-list" aria-label="Daftar percakapan">
      <div className="chat-list__head">
        <h2>Percakapan</h2>
        <button type="button" className="button button--small" onClick={p.onNew}>
          Percakapan baru
        </button>
      </div>
      {p.error && (
        <LoadError what="Daftar percakapan" message={p.error} onRetry={p.onRetry} retrying={p.retrying} />
      )}
      {!p.items && p.loading && <TextSkeleton lines={4} label="Memuat percakapan…" />}
      {p.items?.length === 0 && (
        <EmptyState title="Belum ada percakapan. Mulai dengan pertanyaan pertamamu." />
      )}
      {p.items && p.items.length > 0 && (
        <ul className="chat-list__items">
          {p.items.map((c) => (
            <li key={c.id} className={`chat-list__item${c.id === p.selected ? ' is-active' : ''}`}>
              <button
                type="button"
                className="chat-list__open"
                aria-current={c.id === p.selected ? 'true' : undefined}
                onClick={() => p.onSelect(c.id)}
              >
                <span className="chat-list__title">{c.title}</span>
                <span className="chat-list__meta">
                  <DateText value={c.updatedAt} /> · {c.messageCount} pesan
                </span>
              </button>
              <button
                type="button"
                className="chat-list__delete"
                aria-label={`Hapus percakapan ${c.title}`}
                aria-expanded={confirming === c.id}
                onClick={() => setConfirming(confirming === c.id ? null : c.id)}
              >
                Hapus
              </button>
              {confirming === c.id && (
                <DeleteConfirm
                  conversation={c}
                  onCancel={() => setConfirming(null)}
                  onDeleted={() => {
                    setConfirming(null)
                    p.onDeleted(c.id)
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {p.items && p.items.length < p.total && (
        <button
          type="button"
          className="button button--small button--outline chat-list__more"
          onClick={p.onMore}
        >
          Muat percakapan lainnya
        </button>
      )}
    </nav>
  )
}
