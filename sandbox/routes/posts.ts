/**
 * Post calls: `v3/post/*`, the v1/v2 article, detail, category and legacy list calls, the gallery,
 * appointments, and post create/update/delete (paths ours: `POST v1/post/create`, `PUT|DELETE
 * v1/post/{id}`, editor or admin only).
 *
 * Seeded posts live in memory (seed/posts.ts); every write goes to PGlite: `post_rows` holds new
 * posts (ids from 10001) and the edited or deleted state of seeded ones, merged over the seed on
 * each read, so a data folder seeded before this module existed still works. Appointments go to
 * `appointments`.
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, intParam, item, notFound, paged, readPage, type Page } from '../http'
import { absolute } from '../http-origin'
import { POST_KINDS as KINDS, SAMPLE, type Catalogue } from '../seed/catalogues'
import type { SeedPost } from '../seed/posts'
import { slugify } from '../seed/random'
import { catalogue } from '../tenancy'
import { requireUser } from '../tokens'
import { boolParam, includesText, oneOf, pathInt } from './content-params'

export const POST_TYPES = ['text', 'video', 'audio'] as const
/** Roles that may create, edit and delete posts (SPEC §6: "editor or admin"). */
export const POST_EDITOR_ROLES = ['admin', 'editor'] as const

export const POSTS_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS post_rows (
    id integer PRIMARY KEY,
    data jsonb NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now()
  );`,
  `CREATE SEQUENCE IF NOT EXISTS post_id_seq START 10001;`,
  `CREATE TABLE IF NOT EXISTS appointments (
    id serial PRIMARY KEY,
    post_id integer NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    organization text,
    preferred_date date,
    message text,
    created_at timestamptz NOT NULL DEFAULT now()
  );`,
  // Appointment time slot: `HH:MM` in Western Indonesian Time.
  `ALTER TABLE appointments ADD COLUMN IF NOT EXISTS preferred_time text;`,
]

const isKind = (k: string | undefined): k is (typeof KINDS)[number] =>
  !!k && (KINDS as readonly string[]).includes(k)

const kindError = (c: Context) => badRequest(c, `kindSlug harus salah satu dari: ${KINDS.join(', ')}`)

/** A stored post row: an edit of a seeded post, or a new post of the catalogue named in `catalogue`. */
type StoredPost = SeedPost & { catalogue?: string }

/**
 * One catalogue's seed posts with the stored edits applied, deleted ones removed, and the posts
 * created for it added; newest first. Another tenant's posts are not in it.
 */
export async function allPosts(db: Db, cat: Catalogue): Promise<SeedPost[]> {
  const rows = await db.query<{ id: number; data: StoredPost; deleted: boolean }>(
    'SELECT id, data, deleted FROM post_rows',
  )
  const byId = new Map(rows.rows.map((r) => [r.id, r]))
  const merged: SeedPost[] = []
  for (const p of cat.posts) {
    const row = byId.get(p.id)
    if (!row) merged.push(p)
    else if (!row.deleted) merged.push({ ...p, ...row.data, id: p.id })
    byId.delete(p.id)
  }
  for (const row of byId.values())
    if (!row.deleted && row.data.catalogue === cat.key) {
      const { catalogue: _catalogue, ...post } = row.data
      merged.push({ ...post, id: row.id })
    }
  return merged.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
}

const publicPost = (c: Context, p: SeedPost) => ({
  ...SAMPLE,
  ...p,
  cover: absolute(c, p.cover),
  ...(p.audio ? { audio: absolute(c, p.audio) } : {}),
})
const pagedPosts = (c: Context, list: readonly SeedPost[], page: Page) =>
  paged(
    c,
    list.map((p) => publicPost(c, p)),
    page,
  )

function categoriesWithCounts(cat: Catalogue, posts: readonly SeedPost[]) {
  return cat.categories.map((cat) => ({
    ...cat,
    postCount: posts.filter((p) => p.active && p.category.id === cat.id).length,
  }))
}

interface PostInput {
  kindSlug?: unknown
  title?: unknown
  summary?: unknown
  content?: unknown
  cover?: unknown
  categoryId?: unknown
  type?: unknown
  active?: unknown
}

/** Validates a create (all required fields) or update (any subset) payload; a message when invalid. */
function readPostInput(
  cat: Catalogue,
  body: PostInput,
  kind: string,
  creating: boolean,
): { patch: Partial<SeedPost> } | { error: string } {
  const patch: Partial<SeedPost> = {}
  if (body.title !== undefined || creating) {
    if (typeof body.title !== 'string' || !body.title.trim() || body.title.length > 200)
      return { error: 'title wajib diisi (maksimal 200 karakter)' }
    patch.title = body.title.trim()
  }
  for (const key of ['summary', 'content', 'cover'] as const) {
    const value = body[key]
    if (value === undefined) continue
    if (typeof value !== 'string') return { error: `${key} harus berupa teks` }
    patch[key] = value
  }
  if (body.categoryId !== undefined || creating) {
    const categories = cat.categories.filter((c) => c.kindSlug === kind)
    const category =
      body.categoryId === undefined ? categories[0] : categories.find((c) => c.id === body.categoryId)
    if (!category) return { error: `categoryId bukan kategori ${kind}` }
    patch.category = { id: category.id, slug: category.slug, name: category.name }
  }
  if (body.type !== undefined) {
    if (typeof body.type !== 'string' || !(POST_TYPES as readonly string[]).includes(body.type))
      return { error: `type harus salah satu dari: ${POST_TYPES.join(', ')}` }
    patch.type = body.type
  }
  if (body.active !== undefined) {
    if (typeof body.active !== 'boolean') return { error: 'active harus boolean' }
    patch.active = body.active
  }
  if (Object.keys(patch).length === 0) return { error: 'Tidak ada perubahan yang dikirim' }
  return { patch }
}

async function requireEditor(c: Context, db: Db) {
  const owner = await requireUser(c, db)
  if (owner instanceof Response) return owner
  if (!owner.role || !(POST_EDITOR_ROLES as readonly string[]).includes(owner.role))
    return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
  return owner
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9][0-9 -]{6,18}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Today in Asia/Jakarta (UTC+7, no daylight saving), `YYYY-MM-DD`: the provider's calendar day. */
const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)

export const posts: SandboxModule = {
  migrations: POSTS_MIGRATIONS,
  register({ hosts, db }: SandboxContext) {
    const s = hosts.services

    s.get('/v3/post/list', async (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return kindError(c)
      const page = readPage(c, kind === 'blog' ? 6 : 10)
      if (page instanceof Response) return page
      const categoryId = intParam(c, 'categoryId')
      const excludeId = intParam(c, 'excludeId')
      if (categoryId === null || excludeId === null)
        return badRequest(c, 'categoryId dan excludeId harus bilangan bulat')
      const search = c.req.query('search')
      const list = (await allPosts(db, catalogue(c))).filter(
        (p) =>
          p.kindSlug === kind &&
          p.active &&
          (categoryId === undefined || p.category.id === categoryId) &&
          (excludeId === undefined || p.id !== excludeId) &&
          includesText(p.title, search),
      )
      return pagedPosts(c, list, page)
    })

    s.get('/v3/post/detail', async (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return kindError(c)
      const id = intParam(c, 'id')
      const slug = c.req.query('slug')
      if (id === null) return badRequest(c, 'id harus bilangan bulat')
      if (id === undefined && !slug) return badRequest(c, 'Kirim id atau slug')
      const post = (await allPosts(db, catalogue(c))).find(
        (p) => p.kindSlug === kind && (id !== undefined ? p.id === id : p.slug === slug),
      )
      if (!post) return notFound(c, 'Post tidak ditemukan')
      return item(c, publicPost(c, post))
    })

    s.get('/v3/post/kind/category/list', async (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return kindError(c)
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const search = c.req.query('search')
      const list = categoriesWithCounts(catalogue(c), await allPosts(db, catalogue(c))).filter(
        (cat) => cat.kindSlug === kind && includesText(cat.name, search),
      )
      return paged(c, list, page)
    })

    s.get('/v1/post/article/list', async (c) => {
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const excludeId = intParam(c, 'excludeId')
      if (excludeId === null) return badRequest(c, 'excludeId harus bilangan bulat')
      const categorySlug = c.req.query('categorySlug')
      const search = c.req.query('search')
      const list = (await allPosts(db, catalogue(c))).filter(
        (p) =>
          p.kindSlug === 'article' &&
          p.active &&
          (!categorySlug || p.category.slug === categorySlug) &&
          (excludeId === undefined || p.id !== excludeId) &&
          includesText(p.title, search),
      )
      return pagedPosts(c, list, page)
    })

    s.get('/v1/post/detail', async (c) => {
      const id = intParam(c, 'id')
      if (id === undefined || id === null) return badRequest(c, 'id wajib berupa bilangan bulat positif')
      const post = (await allPosts(db, catalogue(c))).find((p) => p.id === id)
      if (!post) return notFound(c, 'Post tidak ditemukan')
      return item(c, publicPost(c, post))
    })

    s.get('/v2/post/category', async (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const categorySlug = c.req.query('categorySlug')
      const search = c.req.query('search')
      const list = categoriesWithCounts(catalogue(c), await allPosts(db, catalogue(c))).filter(
        (cat) => (!categorySlug || cat.slug === categorySlug) && includesText(cat.name, search),
      )
      return paged(c, list, page)
    })

    s.get('/v1/post/list', async (c) => {
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const kind = c.req.query('kind')
      if (kind !== undefined && kind !== '' && !isKind(kind))
        return badRequest(c, `kind harus salah satu dari: ${KINDS.join(', ')}`)
      const type = oneOf(c, 'type', POST_TYPES)
      if (type === null) return badRequest(c, `type harus salah satu dari: ${POST_TYPES.join(', ')}`)
      const active = boolParam(c, 'active')
      if (active === null) return badRequest(c, 'active harus true atau false')
      const list = (await allPosts(db, catalogue(c))).filter(
        (p) =>
          (!kind || p.kindSlug === kind) &&
          (!type || p.type === type) &&
          (active === undefined || p.active === active),
      )
      return pagedPosts(c, list, page)
    })

    s.get('/v1/post/gallery/list', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c).gallery.map((g) => ({ ...SAMPLE, ...g, image: absolute(c, g.image) })),
        page,
      )
    })

    s.post('/v1/post/appointment/create', async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
      const { postId, name, email, phone, organization, preferredDate, preferredTime, message } = body
      if (typeof postId !== 'number' || !Number.isInteger(postId) || postId < 1)
        return badRequest(c, 'postId wajib berupa bilangan bulat')
      if (typeof name !== 'string' || !name.trim() || name.length > 120)
        return badRequest(c, 'Nama wajib diisi (maksimal 120 karakter)')
      if (typeof email !== 'string' || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      if (typeof phone !== 'string' || !PHONE.test(phone)) return badRequest(c, 'Nomor telepon tidak valid')
      if (organization !== undefined && typeof organization !== 'string')
        return badRequest(c, 'organization harus berupa teks')
      if (preferredDate !== undefined && (typeof preferredDate !== 'string' || !DATE.test(preferredDate)))
        return badRequest(c, 'preferredDate harus berformat YYYY-MM-DD')
      if (typeof preferredDate === 'string' && preferredDate < jakartaToday())
        return badRequest(c, 'Tanggal janji temu tidak boleh di masa lalu')
      if (preferredTime !== undefined && (typeof preferredTime !== 'string' || !TIME.test(preferredTime)))
        return badRequest(c, 'preferredTime harus berformat HH:MM')
      if (preferredTime !== undefined && preferredDate === undefined)
        return badRequest(c, 'preferredTime membutuhkan preferredDate')
      if (message !== undefined && (typeof message !== 'string' || message.length > 2000))
        return badRequest(c, 'message harus berupa teks (maksimal 2000 karakter)')
      if (!(await allPosts(db, catalogue(c))).some((p) => p.id === postId))
        return notFound(c, 'Post tidak ditemukan')
      const res = await db.query<{ id: number; created_at: Date }>(
        `INSERT INTO appointments (post_id, name, email, phone, organization, preferred_date, preferred_time, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
        [
          postId,
          name.trim(),
          email,
          phone,
          organization ?? null,
          preferredDate ?? null,
          preferredTime ?? null,
          message ?? null,
        ],
      )
      const row = res.rows[0]!
      return c.json(
        {
          status: true,
          message: 'Janji temu berhasil dibuat',
          data: {
            id: row.id,
            postId,
            name: name.trim(),
            email,
            phone,
            organization: organization ?? null,
            preferredDate: preferredDate ?? null,
            preferredTime: preferredTime ?? null,
            message: message ?? null,
            createdAt: new Date(row.created_at).toISOString(),
          },
        },
        201,
      )
    })

    // Sandbox only (not a SPEC call): how many appointments this site stored for an e-mail address,
    // so a test can tell a submission stored once from one stored twice.
    s.get('/v1/post/appointment/count', async (c) => {
      const email = c.req.query('email') ?? ''
      const res = await db.query<{ postId: number }>(
        `SELECT post_id AS "postId" FROM appointments WHERE email = $1`,
        [email],
      )
      const own = new Set((await allPosts(db, catalogue(c))).map((p) => p.id))
      return item(c, { count: res.rows.filter((r) => own.has(r.postId)).length })
    })

    // Sandbox only (not a SPEC call): tests read back what an appointment stored.
    s.get('/v1/post/appointment/:id', async (c) => {
      const id = pathInt(c, 'id')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      const res = await db.query<Record<string, unknown>>(
        `SELECT id, post_id AS "postId", name, email, phone, organization,
                to_char(preferred_date, 'YYYY-MM-DD') AS "preferredDate", preferred_time AS "preferredTime",
                message, created_at AS "createdAt"
           FROM appointments WHERE id = $1`,
        [id],
      )
      const row = res.rows[0]
      // Another site's appointment is not found: its topic is not one of this tenant's posts.
      const own = row && (await allPosts(db, catalogue(c))).some((p) => p.id === row.postId)
      return row && own ? item(c, row) : notFound(c, 'Janji temu tidak ditemukan')
    })

    s.post('/v1/post/create', async (c) => {
      const owner = await requireEditor(c, db)
      if (owner instanceof Response) return owner
      const body = (await c.req.json().catch(() => null)) as PostInput | null
      if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
      if (typeof body.kindSlug !== 'string' || !isKind(body.kindSlug)) return kindError(c)
      const input = readPostInput(catalogue(c), body, body.kindSlug, true)
      if ('error' in input) return badRequest(c, input.error)
      const next = await db.query<{ id: number }>(`SELECT nextval('post_id_seq')::int AS id`)
      const id = next.rows[0]!.id
      const title = input.patch.title!
      const post: SeedPost = {
        id,
        slug: `${slugify(title)}-${id}`,
        kindSlug: body.kindSlug,
        title,
        summary: input.patch.summary ?? '',
        content: input.patch.content ?? '',
        cover: input.patch.cover ?? `/drive/img/post/${id}.svg`,
        category: input.patch.category!,
        author: { name: owner.subject ?? 'Redaksi', avatar: null },
        publishedAt: new Date().toISOString(),
        type: input.patch.type ?? 'text',
        active: input.patch.active ?? true,
      }
      await db.query('INSERT INTO post_rows (id, data) VALUES ($1, $2)', [
        id,
        JSON.stringify({ ...post, catalogue: catalogue(c).key }),
      ])
      return c.json({ status: true, message: 'Post berhasil dibuat', data: publicPost(c, post) }, 201)
    })

    /** The post an editor addresses by `:id`, or the answer why not (401/403, 400, 404). */
    async function editedPost(c: Context): Promise<{ id: number; current: SeedPost } | Response> {
      const owner = await requireEditor(c, db)
      if (owner instanceof Response) return owner
      const id = pathInt(c, 'id')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      const current = (await allPosts(db, catalogue(c))).find((p) => p.id === id)
      if (!current) return notFound(c, 'Post tidak ditemukan')
      return { id, current }
    }

    s.put('/v1/post/:id', async (c) => {
      const target = await editedPost(c)
      if (target instanceof Response) return target
      const { id, current } = target
      const body = (await c.req.json().catch(() => null)) as PostInput | null
      if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
      if (body.kindSlug !== undefined && body.kindSlug !== current.kindSlug)
        return badRequest(c, 'kindSlug tidak dapat diubah')
      const input = readPostInput(catalogue(c), body, current.kindSlug, false)
      if ('error' in input) return badRequest(c, input.error)
      // Merge in SQL: two concurrent edits of different fields both survive.
      const res = await db.query<{ data: SeedPost }>(
        `INSERT INTO post_rows (id, data) VALUES ($1, $2::jsonb)
         ON CONFLICT (id) DO UPDATE SET data = post_rows.data || $3::jsonb, updated_at = now()
         WHERE NOT post_rows.deleted
         RETURNING data`,
        [id, JSON.stringify({ ...current, ...input.patch }), JSON.stringify(input.patch)],
      )
      const row = res.rows[0]
      if (!row) return notFound(c, 'Post tidak ditemukan')
      return item(c, publicPost(c, { ...current, ...row.data, id }), 'Post berhasil diperbarui')
    })

    s.delete('/v1/post/:id', async (c) => {
      const target = await editedPost(c)
      if (target instanceof Response) return target
      const { id, current } = target
      const res = await db.query(
        `INSERT INTO post_rows (id, data, deleted) VALUES ($1, $2::jsonb, true)
         ON CONFLICT (id) DO UPDATE SET deleted = true, updated_at = now() WHERE NOT post_rows.deleted
         RETURNING id`,
        [id, JSON.stringify(current)],
      )
      if (res.rows.length === 0) return notFound(c, 'Post tidak ditemukan')
      return item(c, { id }, 'Post berhasil dihapus')
    })
  },
}
