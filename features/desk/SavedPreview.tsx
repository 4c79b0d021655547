/**
 * "Pratinjau" of a saved post from the desk's list: the post as the server holds it, read with the
 * writer's own token (`v1/post/detail`), shown by the site's article component. A draft has no
 * public address (its entry path is 404 to everyone else, api/README.md "Drafts"), so this is where
 * its writer and the site's editors see it as it will look; nobody else's token reads it.
 *
 * Read with a plain call, not an SWR hook: a draft must not sit in the cache under the key a public
 * page of the post would read.
 */
import { useCallback, useEffect, useState } from 'react'
import { useApiContext } from '../../api/hooks'
import { getPostById, type Post } from '../../api/posts'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { PostArticle } from '../posts/PostArticle'
import type { Section } from '../posts/sections'

type State = { view: 'loading' } | { view: 'shown'; post: Post } | { view: 'failed'; message: string }

export function SavedPreview({
  id,
  section,
  onClose,
}: {
  id: number
  section: Section
  onClose: () => void
}) {
  const ctx = useApiContext()
  const [state, setState] = useState<State>({ view: 'loading' })
  const load = useCallback(async () => {
    setState({ view: 'loading' })
    const result = await getPostById(ctx, { id })
    setState(
      result.status ? { view: 'shown', post: result.data } : { view: 'failed', message: result.message },
    )
  }, [ctx, id])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className="desk-preview" aria-labelledby="desk-saved-preview-title">
      <div className="desk-posts__head">
        <h2 id="desk-saved-preview-title">Pratinjau: tampilan di {section.heading}</h2>
        <button type="button" className="button button--outline" onClick={onClose}>
          Kembali ke daftar
        </button>
      </div>
      {state.view === 'shown' ? (
        <>
          {!state.post.active && (
            <p className="alert" role="status">
              Draf ini hanya terlihat oleh Anda dan editor situs. Pengunjung belum dapat membukanya sampai
              diterbitkan.
            </p>
          )}
          <div className="desk-preview__frame">
            <PostArticle post={state.post} section={section} />
          </div>
        </>
      ) : state.view === 'failed' ? (
        <LoadError what="Pratinjau" message={state.message} onRetry={() => void load()} retrying={false} />
      ) : (
        <TextSkeleton lines={6} label="Memuat pratinjau…" />
      )}
    </section>
  )
}
