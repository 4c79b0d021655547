/**
 * The gallery's lightbox: a modal `<dialog>` (focus stays inside, Escape closes, focus returns to
 * the photo that opened it), previous/next by buttons, arrow keys and a horizontal swipe, and the
 * photo's title, description, place and date.
 */
import { useEffect, useRef } from 'react'
import type { GalleryItem } from '../../../api/posts'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
export const SWIPE_PX = 50

export function Lightbox({
  items,
  index,
  onMove,
  onClose,
}: {
  items: readonly GalleryItem[]
  index: number
  onMove: (index: number) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeStart = useRef<number | null>(null)
  const item = items[index]
  const count = items.length
  const go = (delta: number) => onMove((index + delta + count) % count)

  useEffect(() => {
    const el = dialog.current
    const opener = document.activeElement as HTMLElement | null
    if (el && !el.open) el.showModal()
    return () => opener?.focus()
  }, [])

  if (!item) return null
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby="lightbox-title"
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1)
        else if (e.key === 'ArrowLeft') go(-1)
        else return
        e.preventDefault()
      }}
      onPointerDown={(e) => {
        swipeStart.current = e.clientX
      }}
      onPointerUp={(e) => {
        const start = swipeStart.current
        swipeStart.current = null
        if (start === null) return
        const dx = e.clientX - start
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1)
      }}
    >
      <div className="lightbox__frame">
        <Image
          key={item.id}
          src={item.image}
          alt={item.title}
          width={1280}
          height={720}
          priority
          sizes="(min-width: 1280px) 1200px, 100vw"
          className="lightbox__image"
        />
        <div className="lightbox__info">
          <h2 id="lightbox-title">{item.title}</h2>
          <p className="lightbox__position" aria-live="polite">
            Foto {index + 1} dari {count}
          </p>
          {item.description && <p>{item.description}</p>}
          <p className="lightbox__meta">
            {item.location && <span>{item.location}</span>}
            <DateText value={item.takenAt} />
          </p>
        </div>
        <div className="lightbox__nav">
          <button type="button" className="button button--small" onClick={() => go(-1)}>
            ‹ Sebelumnya
          </button>
          <button type="button" className="button button--small" onClick={() => go(1)}>
            Berikutnya ›
          </button>
          <button
            type="button"
            className="button button--small lightbox__close"
            onClick={() => dialog.current?.close()}
            autoFocus
          >
            Tutup
          </button>
        </div>
      </div>
    </dialog>
  )
}
