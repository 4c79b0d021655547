import { describe, expect, it } from 'vitest'
import {
  createAppointment,
  createPost,
  deletePost,
  getPost,
  getPostById,
  listArticles,
  listGallery,
  listPostCategories,
  listPostKindCategories,
  listPosts,
  listPostsLegacy,
  updatePost,
} from '../../api/posts'
import { issueToken } from '../../sandbox/tokens'
import { useSandbox } from './harness'

const h = useSandbox()
const fault = (pathPrefix: string, f = '500') => h.admin('faults', { pathPrefix, fault: f, remaining: 1 })

async function clientWith(role: string | null, kind: 'client' | 'guest' = 'client') {
  const ctx = h.ctx()
  const token = await issueToken(h.sandbox.db, kind, `${role ?? 'tamu'}@alkademi.id`, role)
  if (kind === 'client') ctx.tokens!.setClientToken(token)
  else ctx.tokens!.setGuestToken(token)
  return ctx
}

describe('post lists and details', () => {
  it('pages blog lists 6 and other kinds 10 by default (SPEC §9)', async () => {
    const blog = await listPosts(h.ctx(), { kindSlug: 'blog' })
    expect(blog.pagination).toEqual({ page: 1, perPage: 6, totalItems: 20, totalPages: 4 })
    const news = await listPosts(h.ctx(), { kindSlug: 'news', page: 2 })
    expect(news.pagination).toEqual({ page: 2, perPage: 10, totalItems: 20, totalPages: 2 })
    expect(news.data?.every((p) => p.kindSlug === 'news')).toBe(true)
  })

  it('fails a post list on a bad kind and a post detail on an unknown slug', async () => {
    const bad = await listPosts(h.ctx(), { kindSlug: 'resep' })
    expect(bad.status).toBe(false)
    expect(bad.message).toMatch(/^kindSlug harus salah satu dari/)
    expect(bad.data).toBeNull()
    const missing = await getPost(h.ctx(), { kindSlug: 'news', slug: 'tidak-ada' })
    expect(missing).toMatchObject({ status: false, message: 'Post tidak ditemukan', data: null })
  })

  it('lists categories of a kind, 6 a page, and rejects an unknown kind', async () => {
    const res = await listPostKindCategories(h.ctx(), { kindSlug: 'article' })
    expect(res.pagination).toEqual({ page: 1, perPage: 6, totalItems: 3, totalPages: 1 })
    expect(res.data?.map((c) => c.name)).toEqual(['Pemrograman', 'Karier', 'Desain Produk'])
    expect(res.data?.reduce((n, c) => n + (c.postCount ?? 0), 0)).toBe(20)
    const bad = await listPostKindCategories(h.ctx(), { kindSlug: 'x' })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
  })

  it('lists articles with category and exclusion filters, and 400s a bad page size', async () => {
    const all = await listArticles(h.ctx())
    expect(all.pagination).toEqual({ page: 1, perPage: 10, totalItems: 20, totalPages: 2 })
    const first = all.data![0]!
    const cat = first.category!.slug
    const inCat = await listArticles(h.ctx(), { categorySlug: cat, excludeId: first.id, pageSize: 50 })
    expect(inCat.data?.length).toBeGreaterThan(0)
    expect(inCat.data?.every((p) => p.category?.slug === cat && p.id !== first.id)).toBe(true)
    const bad = await listArticles(h.ctx(), { pageSize: 0 })
    expect(bad).toMatchObject({
      status: false,
      message: 'Parameter pageSize harus antara 1 dan 100',
      data: null,
    })
  })

  it('fetches a post by id of any kind, and 404s an unknown id', async () => {
    const res = await getPostById(h.ctx(), { id: 41 })
    expect(res.data?.id).toBe(41)
    // Covers are named by the post's slug, so they show its title, not "post 41".
    expect(res.data?.cover).toBe(`${h.baseUrl}/drive/img/${res.data?.kindSlug}/${res.data?.slug}.svg`)
    const missing = await getPostById(h.ctx(), { id: 987654 })
    expect(missing).toMatchObject({ status: false, message: 'Post tidak ditemukan', data: null })
  })

  it('lists every category 6 a page, filters by slug, and 400s an oversized page', async () => {
    const res = await listPostCategories(h.ctx(), { page: 3 })
    // 16 categories over the six kinds, and the appointment topics' one.
    expect(res.pagination).toEqual({ page: 3, perPage: 6, totalItems: 17, totalPages: 3 })
    expect(res.data?.length).toBe(5)
    const one = await listPostCategories(h.ctx(), { categorySlug: 'webinar' })
    expect(one.data?.map((c) => c.kindSlug)).toEqual(['event'])
    const bad = await listPostCategories(h.ctx(), { pageSize: 500 })
    expect(bad.status).toBe(false)
    expect(bad.pagination).toBeNull()
  })

  it('lists posts the legacy way by kind, type and active, and 400s a bad type', async () => {
    const audio = await listPostsLegacy(h.ctx(), { kind: 'podcast', type: 'audio', active: true })
    expect(audio.pagination).toEqual({ page: 1, perPage: 10, totalItems: 20, totalPages: 2 })
    const blog = await listPostsLegacy(h.ctx(), { kind: 'blog' })
    expect(blog.pagination?.perPage).toBe(6)
    const video = await listPostsLegacy(h.ctx(), { type: 'video', pageSize: 100 })
    expect(video.data?.length).toBeGreaterThan(0)
    expect(video.data?.every((p) => p.kindSlug === 'event' && p.type === 'video')).toBe(true)
    const bad = await listPostsLegacy(h.ctx(), { type: 'hologram' })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
    expect(bad.message).toMatch(/^type harus salah satu dari/)
  })

  it('pages the gallery 6 at a time over 36 items, and survives a wrong-schema response', async () => {
    const res = await listGallery(h.ctx(), { page: 6 })
    expect(res.pagination).toEqual({ page: 6, perPage: 6, totalItems: 36, totalPages: 6 })
    expect(res.data?.map((g) => g.id)).toEqual([31, 32, 33, 34, 35, 36])
    expect(res.data?.[0]?.image).toBe(`${h.baseUrl}/drive/img/gallery/31.svg`)
    await fault('/services/v1/post/gallery/list', 'schema')
    const bad = await listGallery(h.ctx())
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
  })
})

