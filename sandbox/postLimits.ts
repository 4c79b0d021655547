/**
 * The backend's post size limits (api/README.md, "Post size limits"): past one, create and update
 * answer 413 with the reason in Indonesian. The web app states the same numbers in api/postLimits.ts
 * for the desk's own checks; the sandbox imports nothing of the app (it stands for another service),
 * so tests/unit/post-limits.test.ts keeps the two copies equal.
 */

export const POST_LIMITS = {
  title: 200,
  slug: 120,
  summary: 300,
  content: 200_000,
  imageUrl: 2048,
  inlineImages: 50,
  requestBytes: 1_048_576,
} as const

const count = (n: number) => n.toLocaleString('id-ID')

/** `https://…`, `http://…` or an address on the site (`/…`): never `data:`, `blob:`, `javascript:`. */
const isImageUrl = (value: string) =>
  value.length <= POST_LIMITS.imageUrl && (/^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value))

/** The addresses in `src`, `srcset` and `poster` attributes of the body's HTML. */
function imageUrls(html: string): string[] {
  const urls: string[] = []
  const attribute = /<[a-z][^>]*?\s(src|srcset|poster)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi
  for (let m = attribute.exec(html); m; m = attribute.exec(html)) {
    const value = (m[3] ?? m[4] ?? m[5] ?? '').trim()
    if (m[1]!.toLowerCase() === 'srcset')
      for (const candidate of value.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '')
    else urls.push(value)
    attribute.lastIndex = m.index + 1
  }
  return urls
}

export const TOO_LARGE_REQUEST = `Tulisan terlalu besar untuk dikirim: maksimal ${count(POST_LIMITS.requestBytes / 1_048_576)} MB.`

/** Why a post's fields are too large for the site (the 413's message), or null. */
export function postTooLarge(p: {
  title?: unknown
  slug?: unknown
  summary?: unknown
  content?: unknown
  cover?: unknown
}): string | null {
  const long = (v: unknown, max: number) => typeof v === 'string' && v.length > max
  if (long(p.title, POST_LIMITS.title))
    return `Judul terlalu panjang: maksimal ${count(POST_LIMITS.title)} karakter.`
  if (long(p.slug, POST_LIMITS.slug))
    return `Slug terlalu panjang: maksimal ${count(POST_LIMITS.slug)} karakter.`
  if (long(p.summary, POST_LIMITS.summary))
    return `Ringkasan terlalu panjang: maksimal ${count(POST_LIMITS.summary)} karakter.`
  if (typeof p.cover === 'string' && p.cover && !isImageUrl(p.cover))
    return 'Sampul harus berupa alamat gambar (https://… atau unggahan), bukan data gambar.'
  if (typeof p.content === 'string') {
    if (p.content.length > POST_LIMITS.content)
      return (
        `Isi tulisan terlalu panjang: ${count(p.content.length)} karakter, maksimal ${count(POST_LIMITS.content)}. ` +
        'Bagi menjadi beberapa tulisan.'
      )
    const images = imageUrls(p.content)
    if (images.some((url) => !isImageUrl(url)))
      return (
        'Gambar di isi tulisan harus berupa alamat (https://…), bukan data gambar (data:…). ' +
        'Sisipkan gambar dengan tombol Gambar.'
      )
    if (images.length > POST_LIMITS.inlineImages)
      return `Isi tulisan memuat terlalu banyak gambar: maksimal ${count(POST_LIMITS.inlineImages)}.`
  }
  return null
}
