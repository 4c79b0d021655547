/**
 * Drafts are private and posts have size limits, over real HTTP: a guest (the public app token, as
 * the build, the server render and every visitor call) never lists nor reads a draft by any call;
 * its writer and the site's editors read it with their own token; unpublishing and deleting take a
 * post off lists and detail at once. Past a size limit create and update answer 413 with the reason
 * in Indonesian. A huge post does not grow the lists a page bakes (cards carry no body).
 */
import { describe, expect, it } from 'vitest'
import type { ApiContext } from '../../api/context'
import { LIMIT_MESSAGES } from '../../api/postLimits'
import {
  createAppointment,
  createPost,
  deletePost,
  getPost,
  getPostById,
  listArticles,
  listPosts,
  listPostsLegacy,
  updatePost,
  type Post,
} from '../../api/posts'
import { postCard } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'
import { relatedQuery } from '../../features/posts/related'
import { SECTIONS } from '../../features/posts/sections'
import { issueToken } from '../../sandbox/tokens'
import { useSandbox } from './harness'

const h = useSandbox()

async function as(role: string, email = `${role}@contoh.id`, tenant = 'demo') {
  const ctx = h.ctx(tenant)
  ctx.tokens!.setClientToken(await issueToken(h.sandbox.db, 'client', email, role))
  return ctx
}

/** Every public read a page or a visitor makes, asked whether it shows the post. */
async function publicly(ctx: ApiContext, post: Pick<Post, 'id' | 'slug' | 'kindSlug' | 'title'>) {
  const has = (list: { data: Post[] | null }) => (list.data ?? []).some((p) => p.id === post.id)
  return {
    bySlug: (await getPost(ctx, { kindSlug: post.kindSlug, slug: post.slug })).status,
    byId: (await getPostById(ctx, { id: post.id })).status,
    list: has(await listPosts(ctx, { kindSlug: post.kindSlug, pageSize: 100 })),
    search: has(await listPosts(ctx, { kindSlug: post.kindSlug, pageSize: 100, search: post.title })),
    articles: has(await listArticles(ctx, { pageSize: 100 })),
    legacy: has(await listPostsLegacy(ctx, { kind: post.kindSlug, pageSize: 100 })),
  }
}

const NOWHERE = { bySlug: false, byId: false, list: false, search: false, articles: false, legacy: false }

/** A raw call, for what the web app's own calls never send (`active=false`, oversized bodies). */
async function raw(ctx: ApiContext, method: string, path: string, body?: string) {
  const { makeAppToken } = await import('../../api/token')
  const headers: Record<string, string> = {
    AppToken: await makeAppToken(ctx.appToken),
    'X-Tenant-Id': ctx.tenantId,
    'Content-Type': 'application/json',
  }
  const token = ctx.tokens?.getAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const res = await fetch(`${h.baseUrl}/services/${path}`, { method, headers, body })
  return { status: res.status, json: (await res.json()) as { message: string; data: unknown } }
}

describe('drafts are private', () => {
  it('keeps a draft from every public read; its writer and an editor read it with their token', async () => {
    const writer = await as('writer', 'penulis-draf@contoh.id')
    const saved = await createPost(writer, {
      kindSlug: 'news',
      title: 'Draf Rahasia Redaksi',
      slug: 'draf-rahasia-redaksi',
      content: '<p>Belum terbit.</p>',
      active: false,
    })
    expect(saved.status).toBe(true)
    const draft = saved.data!

    expect(await publicly(h.ctx(), draft)).toEqual(NOWHERE)
    // Signed in is not enough: a student, another writer, another site see nothing either.
    expect(await publicly(await as('student'), draft)).toEqual(NOWHERE)
    expect(await publicly(await as('writer', 'penulis-lain@contoh.id'), draft)).toEqual(NOWHERE)
    // Public lists leave drafts out even for the writer: a list page never shows one.
    const own = await publicly(writer, draft)
    expect(own).toEqual({ ...NOWHERE, bySlug: true, byId: true })
    expect((await getPostById(await as('editor'), { id: draft.id })).data?.title).toBe('Draf Rahasia Redaksi')

    // `active=false` asked by a guest: no drafts at all; by the writer: their own.
    const guestDrafts = await raw(h.ctx(), 'GET', 'v1/post/list?active=false&pageSize=100')
    expect(guestDrafts).toMatchObject({ status: 200, json: { data: [] } })
    const writerDrafts = await raw(writer, 'GET', 'v1/post/list?active=false&pageSize=100')
    expect((writerDrafts.json.data as Post[]).map((p) => p.id)).toEqual([draft.id])

    // Nobody books an appointment about a post that is not out.
    const booked = await createAppointment(h.ctx(), {
      postId: draft.id,
      name: 'Tamu',
      email: 'tamu@contoh.id',
      phone: '081234567890',
    })
    expect(booked).toMatchObject({ status: false, httpStatus: 404 })
  })

  it('shows a post once published, and takes it off lists and detail when unpublished or deleted', async () => {
    const writer = await as('writer', 'penulis-terbit@contoh.id')
    const post = (
      await createPost(writer, { kindSlug: 'article', title: 'Artikel Terbit Sebentar', content: '<p>x</p>' })
    ).data!
    expect(await publicly(h.ctx(), post)).toEqual({
      bySlug: true,
      byId: true,
      list: true,
      search: true,
      articles: true,
      legacy: true,
    })
    expect((await updatePost(writer, post.id, { active: false })).status).toBe(true)
    expect(await publicly(h.ctx(), post)).toEqual(NOWHERE)
    expect((await updatePost(writer, post.id, { active: true })).status).toBe(true)
    expect((await publicly(h.ctx(), post)).list).toBe(true)
    expect((await deletePost(writer, post.id)).status).toBe(true)
    expect(await publicly(h.ctx(), post)).toEqual(NOWHERE)
    expect(await publicly(writer, post)).toEqual(NOWHERE)
  })
})

