/**
 * The categories of one kind: editors and admins create, rename and delete them (a category still
 * holding posts is refused by the server with the reason); writers see them.
 */
import { useState } from 'react'
import { useApiContext } from '../../api/hooks'
import {
  createPostCategory,
  deletePostCategory,
  renamePostCategory,
  type PostCategoryItem,
} from '../../api/posts'
import { FormStatus } from '../../components/Field'
import type { SubmitOutcome } from '../../components/useForm'
import { ConfirmDialog } from './ConfirmDialog'

export function Categories({
  kindSlug,
  heading,
  categories,
  editable,
  onChanged,
}: {
  kindSlug: string
  heading: string
  categories: readonly PostCategoryItem[]
  editable: boolean
  onChanged: () => void
}) {
  const ctx = useApiContext()
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null)
  const [deleting, setDeleting] = useState<PostCategoryItem | null>(null)
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)

  const report = (result: { status: boolean; message: string }, done: string) => {
    setOutcome(result.status ? { status: true, message: done } : { status: false, message: result.message })
    if (result.status) onChanged()
  }
  const create = async () => {
    if (!name.trim()) {
      setNameError('Nama kategori wajib diisi.')
      document.getElementById('desk-category-new')?.focus()
      return
    }
    setNameError(null)
    const result = await createPostCategory(ctx, { kindSlug, name: name.trim() })
    report(result, `Kategori "${name.trim()}" dibuat.`)
    if (result.status) setName('')
  }
  const rename = async () => {
    if (!renaming?.name.trim()) return
    const result = await renamePostCategory(ctx, renaming.id, renaming.name.trim())
    report(result, `Kategori diganti namanya menjadi "${renaming.name.trim()}".`)
    if (result.status) setRenaming(null)
  }
  const remove = async (category: PostCategoryItem) => {
    setDeleting(null)
    report(await deletePostCategory(ctx, category.id), `Kategori "${category.name}" dihapus.`)
  }

  return (
    <section className="desk-categories" aria-labelledby="desk-categories-title">
      <h2 id="desk-categories-title">Kategori {heading}</h2>
      {!editable && (
        <p className="field__hint">Hanya editor dan administrator yang dapat mengubah kategori.</p>
      )}
      <ul className="desk-categories__list">
        {categories.map((c) => (
          <li key={c.id}>
            {renaming?.id === c.id ? (
              <form
                className="desk-inline"
                onSubmit={(e) => {
                  e.preventDefault()
                  void rename()
                }}
              >
                <label htmlFor={`desk-category-${c.id}`} className="visually-hidden">
                  Nama baru untuk {c.name}
                </label>
                <input
                  id={`desk-category-${c.id}`}
                  value={renaming.name}
                  autoFocus
                  maxLength={60}
                  onChange={(e) => setRenaming({ id: c.id, name: e.target.value })}
                />
                <button type="submit" className="button button--small">
                  Simpan
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setRenaming(null)}
                >
                  Batal
                </button>
              </form>
            ) : (
              <>
                <span>
                  {c.name} <span className="field__hint">({c.postCount ?? 0} tulisan)</span>
                </span>
                {editable && (
                  <span className="desk-inline">
                    <button
                      type="button"
                      className="button button--small button--outline"
                      aria-label={`Ganti nama kategori ${c.name}`}
                      onClick={() => setRenaming({ id: c.id, name: c.name })}
                    >
                      Ganti nama
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={`Hapus kategori ${c.name}`}
                      onClick={() => setDeleting(c)}
                    >
                      Hapus
                    </button>
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <form
          className="desk-inline"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void create()
          }}
        >
          <label htmlFor="desk-category-new" className="field__label">
            Kategori baru
          </label>
          <input
            id="desk-category-new"
            value={name}
            maxLength={60}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'desk-category-new-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="button button--small">
            Tambah kategori
          </button>
          {nameError && (
            <p id="desk-category-new-error" className="field__error">
              {nameError}
            </p>
          )}
        </form>
      )}
      <FormStatus outcome={outcome} />
      {deleting && (
        <ConfirmDialog
          title={`Hapus kategori "${deleting.name}"?`}
          body="Kategori yang masih berisi tulisan tidak dapat dihapus. Tindakan ini tidak dapat dibatalkan."
          confirmLabel="Ya, hapus kategori"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}