describe('appointments', () => {
  // The sandbox refuses a date before today (Asia/Jakarta): use one that stays ahead.
  const inDays = (n: number) =>
    new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)

  it('creates an appointment about a post and stores it', async () => {
    const res = await createAppointment(h.ctx(), {
      postId: 41,
      name: 'Siti Rahma',
      email: 'siti@sekolah.sch.id',
      phone: '+62 812 3456 7890',
      organization: 'SMK Negeri 2 Bandung',
      preferredDate: inDays(9),
      preferredTime: '10:00',
      message: 'Kami ingin bermitra untuk kelas coding.',
    })
    expect(res.status).toBe(true)
    expect(res.message).toBe('Janji temu berhasil dibuat')
    const stored = await h.sandbox.db.query<{ name: string; post_id: number }>(
      'SELECT name, post_id FROM appointments WHERE id = $1',
      [res.data!.id],
    )
    expect(stored.rows).toEqual([{ name: 'Siti Rahma', post_id: 41 }])
  })

  it('rejects a bad email with 400 and an unknown post with 404', async () => {
    const base = { postId: 41, name: 'Budi', email: 'bukan-email', phone: '08123456789' }
    const bad = await createAppointment(h.ctx(), base)
    expect(bad).toMatchObject({ status: false, message: 'Alamat email tidak valid', data: null })
    const missing = await createAppointment(h.ctx(), { ...base, email: 'budi@contoh.id', postId: 999999 })
    expect(missing).toMatchObject({ status: false, message: 'Post tidak ditemukan' })
  })

  it('rejects a date in the past, a malformed time, and a time without a date', async () => {
    const base = { postId: 41, name: 'Budi', email: 'budi@contoh.id', phone: '08123456789' }
    expect(await createAppointment(h.ctx(), { ...base, preferredDate: inDays(-1) })).toMatchObject({
      status: false,
      message: 'Tanggal janji temu tidak boleh di masa lalu',
    })
    expect(
      await createAppointment(h.ctx(), { ...base, preferredDate: inDays(1), preferredTime: '25:00' }),
    ).toMatchObject({
      status: false,
      message: 'preferredTime harus berformat HH:MM',
    })
    expect(await createAppointment(h.ctx(), { ...base, preferredTime: '10:00' })).toMatchObject({
      status: false,
      message: 'preferredTime membutuhkan preferredDate',
    })
    const today = await createAppointment(h.ctx(), {
      ...base,
      preferredDate: inDays(0),
      preferredTime: '09:00',
    })
    expect(today).toMatchObject({ status: true, data: { preferredDate: inDays(0), preferredTime: '09:00' } })
  })
})

