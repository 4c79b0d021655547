/**
 * The post body: a plain `<textarea>` holding the HTML the site shows, with a toolbar that writes
 * the tags the site's sanitiser keeps around the selection, and an inline image button that uploads
 * through the drive (`uploadFile`) and inserts the picture. A native textarea keeps what screen
 * readers, spell-checkers (lang id) and Indonesian keyboards and IMEs already do well, and costs a
 * few kilobytes (docs/decisions/0009-writers-desk.md has the figures against rich editors).
 */
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { uploadFile } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import type { BoundField } from '../../components/Field'
import { checkUpload, IMAGE_ACCEPT } from '../account/upload'
import { imageMarkup, TOOLBAR, wrapSelection, type Edit } from './deskLogic'

export function ContentEditor({ label, field }: { label: string; field: BoundField }) {
  const id = useId()
  const ctx = useApiContext()
  const area = useRef<HTMLTextAreaElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const [imageStatus, setImageStatus] = useState<{ error: boolean; text: string } | null>(null)

  const apply = (before: string, after: string, placeholder: string) => {
    const el = area.current
    if (!el) return
    const edit: Edit = wrapSelection(el.value, el.selectionStart, el.selectionEnd, before, after, placeholder)
    // The new value must be in the textarea before the selection is set, and the selection before
    // the next keystroke: the placeholder is then typed over, however fast the writer types.
    flushSync(() => field.onChange(edit.text))
    el.focus()
    el.setSelectionRange(edit.selectionStart, edit.selectionEnd)
  }

  const insertImage = async (file: File | undefined) => {
    if (!file) return
    const problem = checkUpload(file, 'image')
    if (problem) return setImageStatus({ error: true, text: problem })
    if (!navigator.onLine)
      return setImageStatus({
        error: true,
        text: 'Anda sedang offline. Unggah gambar lagi saat koneksi kembali.',
      })
    setImageStatus({ error: false, text: `Mengunggah ${file.name}… 0%` })
    const result = await uploadFile(ctx, file, {
      fileName: file.name,
      onProgress: (p) =>
        setImageStatus({ error: false, text: `Mengunggah ${file.name}… ${Math.round(p * 100)}%` }),
    })
    if (picker.current) picker.current.value = ''
    if (!result.status)
      return setImageStatus({ error: true, text: `Gambar belum terunggah: ${result.message}` })
    const markup = imageMarkup(result.data.url)
    apply(markup.before, markup.after, markup.placeholder)
    setImageStatus({
      error: false,
      text: `Gambar ${result.data.name} disisipkan. Tulis deskripsinya untuk pembaca layar.`,
    })
  }

  const errorId = `${id}-error`
  return (
    <div className={`field desk-content${field.error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="desk-toolbar" role="toolbar" aria-label="Format isi" aria-controls={id}>
        {TOOLBAR.map((t) => (
          <button
            key={t.id}
            type="button"
            className="button button--small button--outline"
            onClick={() => apply(t.before, t.after, t.placeholder)}
          >
            {t.label}
          </button>
        ))}
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => picker.current?.click()}
        >
          Gambar
        </button>
        <input
          ref={picker}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Pilih gambar untuk disisipkan"
          onChange={(e) => void insertImage(e.target.files?.[0])}
        />
      </div>
      <textarea
        ref={area}
        id={id}
        name={field.name}
        value={field.value}
        rows={16}
        lang="id"
        spellCheck
        required
        aria-invalid={field.error ? true : undefined}
        aria-describedby={`${id}-hint${field.error ? ` ${errorId}` : ''}`}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        Isi dalam HTML: pilih teks lalu tekan tombol format. Skrip, gaya dan atribut lain dibuang saat
        ditampilkan, persis seperti di situs; lihat hasilnya di Pratinjau.
      </p>
      <div role="status" aria-live="polite">
        {imageStatus && (
          <p className={imageStatus.error ? 'field__error' : 'field__hint'}>{imageStatus.text}</p>
        )}
      </div>
      {field.error && (
        <p id={errorId} className="field__error">
          {field.error}
        </p>
      )}
    </div>
  )
}
