/**
 * The sandbox's `allPosts` (sandbox/routes/posts.ts), which every post call reads: the seed sorted
 * once and the stored rows merged in must give exactly the list a full merge, rename and sort gives,
 * whatever rows the database holds (created posts older and newer than the seed, an edited and a
 * deleted seeded post, another catalogue's post, a renamed category). The database is a stub
 * answering the two queries it makes.
 */
import { describe, expect, it } from 'vitest'
import { allPosts, type DeskPost } from '../../sandbox/routes/posts'
import { catalogueFor, type Catalogue } from '../../sandbox/seed/catalogues'
import type { Db } from '../../sandbox/db'

type Row = { id: number; data: Record<string, unknown>; deleted: boolean }
type CategoryRow = { id: number; kindSlug: string; slug: string; name: string; deleted: boolean }

const stubDb = (posts: Row[], categories: CategoryRow[]) =>
  ({
    query: async (sql: string) => ({ rows: sql.includes('post_category_rows') ? categories : posts }),
  }) as unknown as Db

/** The list as a full merge, rename and sort over every post gives it. */
function reference(cat: Catalogue, posts: Row[], categories: CategoryRow[]): DeskPost[] {
  const byId = new Map(posts.map((r) => [r.id, r]))
  const merged: DeskPost[] = []
  for (const p of cat.posts) {
    const row = byId.get(p.id)
    if (!row) merged.push(p)
    else if (!row.deleted) merged.push({ ...p, ...row.data, id: p.id } as DeskPost)
    byId.delete(p.id)
  }
  for (const row of byId.values())
    if (!row.deleted && row.data.catalogue === cat.key) {
      const { catalogue: _c, ...post } = row.data
      merged.push({ ...post, id: row.id } as DeskPost)
    }
  const names = new Map(
    cat.categories.map((c) => [c.id, c] as [number, { id: number; slug: string; name: string }]),
  )
  for (const r of categories) if (!r.deleted) names.set(r.id, { ...(names.get(r.id) ?? r), name: r.name })
  return merged
    .map((p) => {
      const now = names.get(p.category.id)
      return now ? { ...p, category: { id: now.id, slug: now.slug, name: now.name } } : p
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
}

describe('sandbox allPosts', () => {
  const cat = catalogueFor('demo')
  const [first, second, third] = cat.posts
  const newPost = (id: number, publishedAt: string, catalogue = cat.key): Row => ({
    id,
    deleted: false,
    data: { ...first, id: undefined, slug: `baru-${id}`, title: `Baru ${id}`, publishedAt, catalogue },
  })

  it('is the seed itself, newest first, when nothing is stored', async () => {
    expect(await allPosts(stubDb([], []), cat)).toEqual(reference(cat, [], []))
  })

  it('merges created, edited and deleted posts and renamed categories as a full sort does', async () => {
    const rows: Row[] = [
      newPost(10001, '2030-01-01T00:00:00.000Z'),
      newPost(10002, '2001-01-01T00:00:00.000Z'),
      newPost(10003, third!.publishedAt),
      newPost(10004, '2031-01-01T00:00:00.000Z', 'someone-else'),
      { id: first!.id, deleted: false, data: { title: 'Judul yang diubah' } },
      { id: second!.id, deleted: true, data: {} },
    ]
    const categories: CategoryRow[] = [
      { ...cat.categories[0]!, name: 'Nama Baru', deleted: false },
      { id: 100001, kindSlug: 'news', slug: 'kategori-baru', name: 'Kategori Baru', deleted: false },
    ]
    const list = await allPosts(stubDb(rows, categories), cat)
    expect(list).toEqual(reference(cat, rows, categories))
    expect(list[0]!.id).toBe(10001)
    expect(list.at(-1)!.id).toBe(10002)
    expect(list.some((p) => p.id === 10004 || p.id === second!.id)).toBe(false)
    expect(list.find((p) => p.id === first!.id)!.title).toBe('Judul yang diubah')
  })
})
