/**
 * The writers' desk (/Welcome/Redaksi), a lazy chunk loaded only by that page after hydration: no
 * visitor page downloads it (tests/e2e/desk.spec.ts checks).
 *
 * - Not signed in: the central login, returning here (features/account/LoginRequired).
 * - Signed in without a desk role: 403 and why (the server refuses the desk's calls too).
 * - Writers, editors, admins: their own posts per kind (under the tenant's section names) with
 *   their state, write / preview / edit / delete (confirmed), the kind's categories, and after saving
 *   what shows it when (entry path at once, pre-rendered pages after the tenant's build). A draft is
 *   seen only here ("Pratinjau", ./SavedPreview.tsx): the site shows it to nobody.
 */
import { useState } from 'react'
import { useMe } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { sendReleaseNotice } from '../../api/releaseNotice'
import { deletePost, useMyPosts, usePostKindCategories, type Post } from '../../api/posts'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { FormStatus } from '../../components/Field'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import type { SubmitOutcome } from '../../components/useForm'
import { canEditCategories, canWritePosts } from '../../shell/account'
import { useSignedIn } from '../../shell/signedIn'
import { useSite } from '../../shell/site'
import { LoginRequired } from '../account/LoginRequired'
import { roleLabel } from '../account/labels'
import type { Section } from '../posts/sections'
import { Categories } from './Categories'
import { ConfirmDialog } from './ConfirmDialog'
import { deskKinds, releaseAction, sectionsShowing } from './deskLogic'
import { PostEditor } from './PostEditor'
import { SavedPreview } from './SavedPreview'
import './styles.scss'

export default function DeskApp() {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  const me = useMe(signedIn)
  if (!signedIn) return <LoginRequired headingLevel={2} />
  const user = me.data?.data
  if (!user)
    return me.error ? (
      <LoadError
        what="Akun"
        message={me.error.message}
        onRetry={() => void me.mutate()}
        retrying={me.isValidating}
      />
    ) : (
      <TextSkeleton lines={4} label="Memuat akun…" />
    )
  if (!canWritePosts(user.role))
    return (
      <section className="desk-forbidden" aria-labelledby="desk-forbidden-title">
        <h2 id="desk-forbidden-title">403: Akses ditolak</h2>
        <p>
          Meja redaksi hanya untuk penulis dan editor. Akun Anda ({user.email}) terdaftar sebagai{' '}
          {roleLabel(user.role)}, jadi tidak dapat menulis di sini. Hubungi editor situs ini bila Anda perlu
          akses menulis.
        </p>
        <Link className="button" href="/Welcome">
          Kembali ke Akun Saya
        </Link>
      </section>
    )
  return <Desk name={user.name} role={user.role} />
}

type Mode = { view: 'list' } | { view: 'edit'; post?: Post } | { view: 'preview'; id: number }

