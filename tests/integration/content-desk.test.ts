/**
 * The writers' desk calls over real HTTP: own posts with drafts, who may write what (writer, editor,
 * student), slug uniqueness per kind and site, categories per kind, and that a tenant never sees
 * another's post or category.
 */
import { describe, expect, it } from 'vitest'
import {
  createPost,
  createPostCategory,
  deletePost,
  deletePostCategory,
  getPost,
  listMyPosts,
  listPostKindCategories,
  listPosts,
  renamePostCategory,
  updatePost,
} from '../../api/posts'
import { issueToken } from '../../sandbox/tokens'
import { useSandbox } from './harness'

const h = useSandbox()

async function as(role: string, email = `${role}@contoh.id`, tenant = 'demo') {
  const ctx = h.ctx(tenant)
  ctx.tokens!.setClientToken(await issueToken(h.sandbox.db, 'client', email, role))
  return ctx
}

describe('the desk: own posts, roles, slugs', () => {
  it('lists a writer’s own posts with drafts, never another writer’s, and 403s a student', async () => {
    const writer = await as('writer', 'penulis-a@contoh.id')
    const other = await as('writer', 'penulis-b@contoh.id')
    const draft = await createPost(writer, { kindSlug: 'blog', title: 'Draf Pertama Saya', active: false })
    const live = await createPost(writer, {
      kindSlug: 'news',
      title: 'Kabar Terbit',
      slug: 'kabar-terbit-desk',
    })
    expect(draft.status && live.status).toBe(true)
    expect(live.data?.slug).toBe('kabar-terbit-desk')
    expect(live.data).not.toHaveProperty('owner')

    const mine = await listMyPosts(writer, {})
    expect(mine.data?.map((p) => [p.title, p.active])).toEqual([
      ['Kabar Terbit', true],
      ['Draf Pertama Saya', false],
    ])
    expect((await listMyPosts(writer, { kindSlug: 'blog' })).data?.map((p) => p.title)).toEqual([
      'Draf Pertama Saya',
    ])
    expect((await listMyPosts(other, {})).data).toEqual([])
    // The draft stays out of the public list; the published post is there at once.
    const blog = await listPosts(h.ctx(), { kindSlug: 'blog', pageSize: 100 })
    expect(blog.data?.some((p) => p.id === draft.data!.id)).toBe(false)
    expect((await getPost(h.ctx(), { kindSlug: 'news', slug: 'kabar-terbit-desk' })).status).toBe(true)

    const student = await listMyPosts(await as('student'), {})
    expect(student).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Anda tidak memiliki akses/),
    })
    const denied = await createPost(await as('student'), { kindSlug: 'news', title: 'x' })
    expect(denied).toMatchObject({ status: false, httpStatus: 403 })
  })

  it('lets a writer change only their own posts; an editor any', async () => {
    const writer = await as('writer', 'penulis-c@contoh.id')
    const own = await createPost(writer, { kindSlug: 'article', title: 'Artikel Milik Sendiri' })
    const id = own.data!.id
    expect((await updatePost(writer, id, { summary: 'Ringkas.' })).data?.summary).toBe('Ringkas.')
    const seeded = await updatePost(writer, 41, { title: 'Bukan milik saya' })
    expect(seeded).toMatchObject({ status: false, httpStatus: 403 })
    expect(seeded.message).toMatch(/hanya dapat mengubah tulisannya sendiri/)
    expect((await updatePost(await as('editor'), id, { active: false })).data?.active).toBe(false)
    expect((await deletePost(writer, id)).data).toEqual({ id })
  })

  it('answers a slug used by another post of the kind with 409, a malformed one with 400', async () => {
    const writer = await as('writer', 'penulis-d@contoh.id')
    const first = await createPost(writer, { kindSlug: 'podcast', title: 'Episode', slug: 'episode-unik' })
    expect(first.status).toBe(true)
    const again = await createPost(writer, {
      kindSlug: 'podcast',
      title: 'Episode lain',
      slug: 'episode-unik',
    })
    expect(again).toMatchObject({ status: false, httpStatus: 409 })
    expect(again.message).toBe('Slug "episode-unik" sudah dipakai oleh tulisan lain. Gunakan slug lain.')
    // Another kind has its own addresses: the same slug is free there.
    expect((await createPost(writer, { kindSlug: 'blog', title: 'Blog', slug: 'episode-unik' })).status).toBe(
      true,
    )
    const second = await createPost(writer, { kindSlug: 'podcast', title: 'Kedua', slug: 'episode-kedua' })
    expect(await updatePost(writer, second.data!.id, { slug: 'episode-unik' })).toMatchObject({
      httpStatus: 409,
    })
    expect(await updatePost(writer, first.data!.id, { slug: 'episode-unik' })).toMatchObject({ status: true })
    for (const slug of ['Huruf-Besar', '12345', 'spasi di tengah', '-awal'])
      expect(await createPost(writer, { kindSlug: 'podcast', title: 'x', slug })).toMatchObject({
        httpStatus: 400,
      })
    // Another tenant may use the slug: uniqueness is per site.
    const elsewhere = await as('writer', 'penulis-d@contoh.id', 'smkcoding')
    expect(
      (await createPost(elsewhere, { kindSlug: 'podcast', title: 'E', slug: 'episode-unik' })).status,
    ).toBe(true)
  })

  it('keeps a tenant’s new post off another tenant', async () => {
    const writer = await as('writer', 'penulis-e@contoh.id')
    const post = await createPost(writer, { kindSlug: 'news', title: 'Hanya di Demo', slug: 'hanya-di-demo' })
    expect(post.status).toBe(true)
    const there = await getPost(h.ctx('smkcoding'), { kindSlug: 'news', slug: 'hanya-di-demo' })
    expect(there).toMatchObject({ status: false, message: 'Post tidak ditemukan' })
    const list = await listPosts(h.ctx('smkcoding'), { kindSlug: 'news', pageSize: 100 })
    expect(list.data?.some((p) => p.id === post.data!.id)).toBe(false)
  })
})

