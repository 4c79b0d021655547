/**
 * Media fields of a post. SPEC does not show how a post carries its audio or video; ours: `audio`
 * (a file URL) with `duration` in seconds for podcasts, `video` (a YouTube address or a file URL)
 * for video posts. Both are read defensively: posts are loose objects.
 */
import type { Post } from '../../api/posts'

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

export function audioOf(post: Post): { src: string; duration: number | null } | null {
  const src = str(post.audio) ?? str(post.audioUrl)
  if (!src) return null
  const duration = typeof post.duration === 'number' && post.duration > 0 ? post.duration : null
  return { src, duration }
}

export type VideoSource = { kind: 'youtube'; id: string; embed: string } | { kind: 'file'; src: string }

/** A YouTube watch, short or embed address → its privacy-enhanced embed; a media file → itself. */
export function videoOf(post: Post): VideoSource | null {
  const raw = str(post.video) ?? str(post.videoUrl)
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'm.youtube.com')
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null
  if (id && /^[\w-]{6,20}$/.test(id))
    return { kind: 'youtube', id, embed: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
  if (/\.(mp4|webm|ogv)$/i.test(url.pathname) && /^https?:$/.test(url.protocol))
    return { kind: 'file', src: url.href }
  return null
}

/** `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00'
  const s = Math.floor(seconds % 60)
  const m = Math.floor(seconds / 60) % 60
  const h = Math.floor(seconds / 3600)
  const ss = String(s).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}