describe('post create, update, delete (editor or admin)', () => {
  it('refuses without a login (401) and for a non-editor (403)', async () => {
    const input = { kindSlug: 'news', title: 'Tanpa Izin' }
    expect(await createPost(h.ctx(), input)).toMatchObject({
      status: false,
      message: 'Silakan masuk terlebih dahulu',
    })
    expect((await createPost(await clientWith(null, 'guest'), input)).message).toBe(
      'Silakan masuk terlebih dahulu',
    )
    expect((await createPost(await clientWith('student'), input)).message).toMatch(
      /^Anda tidak memiliki akses/,
    )
    expect((await updatePost(await clientWith('student'), 41, { title: 'x' })).status).toBe(false)
    expect((await deletePost(h.ctx(), 41)).status).toBe(false)
    expect((await getPostById(h.ctx(), { id: 41 })).status).toBe(true)
  })

  it('lets an editor create, update and delete a post, visible in the lists', async () => {
    const editor = await clientWith('editor')
    const created = await createPost(editor, {
      kindSlug: 'news',
      title: 'Alkademi Buka Kelas Baru di Makassar',
      summary: 'Kelas baru untuk pelajar Sulawesi Selatan.',
    })
    expect(created.status).toBe(true)
    const id = created.data!.id
    expect(id).toBeGreaterThanOrEqual(10001)
    expect(created.data?.slug).toBe(`alkademi-buka-kelas-baru-di-makassar-${id}`)
    const news = await listPosts(h.ctx(), { kindSlug: 'news' })
    expect(news.data?.[0]?.id).toBe(id)
    expect(news.pagination?.totalItems).toBe(21)

    const updated = await updatePost(editor, id, { title: 'Alkademi Buka Kelas di Makassar' })
    expect(updated.data?.title).toBe('Alkademi Buka Kelas di Makassar')
    expect(updated.data?.summary).toBe('Kelas baru untuk pelajar Sulawesi Selatan.')

    const admin = await clientWith('admin')
    const editedSeed = await updatePost(admin, 41, { summary: 'Ringkasan yang diperbarui.' })
    expect(editedSeed.data?.summary).toBe('Ringkasan yang diperbarui.')
    expect((await getPostById(h.ctx(), { id: 41 })).data?.summary).toBe('Ringkasan yang diperbarui.')

    expect((await deletePost(admin, id)).data).toEqual({ id })
    expect((await getPostById(h.ctx(), { id })).message).toBe('Post tidak ditemukan')
    expect((await listPosts(h.ctx(), { kindSlug: 'news' })).pagination?.totalItems).toBe(20)
    expect((await deletePost(admin, id)).message).toBe('Post tidak ditemukan')
  })

  it('rejects an invalid payload with 400', async () => {
    const editor = await clientWith('editor')
    expect((await createPost(editor, { kindSlug: 'news', title: '' })).message).toBe(
      'title wajib diisi (maksimal 200 karakter)',
    )
    expect((await createPost(editor, { kindSlug: 'news', title: 'Judul', categoryId: 1 })).message).toBe(
      'categoryId bukan kategori news',
    )
    expect((await updatePost(editor, 42, {})).message).toBe('Tidak ada perubahan yang dikirim')
  })
})
