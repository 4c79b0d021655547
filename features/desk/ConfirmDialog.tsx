/**
 * A modal question before something that cannot be undone (deleting a post or a category): the
 * native `<dialog>` keeps the focus inside and Escape cancels; the safe answer has the focus first.
 */
import { useLayoutEffect, useRef } from 'react'

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string
  body: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  // Closed before it leaves the page: a modal dialog removed while open can leave the rest of the
  // page inert in Chromium.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  const answer = (then: () => void) => () => {
    ref.current?.close()
    then()
  }
  return (
    <dialog
      ref={ref}
      className="desk-dialog"
      aria-labelledby="desk-dialog-title"
      aria-describedby="desk-dialog-body"
      onCancel={(e) => {
        e.preventDefault()
        answer(onCancel)()
      }}
    >
      <h2 id="desk-dialog-title">{title}</h2>
      <p id="desk-dialog-body">{body}</p>
      <div className="desk-actions">
        <button type="button" className="button button--ghost" autoFocus onClick={answer(onCancel)}>
          Batal
        </button>
        <button type="button" className="button button--danger" onClick={answer(onConfirm)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
