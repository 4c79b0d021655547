/**
 * Content writes persist in PGlite: they survive a restart of the same data folder, and concurrent
 * writes lose nothing.
 */
import { describe, expect, it } from 'vitest'
import { createAppointment, createPost, getPostById, listPosts, updatePost } from '../../api/posts'
import { issueToken } from '../../sandbox/tokens'
import { clientTokens, startSandbox, useDataDirs } from './harness'

const dataDir = useDataDirs()
const start = (dir: string) => startSandbox({ dataDir: dir, timeoutMs: 5000 })

describe('content writes in a data folder', () => {
  it('keep posts, edits and appointments across a restart; concurrent writes lose nothing', async () => {
    const dir = await dataDir('content')

    const first = await start(dir)
    const token = await issueToken(first.sandbox.db, 'client', 'redaksi@alkademi.id', 'admin')
    const admin = first.ctx('demo', { tokens: clientTokens(token) })

    const created = await createPost(admin, { kindSlug: 'blog', title: 'Catatan dari Liga SMK' })
    expect(created.status).toBe(true)
    const id = created.data!.id

    // Twenty appointments and ten posts at once, plus two edits of different fields of one post.
    const appointments = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createAppointment(first.ctx(), {
          postId: id,
          name: `Peserta ${i + 1}`,
          email: `peserta${i + 1}@contoh.id`,
          phone: `0812000000${String(i).padStart(2, '0')}`,
        }),
      ),
    )
    expect(appointments.every((a) => a.status)).toBe(true)
    expect(new Set(appointments.map((a) => a.data!.id)).size).toBe(20)
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createPost(admin, { kindSlug: 'event', title: `Acara ${i + 1}` })),
    )
    expect(new Set(posts.map((p) => p.data!.id)).size).toBe(10)
    const [a, b] = await Promise.all([
      updatePost(admin, 41, { summary: 'Ringkasan baru' }),
      updatePost(admin, 41, { title: 'Judul baru' }),
    ])
    expect(a.status && b.status).toBe(true)
    await first.close()

    const second = await start(dir)
    try {
      const again = await getPostById(second.ctx(), { id })
      expect(again.data?.title).toBe('Catatan dari Liga SMK')
      const edited = await getPostById(second.ctx(), { id: 41 })
      expect(edited.data).toMatchObject({ summary: 'Ringkasan baru', title: 'Judul baru' })
      const events = await listPosts(second.ctx(), { kindSlug: 'event', pageSize: 100 })
      expect(events.pagination?.totalItems).toBe(30)
      const stored = await second.sandbox.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM appointments WHERE post_id = $1',
        [id],
      )
      expect(stored.rows[0]?.n).toBe(20)
      // The admin token persisted too, so the editor can keep working after the restart.
      const more = await createPost(second.ctx('demo', { tokens: clientTokens(token) }), {
        kindSlug: 'blog',
        title: 'Setelah Restart',
      })
      expect(more.data?.id).toBeGreaterThan(Math.max(id, ...posts.map((p) => p.data!.id)))
    } finally {
      await second.close()
    }
  }, 60_000)
})
