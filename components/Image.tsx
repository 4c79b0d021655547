/**
 * Every image of a page goes through here (docs/pages.md, "Media"): `srcset` over SPEC §2's breakpoints,
 * width and height always set (the browser reserves the box: no layout shift), lazy unless it is
 * above the fold (`priority`), and the settings' `imageDefault` when the image is missing or fails
 * to load (the shell provides it through `ImageDefaultProvider`).
 */
import { createContext, useContext, useState, type ReactNode } from 'react'
import { SIZES, srcSet } from './media'

const ImageDefault = createContext<string | undefined>(undefined)

export function ImageDefaultProvider({ src, children }: { src: string | undefined; children: ReactNode }) {
  return <ImageDefault.Provider value={src}>{children}</ImageDefault.Provider>
}

export interface ImageProps {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  /** Above the fold: load now, with high priority, never lazily. */
  priority?: boolean
  sizes?: keyof typeof SIZES | (string & {})
  className?: string
}

export function Image({ src, alt, width, height, priority = false, sizes = 'card', className }: ImageProps) {
  const fallback = useContext(ImageDefault)
  const [failed, setFailed] = useState(false)
  const shown = (!failed && src) || fallback
  if (!shown) {
    return (
      <span
        className={`image-placeholder ${className ?? ''}`.trim()}
        style={{ ['--placeholder-ratio' as string]: `${width} / ${height}` }}
        // A decorative image (alt "") stays decorative when it falls back to the placeholder.
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    )
  }
  const candidates = srcSet(shown, width)
  return (
    <img
      src={shown}
      srcSet={candidates}
      // `sizes` only picks among `srcset`'s widths: without them it says nothing.
      sizes={candidates && (SIZES[sizes as keyof typeof SIZES] ?? sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => {
        if (!failed && shown !== fallback) setFailed(true)
      }}
    />
  )
}