function Desk({ name, role }: { name: string; role: string }) {
  const ctx = useApiContext()
  const { tenant } = useSite()
  const kinds = deskKinds(tenant.nav)
  const [section, setSection] = useState<Section>(kinds[0]!)
  const [mode, setMode] = useState<Mode>({ view: 'list' })
  const [notice, setNotice] = useState<{ post: Post; published: boolean; section: Section } | null>(null)
  const [deleting, setDeleting] = useState<Post | null>(null)
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null)
  const posts = useMyPosts({ kindSlug: section.kindSlug, pageSize: 100 })
  const categories = usePostKindCategories({ kindSlug: section.kindSlug, pageSize: 100 })
  const categoryList = categories.data?.data ?? []

  const pick = (next: Section) => {
    setSection(next)
    setMode({ view: 'list' })
    setOutcome(null)
  }
  const remove = async (post: Post) => {
    setDeleting(null)
    const result = await deletePost(ctx, post.id)
    if (result.status && post.active)
      void sendReleaseNotice(ctx, { kind: section.kindSlug, slug: post.slug, id: post.id, action: 'delete' })
    setOutcome(
      result.status
        ? { status: true, message: `"${post.title}" dihapus.` }
        : { status: false, message: result.message },
    )
    if (result.status) void posts.mutate()
  }

  return (
    <div className="desk">
      <nav className="desk-kinds" aria-label="Jenis tulisan">
        {kinds.map((k) => (
          <button
            key={k.kindSlug}
            type="button"
            className={`button button--small${k.kindSlug === section.kindSlug ? '' : ' button--outline'}`}
            aria-pressed={k.kindSlug === section.kindSlug}
            onClick={() => pick(k)}
          >
            {k.heading}
          </button>
        ))}
      </nav>
      <p className="field__hint">
        {section.heading} tampil di{' '}
        {sectionsShowing(section.kindSlug)
          .map((s) => s.listPath)
          .join(' dan ')}
        .
      </p>
      {notice && <PublishNotice {...notice} tenantKey={tenant.key} />}

      {mode.view === 'preview' ? (
        <SavedPreview id={mode.id} section={section} onClose={() => setMode({ view: 'list' })} />
      ) : mode.view === 'edit' ? (
        categories.data ? (
          <PostEditor
            key={mode.post?.id ?? `new-${section.kindSlug}`}
            section={section}
            categories={categoryList}
            post={mode.post}
            authorName={name}
            onSaved={(post, published) => {
              const action = releaseAction(mode.post?.active ?? false, published)
              if (action)
                void sendReleaseNotice(ctx, { kind: section.kindSlug, slug: post.slug, id: post.id, action })
              setNotice({ post, published, section })
              setMode({ view: 'list' })
              void posts.mutate()
            }}
            onCancel={() => setMode({ view: 'list' })}
          />
        ) : (
          <TextSkeleton lines={6} label="Memuat kategori…" />
        )
      ) : (
        <>
          <section className="desk-posts" aria-labelledby="desk-posts-title">
            <div className="desk-posts__head">
              <h2 id="desk-posts-title">Tulisan saya: {section.heading}</h2>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setNotice(null)
                  setMode({ view: 'edit' })
                }}
              >
                Tulis {section.noun} baru
              </button>
            </div>
            <FormStatus outcome={outcome} />
            {posts.data ? (
              posts.data.data.length ? (
                <table className="desk-table">
                  <caption className="visually-hidden">Tulisan {section.heading} Anda dan statusnya</caption>
                  <thead>
                    <tr>
                      <th scope="col">Judul</th>
                      <th scope="col">Kategori</th>
                      <th scope="col">Status</th>
                      <th scope="col">Tanggal</th>
                      <th scope="col">Tindakan</th>
                    </tr>
                  </thead>
                  <tbody>
                    {posts.data.data.map((p) => (
                      <tr key={p.id}>
                        <th scope="row">
                          {p.active ? <Link href={section.detailHref(p)}>{p.title}</Link> : p.title}
                        </th>
                        <td>{p.category?.name ?? '–'}</td>
                        <td>
                          <span className={`desk-state desk-state--${p.active ? 'live' : 'draft'}`}>
                            {p.active ? 'Terbit' : 'Draf'}
                          </span>
                        </td>
                        <td>
                          <DateText value={p.publishedAt} />
                        </td>
                        <td className="desk-inline">
                          <button
                            type="button"
                            className="button button--small button--outline"
                            aria-label={`Pratinjau ${p.title}`}
                            onClick={() => {
                              setNotice(null)
                              setMode({ view: 'preview', id: p.id })
                            }}
                          >
                            Pratinjau
                          </button>
                          <button
                            type="button"
                            className="button button--small button--outline"
                            aria-label={`Ubah ${p.title}`}
                            onClick={() => {
                              setNotice(null)
                              setMode({ view: 'edit', post: p })
                            }}
                          >
                            Ubah
                          </button>
                          <button
                            type="button"
                            className="button button--small button--danger"
                            aria-label={`Hapus ${p.title}`}
                            onClick={() => setDeleting(p)}
                          >
                            Hapus
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <EmptyState title={`Anda belum menulis ${section.noun}.`} />
              )
            ) : posts.error ? (
              <LoadError
                what="Tulisan Anda"
                message={posts.error.message}
                onRetry={() => void posts.mutate()}
                retrying={posts.isValidating}
              />
            ) : (
              <TextSkeleton lines={4} label="Memuat tulisan…" />
            )}
          </section>
          {categories.data && (
            <Categories
              kindSlug={section.kindSlug}
              heading={section.heading}
              categories={categoryList}
              editable={canEditCategories(role)}
              onChanged={() => void categories.mutate()}
            />
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Hapus "${deleting.title}"?`}
          body="Tulisan ini hilang dari situs dan dari daftar Anda. Tindakan ini tidak dapat dibatalkan."
          confirmLabel="Ya, hapus tulisan"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  )
}

/** What a save does to the site: the entry path at once, pre-rendered pages after the next build. */
function PublishNotice({
  post,
  published,
  section,
  tenantKey,
}: {
  post: Post
  published: boolean
  section: Section
  tenantKey: string
}) {
  if (!published)
    return (
      <p className="alert" role="status">
        Draf "{post.title}" tersimpan. Draf tidak tampil di situs sampai diterbitkan; lihat tampilannya lewat
        Pratinjau.
      </p>
    )
  const href = section.detailHref(post)
  return (
    <div className="alert alert--success desk-notice" role="status">
      <p>
        <strong>"{post.title}" terbit.</strong> Halaman tulisannya sudah menampilkannya sekarang:{' '}
        <Link href={href}>{href}</Link> (halaman ini dirender saat diminta).
      </p>
      <p>
        Daftar {section.heading}, beranda, RSS, peta situs dan pencarian situs ini ({tenantKey}) dibangun
        ulang sekarang dan menampilkannya dalam beberapa detik; hanya halaman yang berubah yang dibersihkan
        dari CDN.
      </p>
    </div>
  )
}