describe('post size limits: 413 with the reason', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'

  it('refuses each oversized field on create and on update, and keeps the post as it was', async () => {
    const writer = await as('writer', 'penulis-batas@contoh.id')
    const cases: [Record<string, string>, string][] = [
      [{ title: 'J'.repeat(201) }, LIMIT_MESSAGES.title],
      [{ summary: 'r'.repeat(301) }, LIMIT_MESSAGES.summary],
      [{ content: `<p>${'x'.repeat(200_000)}</p>` }, LIMIT_MESSAGES.content(200_007)],
      [{ cover: PNG }, LIMIT_MESSAGES.cover],
      [{ content: `<p>Foto:</p><img src="${PNG}" alt="foto">` }, LIMIT_MESSAGES.inlineImage],
    ]
    const kept = (await createPost(writer, { kindSlug: 'news', title: 'Ukuran Wajar', summary: 'Pendek.' }))
      .data!
    for (const [fields, message] of cases) {
      const created = await createPost(writer, { kindSlug: 'news', title: 'Terlalu Besar', ...fields })
      expect(created).toMatchObject({ status: false, httpStatus: 413, message })
      const updated = await updatePost(writer, kept.id, fields)
      expect(updated).toMatchObject({ status: false, httpStatus: 413, message })
    }
    expect((await getPostById(writer, { id: kept.id })).data).toMatchObject({
      title: 'Ukuran Wajar',
      summary: 'Pendek.',
    })
  })

  it('refuses a 5 MB request before reading it as a post', async () => {
    const writer = await as('writer', 'penulis-besar@contoh.id')
    const body = JSON.stringify({ kindSlug: 'news', title: 'Lima MB', content: 'x'.repeat(5_000_000) })
    const res = await raw(writer, 'POST', 'v1/post/create', body)
    expect(res).toEqual({ status: 413, json: { status: false, message: LIMIT_MESSAGES.request } })
  })
})

describe('a huge post does not grow the lists pages bake', () => {
  it('keeps a news list and another post’s related cards small whatever one post’s size', async () => {
    const editor = await as('editor', 'editor-besar@contoh.id')
    const ctx = h.ctx()
    const baked = async () => {
      const list = await slimList(
        { key: ['posts'], run: (c) => listPosts(c, { kindSlug: 'news', pageSize: 10 }) },
        postCard,
      ).run(ctx)
      return JSON.stringify(list).length
    }
    const other = (await listPosts(ctx, { kindSlug: 'news', pageSize: 1 })).data![0]!
    const related = async () =>
      JSON.stringify(await slimList(relatedQuery('demo', SECTIONS.news, other), postCard).run(ctx)).length
    const before = { list: await baked(), related: await related() }

    // A post as an older backend may still hold one: 5 MB of body, no summary (written past the API).
    const big = (await createPost(editor, { kindSlug: 'news', title: 'Laporan Raksasa', summary: '' })).data!
    const body = `<p>${'laporan panjang sekali '.repeat(230_000)}</p>`
    await h.sandbox.db.query(
      `UPDATE post_rows SET data = jsonb_set(data, '{content}', $2::jsonb) WHERE id = $1`,
      [big.id, JSON.stringify(body)],
    )
    const full = await listPosts(ctx, { kindSlug: 'news', pageSize: 10 })
    expect(full.data!.some((p) => p.id === big.id && (p.content?.length ?? 0) > 5_000_000)).toBe(true)

    const after = { list: await baked(), related: await related() }
    // One card more (its text cut to 200 characters) and one fewer: a few hundred bytes either way.
    expect(after.list).toBeLessThan(before.list + 1000)
    expect(after.related).toBeLessThan(before.related + 1000)
    expect(after.list).toBeLessThan(20_000)
  })
})
