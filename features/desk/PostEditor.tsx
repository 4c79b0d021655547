/**
 * Writing one post: title, slug, summary, category, cover, body; a preview rendered by the site's
 * own article component (features/posts/PostArticle) and sanitiser; "Simpan draf" or "Terbitkan".
 *
 * Nothing typed is lost: the form's draft is kept in this tab's storage on every keystroke
 * (components/useForm `draftKey`), through a dropped connection and a reload, until the server
 * has it. Offline, saving says so and keeps the draft. Validation is in Indonesian and an invalid
 * save moves the focus to the first invalid field; a slug the site already uses (409) marks the
 * slug field. The size limits (api/postLimits.ts) are checked here with the backend's numbers, so a
 * too-long title, summary or body, or an image given as data instead of an address, is named at its
 * field before anything is sent; a 413 the backend still answers shows its message, the form kept.
 */
import { useRef, useState } from 'react'
import { useApiContext } from '../../api/hooks'
import { contentProblem, LIMIT_MESSAGES, POST_LIMITS, postSizeProblem } from '../../api/postLimits'
import { createPost, updatePost, type Post, type PostCategoryItem } from '../../api/posts'
import { Field, FormStatus } from '../../components/Field'
import { useForm, type SubmitOutcome } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useSite } from '../../shell/site'
import { FileUpload } from '../account/FileUpload'
import { PostArticle } from '../posts/PostArticle'
import type { Section } from '../posts/sections'
import { ContentEditor } from './ContentEditor'
import { followTitle, previewPost, slugRule, slugTakenMessage, type DeskValues } from './deskLogic'

export const OFFLINE_KEPT =
  'Anda sedang offline. Tulisan belum terkirim, tetapi drafnya tersimpan di perangkat ini: simpan lagi saat koneksi kembali.'

/** Where the slug shows: in the address for sections linked by slug, else in links kept alive. */
function slugHint(section: Section, slug: string): string {
  const href = section.detailHref({ id: 0, slug: slug || '…', title: '', category: null })
  return href.includes(slug || '…')
    ? `Mengikuti judul sampai Anda mengubahnya. Alamat tulisan: ${href}`
    : `Mengikuti judul sampai Anda mengubahnya. ${section.heading} dibuka lewat nomor tulisan; slug tetap harus unik.`
}

