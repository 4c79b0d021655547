/**
 * The message box. Enter sends, Shift+Enter breaks the line (and Enter while an input method is
 * composing a word does neither). Offline it says so and sends nothing. The text is cleared only
 * once the reply has started: a send that fails keeps it, with the reason and a retry.
 */
import { useId, type KeyboardEvent, type RefObject } from 'react'

export const MAX_MESSAGE_LENGTH = 4000

export interface ComposerProps {
  text: string
  onText: (text: string) => void
  onSend: () => void
  onStop: () => void
  busy: boolean
  online: boolean
  sendError: string | null
  inputRef: RefObject<HTMLTextAreaElement | null>
}

/** Whether a key press in the box should send (pure, for the unit test). */
export function sendsOnKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return e.key === 'Enter' && !e.shiftKey && !(e.nativeEvent as { isComposing?: boolean }).isComposing
}

export function Composer({ text, onText, onSend, onStop, busy, online, sendError, inputRef }: ComposerProps) {
  const id = useId()
  const submit = () => {
    if (!online || busy || !text.trim()) return
    onSend()
  }
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {!online && (
        <p className="chat-composer__offline" role="status" id={`${id}-offline`}>
          Anda sedang offline: pesan tidak dikirim. Riwayat yang sudah dimuat tetap bisa dibaca.
        </p>
      )}
      {sendError && (
        <div className="alert alert--danger chat-composer__error" role="alert">
          <p>Pesan belum terkirim: {sendError}</p>
          <button type="button" className="button button--small" onClick={submit} disabled={!online || busy}>
            Coba lagi
          </button>
        </div>
      )}
      <div className="chat-composer__row">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Pesan untuk asisten
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-input`}
          value={text}
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={online ? 'Tulis pertanyaanmu…' : 'Offline: pesan tidak dapat dikirim'}
          aria-describedby={!online ? `${id}-offline ${id}-keys` : `${id}-keys`}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={(e) => {
            if (!sendsOnKey(e)) return
            e.preventDefault()
            submit()
          }}
        />
        {busy ? (
          <button type="button" className="button chat-composer__stop" onClick={onStop}>
            Hentikan
          </button>
        ) : (
          <button type="submit" className="button" disabled={!online || !text.trim()}>
            Kirim
          </button>
        )}
      </div>
      <p className="chat-composer__keys" id={`${id}-keys`}>
        Enter untuk mengirim, Shift+Enter untuk baris baru.
      </p>
    </form>
  )
}
