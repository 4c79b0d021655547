/**
 * Responsive image rules (SPEC §2 breakpoints: xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536).
 *
 * The image host's resizing contract is not shown in SPEC: ours is a `w` query parameter (the width
 * in CSS pixels the browser wants), which image CDNs commonly accept and the sandbox honours. A
 * `data:` or `blob:` URL is left as it is.
 */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export const WIDTHS = Object.values(BREAKPOINTS)

export function resizedUrl(src: string, width: number): string {
  if (/^(data|blob):/.test(src)) return src
  const hash = src.indexOf('#')
  const base = hash === -1 ? src : src.slice(0, hash)
  const join = base.includes('?') ? '&' : '?'
  return `${base}${join}w=${width}`
}

/**
 * `srcset` for every breakpoint up to the image's own width (no upscaling past 2× of it); none for
 * an image smaller than half the smallest breakpoint (an avatar), which `src` alone serves (an
 * empty `srcset` is invalid HTML).
 */
export function srcSet(src: string, intrinsicWidth: number): string | undefined {
  if (/^(data|blob):/.test(src)) return undefined
  const widths = WIDTHS.filter((w) => w <= intrinsicWidth * 2)
  if (widths.length === 0) return undefined
  return widths.map((w) => `${resizedUrl(src, w)} ${w}w`).join(', ')
}

/** Common `sizes`: full width on phones, then a column of a 2- or 3-column grid, capped at the container. */
export const SIZES = {
  full: '(min-width: 1280px) 1200px, 100vw',
  card: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  thumb: '(min-width: 640px) 200px, 40vw',
} as const