export function PostEditor({
  section,
  categories,
  post,
  authorName,
  onSaved,
  onCancel,
}: {
  section: Section
  categories: readonly PostCategoryItem[]
  post?: Post
  authorName: string
  onSaved: (post: Post, published: boolean) => void
  onCancel: () => void
}) {
  const ctx = useApiContext()
  const { tenant } = useSite()
  const publish = useRef(true)
  const slugInput = useRef<HTMLDivElement>(null)
  const [takenSlug, setTakenSlug] = useState<string | null>(null)
  const [preview, setPreview] = useState(false)

  const initial: DeskValues = {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    summary: post?.summary ?? '',
    categoryId: String(post?.category?.id ?? categories[0]?.id ?? ''),
    cover: post?.cover ?? '',
    content: post?.content ?? '',
  }
  const form = useForm<DeskValues>({
    initial,
    rules: {
      title: [rules.required('Judul'), (v) => (v.length > POST_LIMITS.title ? LIMIT_MESSAGES.title : null)],
      slug: [
        rules.required('Slug'),
        slugRule,
        (v) => (v.length > POST_LIMITS.slug ? LIMIT_MESSAGES.slug : null),
        (v) => (takenSlug !== null && v === takenSlug ? slugTakenMessage(v) : null),
      ],
      summary: [(v) => (v.length > POST_LIMITS.summary ? LIMIT_MESSAGES.summary : null)],
      categoryId: [rules.required('Kategori')],
      content: [rules.required('Isi tulisan'), contentProblem],
    },
    draftKey: `draft:desk:${tenant.key}:${post ? `post-${post.id}` : `new-${section.kindSlug}`}`,
    onSubmit: async (v): Promise<SubmitOutcome> => {
      if (!navigator.onLine) return { status: false, message: OFFLINE_KEPT }
      const body = {
        title: v.title.trim(),
        slug: v.slug,
        summary: v.summary.trim(),
        content: v.content,
        categoryId: Number(v.categoryId),
        active: publish.current,
        ...(v.cover ? { cover: v.cover } : {}),
      }
      // The cover comes from an upload, so only a post saved elsewhere can carry one refused here.
      const tooLarge = postSizeProblem(body)
      if (tooLarge) return { status: false, message: tooLarge.message }
      const result = post
        ? await updatePost(ctx, post.id, body)
        : await createPost(ctx, { kindSlug: section.kindSlug, ...body })
      if (!result.status) {
        if (result.httpStatus === 409) {
          setTakenSlug(v.slug)
          requestAnimationFrame(() => slugInput.current?.querySelector('input')?.focus())
          return { status: false, message: slugTakenMessage(v.slug) }
        }
        if (!result.httpStatus) return { status: false, message: `${result.message} Draf tetap tersimpan.` }
        return { status: false, message: result.message }
      }
      onSaved(result.data, publish.current)
      return { status: true, message: publish.current ? 'Tulisan terbit.' : 'Draf tersimpan.' }
    },
  })

  const title = form.field('title')
  const titleField = {
    ...title,
    onChange: (value: string) => form.setValues((old) => followTitle(old, value) as DeskValues),
  }
  const shown = previewPost(form.values, section.kindSlug, categories, authorName, new Date(), post)

  return (
    <div className="desk-editor">
      <form
        noValidate
        className="desk-form"
        aria-labelledby="desk-editor-title"
        onSubmit={(e) => void form.handleSubmit(e)}
      >
        <h2 id="desk-editor-title">{post ? `Ubah: ${post.title}` : `Tulisan baru: ${section.heading}`}</h2>
        <Field label="Judul" field={titleField} required />
        <div ref={slugInput}>
          <Field
            label="Slug (alamat tulisan)"
            field={form.field('slug')}
            required
            hint={slugHint(section, form.values.slug)}
          />
        </div>
        <Field label="Ringkasan" field={form.field('summary')} as="textarea" rows={2} />
        <Field
          label="Kategori"
          field={form.field('categoryId')}
          as="select"
          required
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          placeholder="Pilih kategori…"
        />
        <div className="desk-cover">
          <FileUpload
            label="Gambar sampul"
            hint="PNG atau JPG, maksimal 5 MB. Tanpa sampul, situs memakai gambar bawaan."
            accept="image"
            onUploaded={(url) => url && form.setValues((v) => ({ ...v, cover: url }))}
          />
          {form.values.cover && (
            <p className="field__hint">
              Sampul terpasang.{' '}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => form.setValues((v) => ({ ...v, cover: '' }))}
              >
                Lepas sampul
              </button>
            </p>
          )}
        </div>
        <ContentEditor label="Isi tulisan" field={form.field('content')} />
        <FormStatus outcome={form.outcome} />
        <div className="desk-actions">
          <button
            type="button"
            className="button button--outline"
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? 'Tutup pratinjau' : 'Pratinjau'}
          </button>
          <button
            type="submit"
            className="button button--outline"
            disabled={form.submitting}
            onClick={() => (publish.current = false)}
          >
            Simpan draf
          </button>
          <button
            type="submit"
            className="button"
            disabled={form.submitting}
            onClick={() => (publish.current = true)}
          >
            Terbitkan
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Kembali ke daftar
          </button>
        </div>
      </form>
      {preview && (
        <section className="desk-preview" aria-labelledby="desk-preview-title">
          <h2 id="desk-preview-title">Pratinjau: tampilan di {section.heading}</h2>
          <div className="desk-preview__frame">
            <PostArticle post={shown} section={section} />
          </div>
        </section>
      )}
    </div>
  )
}
