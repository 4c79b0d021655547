/**
 * An optional file for a form (CV, portfolio, letter): checked for type and size in the browser,
 * uploaded at once with a progress bar, and handed to the form as the stored file's address.
 * Uploads are not queued offline (a file can be large; the visitor is told to try again online).
 */
import { useId, useState } from 'react'
import { uploadFile } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { checkUpload, IMAGE_ACCEPT, UPLOAD_ACCEPT } from './upload'

type State =
  | { kind: 'empty' }
  | { kind: 'uploading'; name: string; progress: number }
  | { kind: 'done'; name: string }
  | { kind: 'error'; message: string }

export function FileUpload({
  label,
  hint,
  onUploaded,
  accept = 'any',
}: {
  label: string
  hint: string
  onUploaded: (url: string) => void
  /** `image`: pictures only (PNG, JPG). */
  accept?: 'any' | 'image'
}) {
  const ctx = useApiContext()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'empty' })

  const pick = async (file: File | undefined) => {
    onUploaded('')
    if (!file) return setState({ kind: 'empty' })
    const problem = checkUpload(file, accept)
    if (problem) return setState({ kind: 'error', message: problem })
    if (!navigator.onLine)
      return setState({
        kind: 'error',
        message: 'Anda sedang offline. Unggah berkas lagi saat koneksi kembali.',
      })
    setState({ kind: 'uploading', name: file.name, progress: 0 })
    const result = await uploadFile(ctx, file, {
      fileName: file.name,
      onProgress: (progress) => setState({ kind: 'uploading', name: file.name, progress }),
    })
    if (!result.status)
      return setState({ kind: 'error', message: `Berkas belum terunggah: ${result.message}` })
    onUploaded(result.data.url)
    setState({ kind: 'done', name: result.data.name })
  }

  return (
    <div className={`field${state.kind === 'error' ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept === 'image' ? IMAGE_ACCEPT : UPLOAD_ACCEPT}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div id={`${id}-status`} role="status" aria-live="polite">
        {state.kind === 'uploading' && (
          <p className="upload-progress">
            <progress max={1} value={state.progress} aria-label={`Mengunggah ${state.name}`} />{' '}
            {Math.round(state.progress * 100)}%
          </p>
        )}
        {state.kind === 'done' && <p className="field__hint">Terunggah: {state.name}</p>}
        {state.kind === 'error' && <p className="field__error">{state.message}</p>}
      </div>
    </div>
  )
}
