/**
 * How large a post may be: the desk checks these before it sends, the backend answers 413 past them
 * (api/README.md, "Post size limits"). A post is read whole by its page, and a list card is cut from
 * it, so one oversized post slows its page for every visitor and weighs on every page that links it.
 *
 * The limits are generous for writing (200,000 characters is a long report with its markup) and keep
 * any post page a few hundred kilobytes at most. Images are addresses only: a `data:` image puts a
 * whole file into the HTML of every page that carries the post, and an upload (the desk's image
 * button) gives an address anyway.
 *
 * The sandbox stands for a separate backend and imports nothing of the app (docs/architecture.md),
 * so it holds its own copy of these numbers (sandbox/postLimits.ts); tests/unit/post-limits.test.ts
 * fails when the two differ.
 */

export const POST_LIMITS = {
  /** Characters of the title. */
  title: 200,
  /** Characters of the slug. */
  slug: 120,
  /** Characters of the summary. */
  summary: 300,
  /** Characters of the body's HTML. */
  content: 200_000,
  /** Characters of one image address (the cover, each inline image). */
  imageUrl: 2048,
  /** Inline images in one body. */
  inlineImages: 50,
  /** Bytes of one create or update request. */
  requestBytes: 1_048_576,
} as const

/** A count as Indonesian writes it: `200.000`. */
const count = (n: number) => n.toLocaleString('id-ID')

/**
 * An image address a post may carry: `https://…`, `http://…` or an address on the site (`/…`),
 * short enough; never `data:`, `blob:` or `javascript:`.
 */
export function isImageUrl(value: string): boolean {
  if (value.length > POST_LIMITS.imageUrl) return false
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value)
}

/** Every image address the body's HTML names (`src`, `srcset` and `poster` attributes). */
export function inlineImageUrls(html: string): string[] {
  const urls: string[] = []
  const attribute = /<[a-z][^>]*?\s(src|srcset|poster)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi
  for (let m = attribute.exec(html); m; m = attribute.exec(html)) {
    const value = (m[3] ?? m[4] ?? m[5] ?? '').trim()
    if (m[1]!.toLowerCase() === 'srcset')
      for (const candidate of value.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '')
    else urls.push(value)
    // A tag may name several: look on from inside this one.
    attribute.lastIndex = m.index + 1
  }
  return urls
}

export const LIMIT_MESSAGES = {
  title: `Judul terlalu panjang: maksimal ${count(POST_LIMITS.title)} karakter.`,
  slug: `Slug terlalu panjang: maksimal ${count(POST_LIMITS.slug)} karakter.`,
  summary: `Ringkasan terlalu panjang: maksimal ${count(POST_LIMITS.summary)} karakter.`,
  content: (length: number) =>
    `Isi tulisan terlalu panjang: ${count(length)} karakter, maksimal ${count(POST_LIMITS.content)}. ` +
    'Bagi menjadi beberapa tulisan.',
  cover: 'Sampul harus berupa alamat gambar (https://… atau unggahan), bukan data gambar.',
  inlineImage:
    'Gambar di isi tulisan harus berupa alamat (https://…), bukan data gambar (data:…). ' +
    'Sisipkan gambar dengan tombol Gambar.',
  inlineImages: `Isi tulisan memuat terlalu banyak gambar: maksimal ${count(POST_LIMITS.inlineImages)}.`,
  request: `Tulisan terlalu besar untuk dikirim: maksimal ${count(POST_LIMITS.requestBytes / 1_048_576)} MB.`,
} as const

/** The fields of a post the limits read. */
export interface PostSizeInput {
  title?: string
  slug?: string
  summary?: string
  content?: string
  cover?: string
}

/** The first limit a post passes, as `{ field, message }`, or null when it keeps to all of them. */
export function postSizeProblem(post: PostSizeInput): { field: keyof PostSizeInput; message: string } | null {
  if (post.title !== undefined && post.title.length > POST_LIMITS.title)
    return { field: 'title', message: LIMIT_MESSAGES.title }
  if (post.slug !== undefined && post.slug.length > POST_LIMITS.slug)
    return { field: 'slug', message: LIMIT_MESSAGES.slug }
  if (post.summary !== undefined && post.summary.length > POST_LIMITS.summary)
    return { field: 'summary', message: LIMIT_MESSAGES.summary }
  if (post.cover && !isImageUrl(post.cover)) return { field: 'cover', message: LIMIT_MESSAGES.cover }
  if (post.content !== undefined) {
    const message = contentProblem(post.content)
    if (message) return { field: 'content', message }
  }
  return null
}

/** Why a body is refused (its length, an image that is not an address, too many images), or null. */
export function contentProblem(content: string): string | null {
  if (content.length > POST_LIMITS.content) return LIMIT_MESSAGES.content(content.length)
  const images = inlineImageUrls(content)
  if (images.some((url) => !isImageUrl(url))) return LIMIT_MESSAGES.inlineImage
  if (images.length > POST_LIMITS.inlineImages) return LIMIT_MESSAGES.inlineImages
  return null
}
