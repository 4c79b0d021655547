/**
 * Which share image a rendered page's head names for itself, and the title to draw on it: read
 * back from the HTML by the build (scripts/release/shareImages.ts) and the renderer
 * (./shareImages.ts), so both draw exactly what the head announces.
 */
import { pageOfShareImage } from '../sites/logo'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

/** An attribute's value as written by React, back to text. */
export function attributeText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/** The page's own share image (its path) and the title to draw, from a rendered page's head. */
export function shareImageOfHtml(html: string, origin: string): { page: string; title: string } | null {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]
  const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1]
  if (!image || alt === undefined) return null
  const url = attributeText(image)
  if (!url.startsWith(`${origin}/`)) return null
  let path: string
  try {
    path = decodeURI(url.slice(origin.length))
  } catch {
    return null
  }
  const page = pageOfShareImage(path)
  return page ? { page, title: attributeText(alt) } : null
}