describe('the desk: categories per kind (editor or admin)', () => {
  it('creates, renames and deletes a category; posts follow the new name', async () => {
    const editor = await as('editor')
    const created = await createPostCategory(editor, { kindSlug: 'blog', name: 'Cerita Kelas' })
    expect(created).toMatchObject({
      status: true,
      data: { kindSlug: 'blog', slug: 'cerita-kelas', name: 'Cerita Kelas' },
    })
    const id = created.data!.id
    expect(id).toBeGreaterThanOrEqual(100001)
    const names = async (tenant = 'demo') =>
      (await listPostKindCategories(h.ctx(tenant), { kindSlug: 'blog', pageSize: 100 })).data?.map(
        (c) => c.name,
      )
    expect(await names()).toContain('Cerita Kelas')
    expect(await names('smkcoding')).not.toContain('Cerita Kelas')
    expect(await createPostCategory(editor, { kindSlug: 'blog', name: 'cerita kelas' })).toMatchObject({
      status: false,
      httpStatus: 409,
      message: 'Kategori "Cerita Kelas" sudah ada untuk jenis ini.',
    })
    expect(await createPostCategory(editor, { kindSlug: 'blog', name: ' ' })).toMatchObject({
      httpStatus: 400,
    })

    const post = await createPost(editor, { kindSlug: 'blog', title: 'Di Kategori Baru', categoryId: id })
    expect(post.data?.category).toEqual({ id, slug: 'cerita-kelas', name: 'Cerita Kelas' })
    const renamed = await renamePostCategory(editor, id, 'Cerita dari Kelas')
    expect(renamed.data).toMatchObject({ id, slug: 'cerita-kelas', name: 'Cerita dari Kelas', postCount: 1 })
    expect((await getPost(h.ctx(), { kindSlug: 'blog', id: post.data!.id })).data?.category?.name).toBe(
      'Cerita dari Kelas',
    )

    const inUse = await deletePostCategory(editor, id)
    expect(inUse).toMatchObject({ status: false, httpStatus: 409 })
    expect(inUse.message).toMatch(/masih dipakai oleh 1 tulisan/)
    await deletePost(editor, post.data!.id)
    expect((await deletePostCategory(editor, id)).data).toEqual({ id })
    expect(await names()).not.toContain('Cerita dari Kelas')
    expect(await deletePostCategory(editor, id)).toMatchObject({ httpStatus: 404 })
  })

  it('renames a seeded category on one tenant only, and refuses writers and students', async () => {
    const seeded = (await listPostKindCategories(h.ctx(), { kindSlug: 'news' })).data![0]!
    expect(await renamePostCategory(await as('writer'), seeded.id, 'x')).toMatchObject({ httpStatus: 403 })
    expect(await createPostCategory(await as('student'), { kindSlug: 'news', name: 'x' })).toMatchObject({
      httpStatus: 403,
    })
    const renamed = await renamePostCategory(await as('admin'), seeded.id, `${seeded.name} Terkini`)
    expect(renamed.data?.name).toBe(`${seeded.name} Terkini`)
    const other = (await listPostKindCategories(h.ctx('smkcoding'), { kindSlug: 'news' })).data!
    expect(other.some((c) => c.name === `${seeded.name} Terkini`)).toBe(false)
  })
})
