/**
 * Post calls: `v3/post/*`, the v1/v2 article, detail, category and legacy list calls, the gallery,
 * appointments, and the writers' desk calls (paths ours, api/README.md): post create/update/delete
 * (`POST v1/post/create`, `PUT|DELETE v1/post/{id}`), the desk's own list (`GET v1/post/mine`) and
 * category create/rename/delete (`POST v1/post/category/create`, `PUT|DELETE v1/post/category/{id}`).
 *
 * Who may write: writers create posts and edit or delete their own; editors and admins any post of
 * their site, and only they change categories (SPEC §6). Everyone else gets 403.
 *
 * Who may read a draft (`active: false`): the writer who made it and the site's editors and admins,
 * by the token they present; to anyone else (a guest token, the build, the server render) it does
 * not exist: detail calls answer 404 and lists leave it out. Public lists never carry drafts, even to
 * their writer; `v1/post/list?active=false` lists only the drafts the caller may read.
 *
 * Size: past a limit of sandbox/postLimits.ts, create and update answer 413 with the reason.
 *
 * Seeded posts live in memory (seed/posts.ts); every write goes to PGlite: `post_rows` holds new
 * posts (ids from 10001) and the edited or deleted state of seeded ones, merged over the seed on
 * each read, so a data folder seeded before this module existed still works; `post_category_rows`
 * likewise for categories (new ids from 100001). Appointments go to `appointments`.
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, intParam, item, notFound, paged, readPage, type Page } from '../http'
import { absolute } from '../http-origin'
import { POST_KINDS as KINDS, SAMPLE, type Catalogue } from '../seed/catalogues'
import { newestFirst, type SeedPost } from '../seed/posts'
import { slugify } from '../seed/random'
import { POST_LIMITS, postTooLarge, TOO_LARGE_REQUEST } from '../postLimits'
import { catalogue } from '../tenancy'
import { presentedToken, requireUser, tokenOwner } from '../tokens'
import { boolParam, includesText, oneOf, pathInt } from './content-params'

export const POST_TYPES = ['text', 'video', 'audio'] as const
/** Roles that may edit and delete any post and change categories (SPEC §6: "editor or admin"). */
export const POST_EDITOR_ROLES = ['admin', 'editor'] as const
/** Roles that may use the writers' desk: writers create posts and change their own. */
export const POST_WRITER_ROLES = [...POST_EDITOR_ROLES, 'writer'] as const
/** A slug as the entry paths read it: lowercase words joined by single hyphens, with a letter. */
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/

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
  // Categories: a catalogue's new ones, and the renamed or deleted state of seeded ones (whose ids
  // repeat across catalogues, hence the pair as key).
  `CREATE TABLE IF NOT EXISTS post_category_rows (
    catalogue text NOT NULL,
    id integer NOT NULL,
    kind_slug text NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    deleted boolean NOT NULL DEFAULT false,
    PRIMARY KEY (catalogue, id)
  );`,
  `CREATE SEQUENCE IF NOT EXISTS post_category_id_seq START 100001;`,
]

const isKind = (k: string | undefined): k is (typeof KINDS)[number] =>
  !!k && (KINDS as readonly string[]).includes(k)

const kindError = (c: Context) => badRequest(c, `kindSlug harus salah satu dari: ${KINDS.join(', ')}`)

/** A post as stored: `owner` is the e-mail of the desk user who created it (never sent out). */
export type DeskPost = SeedPost & { owner?: string }
/** A stored post row: an edit of a seeded post, or a new post of the catalogue named in `catalogue`. */
type StoredPost = DeskPost & { catalogue?: string }

type Category = Catalogue['categories'][number]

/** One catalogue's categories: the seeded ones renamed or deleted as stored, plus those created. */
export async function allCategories(db: Db, cat: Catalogue): Promise<Category[]> {
  const rows = await db.query<{ id: number; kindSlug: string; slug: string; name: string; deleted: boolean }>(
    `SELECT id, kind_slug AS "kindSlug", slug, name, deleted FROM post_category_rows
      WHERE catalogue = $1 ORDER BY id`,
    [cat.key],
  )
  const byId = new Map(rows.rows.map((r) => [r.id, r]))
  const merged: Category[] = []
  for (const seeded of cat.categories) {
    const row = byId.get(seeded.id)
    if (!row) merged.push(seeded)
    else if (!row.deleted) merged.push({ ...seeded, name: row.name })
    byId.delete(seeded.id)
  }
  for (const row of byId.values())
    if (!row.deleted) merged.push({ id: row.id, kindSlug: row.kindSlug, slug: row.slug, name: row.name })
  return merged
}

const seedOrder = new WeakMap<Catalogue, readonly DeskPost[]>()

/** A catalogue's seed posts newest first, sorted once: the seed never changes (edits are rows). */
function seedNewestFirst(cat: Catalogue): readonly DeskPost[] {
  let sorted = seedOrder.get(cat)
  if (!sorted) seedOrder.set(cat, (sorted = [...cat.posts].sort(newestFirst)))
  return sorted
}

/**
 * One catalogue's seed posts with the stored edits applied, deleted ones removed, and the posts
 * created for it added; newest first; each post's category as it is named now. Another tenant's
 * posts are not in it. Drafts are in it: every public read filters with `readableBy`.
 *
 * Every post call reads it, so its cost is per request: the seed is sorted once, the stored posts
 * (a handful) are sorted and merged in, and only posts whose category was renamed are copied. With
 * a 10,000-post catalogue (the scale mode, seed/scale.ts) a sort and a copy of every post per call
 * made each detail page wait on the sandbox.
 */
export async function allPosts(db: Db, cat: Catalogue): Promise<DeskPost[]> {
  const rows = await db.query<{ id: number; data: StoredPost; deleted: boolean }>(
    'SELECT id, data, deleted FROM post_rows',
  )
  const byId = new Map(rows.rows.map((r) => [r.id, r]))
  const seeded: DeskPost[] = []
  let edited = false
  for (const p of seedNewestFirst(cat)) {
    const row = byId.get(p.id)
    if (!row) seeded.push(p)
    else if (!row.deleted) {
      seeded.push({ ...p, ...row.data, id: p.id })
      edited = true
    }
    byId.delete(p.id)
  }
  // The desk never changes a post's date, but a stored row is data: a nearly sorted list sorts in
  // one pass.
  if (edited) seeded.sort(newestFirst)
  const created: DeskPost[] = []
  for (const row of byId.values())
    if (!row.deleted && row.data.catalogue === cat.key) {
      const { catalogue: _catalogue, ...post } = row.data
      created.push({ ...post, id: row.id })
    }
  // Categories renamed or created for this catalogue: the seeded ones are the seed's own objects.
  const changed = new Map(
    (await allCategories(db, cat)).filter((c) => !cat.categories.includes(c)).map((c) => [c.id, c]),
  )
  const named = (p: DeskPost): DeskPost => {
    const now = changed.get(p.category.id)
    return now ? { ...p, category: { id: now.id, slug: now.slug, name: now.name } } : p
  }
  created.sort(newestFirst)
  const merged: DeskPost[] = []
  let i = 0
  for (const p of seeded) {
    while (i < created.length && newestFirst(created[i]!, p) < 0) merged.push(named(created[i++]!))
    merged.push(named(p))
  }
  while (i < created.length) merged.push(named(created[i++]!))
  return merged
}

const publicPost = (c: Context, { owner: _owner, ...p }: DeskPost) => ({
  ...SAMPLE,
  ...p,
  cover: absolute(c, p.cover),
  ...(p.audio ? { audio: absolute(c, p.audio) } : {}),
  // An event's sample links (seed/events.ts `sampleLink`).
  ...('onlineUrl' in p && typeof p.onlineUrl === 'string' ? { onlineUrl: absolute(c, p.onlineUrl) } : {}),
  ...('registrationUrl' in p && typeof p.registrationUrl === 'string'
    ? { registrationUrl: absolute(c, p.registrationUrl) }
    : {}),
})
const pagedPosts = (c: Context, list: readonly SeedPost[], page: Page) =>
  paged(c, list, page, 'OK', (p) => publicPost(c, p))

/** Who is reading: a draft is readable by its writer and by the site's editors and admins. */
export interface Reader {
  subject: string | null
  editor: boolean
}

/** The reader a request's token names; a guest, the build and the server render read as nobody. */
async function readerOf(c: Context, db: Db): Promise<Reader> {
  const owner = await tokenOwner(db, presentedToken(c))
  if (!owner || owner.kind !== 'client') return { subject: null, editor: false }
  const role = owner.role ?? ''
  if ((POST_EDITOR_ROLES as readonly string[]).includes(role)) return { subject: owner.subject, editor: true }
  return {
    subject: (POST_WRITER_ROLES as readonly string[]).includes(role) ? owner.subject : null,
    editor: false,
  }
}

/** Whether `reader` may see `post`: published, or a draft they wrote or edit. */
export const readableBy =
  (reader: Reader) =>
  (post: DeskPost): boolean =>
    post.active ||
    reader.editor ||
    (reader.subject !== null && post.owner !== undefined && post.owner === reader.subject)

/**
 * A create or update body as JSON, or the answer why not: 413 past the request limit (told by
 * `Content-Length` before anything is read, else by the text read), 400 when it is no JSON object.
 */
async function readPostBody(c: Context): Promise<PostInput | Response> {
  const tooLarge = () => c.json({ status: false, message: TOO_LARGE_REQUEST }, 413)
  const declared = Number(c.req.header('Content-Length'))
  if (Number.isFinite(declared) && declared > POST_LIMITS.requestBytes) return tooLarge()
  const text = await c.req.text().catch(() => '')
  if (Buffer.byteLength(text) > POST_LIMITS.requestBytes) return tooLarge()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
  const reason = postTooLarge(body as PostInput)
  return reason ? c.json({ status: false, message: reason }, 413) : (body as PostInput)
}

function categoriesWithCounts(categories: readonly Category[], posts: readonly SeedPost[]) {
  return categories.map((cat) => ({
    ...cat,
    postCount: posts.filter((p) => p.active && p.category.id === cat.id).length,
  }))
}

interface PostInput {
  kindSlug?: unknown
  title?: unknown
  slug?: unknown
  summary?: unknown
  content?: unknown
  cover?: unknown
  categoryId?: unknown
  type?: unknown
  active?: unknown
}

/** Validates a create (all required fields) or update (any subset) payload; a message when invalid. */
function readPostInput(
  categories: readonly Category[],
  body: PostInput,
  kind: string,
  creating: boolean,
): { patch: Partial<SeedPost> } | { error: string } {
  const patch: Partial<SeedPost> = {}
  if (body.title !== undefined || creating) {
    if (typeof body.title !== 'string' || !body.title.trim() || body.title.length > POST_LIMITS.title)
      return { error: `title wajib diisi (maksimal ${POST_LIMITS.title} karakter)` }
    patch.title = body.title.trim()
  }
  if (body.slug !== undefined) {
    if (typeof body.slug !== 'string' || !SLUG_PATTERN.test(body.slug) || body.slug.length > POST_LIMITS.slug)
      return {
        error: `Slug hanya boleh berisi huruf kecil, angka dan tanda hubung, memuat huruf (maksimal ${POST_LIMITS.slug} karakter)`,
      }
    patch.slug = body.slug
  }
  for (const key of ['summary', 'content', 'cover'] as const) {
    const value = body[key]
    if (value === undefined) continue
    if (typeof value !== 'string') return { error: `${key} harus berupa teks` }
    patch[key] = value
  }
  if (body.categoryId !== undefined || creating) {
    const ofKind = categories.filter((c) => c.kindSlug === kind)
    const category = body.categoryId === undefined ? ofKind[0] : ofKind.find((c) => c.id === body.categoryId)
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

/** A signed-in user with one of `roles`, or the 401/403 answer (with what the role lacks). */
async function requireRole(c: Context, db: Db, roles: readonly string[], what: string) {
  const owner = await requireUser(c, db)
  if (owner instanceof Response) return owner
  if (!owner.role || !roles.includes(owner.role))
    return c.json({ status: false, message: `Anda tidak memiliki akses: ${what}` }, 403)
  return owner
}
const requireWriter = (c: Context, db: Db) =>
  requireRole(c, db, POST_WRITER_ROLES, 'meja redaksi hanya untuk penulis dan editor')
const requireEditor = (c: Context, db: Db) =>
  requireRole(c, db, POST_EDITOR_ROLES, 'hanya editor dan administrator yang dapat mengubah kategori')

/** The 409 when another post of the same kind on this site has the slug already. */
function slugTaken(c: Context, posts: readonly SeedPost[], kind: string, slug: string, self?: number) {
  const other = posts.find((p) => p.kindSlug === kind && p.slug === slug && p.id !== self)
  return other
    ? c.json(
        { status: false, message: `Slug "${slug}" sudah dipakai oleh tulisan lain. Gunakan slug lain.` },
        409,
      )
    : null
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
      const readable = readableBy(await readerOf(c, db))
      const post = (await allPosts(db, catalogue(c))).find(
        (p) => p.kindSlug === kind && (id !== undefined ? p.id === id : p.slug === slug),
      )
      if (!post || !readable(post)) return notFound(c, 'Post tidak ditemukan')
      return item(c, publicPost(c, post))
    })

    s.get('/v3/post/kind/category/list', async (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return kindError(c)
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const search = c.req.query('search')
      const list = categoriesWithCounts(
        await allCategories(db, catalogue(c)),
        await allPosts(db, catalogue(c)),
      ).filter((cat) => cat.kindSlug === kind && includesText(cat.name, search))
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
      if (!post || !readableBy(await readerOf(c, db))(post)) return notFound(c, 'Post tidak ditemukan')
      return item(c, publicPost(c, post))
    })

    s.get('/v2/post/category', async (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const categorySlug = c.req.query('categorySlug')
      const search = c.req.query('search')
      const list = categoriesWithCounts(
        await allCategories(db, catalogue(c)),
        await allPosts(db, catalogue(c)),
      ).filter((cat) => (!categorySlug || cat.slug === categorySlug) && includesText(cat.name, search))
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
      // Published posts unless `active=false` asks for drafts: then only those the caller may read.
      const readable = readableBy(await readerOf(c, db))
      const list = (await allPosts(db, catalogue(c))).filter(
        (p) =>
          (!kind || p.kindSlug === kind) &&
          (!type || p.type === type) &&
          p.active === (active ?? true) &&
          readable(p),
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
      // A draft is no topic yet: nobody outside the desk can see it.
      if (!(await allPosts(db, catalogue(c))).some((p) => p.id === postId && p.active))
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

    // The writers' desk: the signed-in writer's own posts of this site, drafts included, newest first.
    s.get('/v1/post/mine', async (c) => {
      const owner = await requireWriter(c, db)
      if (owner instanceof Response) return owner
      const kind = c.req.query('kindSlug')
      if (kind !== undefined && kind !== '' && !isKind(kind)) return kindError(c)
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const search = c.req.query('search')
      const list = (await allPosts(db, catalogue(c))).filter(
        (p) =>
          p.owner !== undefined &&
          p.owner === owner.subject &&
          (!kind || p.kindSlug === kind) &&
          includesText(p.title, search),
      )
      return pagedPosts(c, list, page)
    })

    s.post('/v1/post/create', async (c) => {
      const owner = await requireWriter(c, db)
      if (owner instanceof Response) return owner
      const body = await readPostBody(c)
      if (body instanceof Response) return body
      if (typeof body.kindSlug !== 'string' || !isKind(body.kindSlug)) return kindError(c)
      const cat = catalogue(c)
      const input = readPostInput(await allCategories(db, cat), body, body.kindSlug, true)
      if ('error' in input) return badRequest(c, input.error)
      const existing = await allPosts(db, cat)
      if (input.patch.slug) {
        const taken = slugTaken(c, existing, body.kindSlug, input.patch.slug)
        if (taken) return taken
      }
      const next = await db.query<{ id: number }>(`SELECT nextval('post_id_seq')::int AS id`)
      const id = next.rows[0]!.id
      const title = input.patch.title!
      const post: DeskPost = {
        id,
        slug: input.patch.slug ?? `${slugify(title)}-${id}`,
        kindSlug: body.kindSlug,
        title,
        summary: input.patch.summary ?? '',
        content: input.patch.content ?? '',
        cover: input.patch.cover ?? `/drive/img/post/${id}.svg`,
        category: input.patch.category!,
        author: { name: (await authorName(owner.subject)) ?? 'Redaksi', avatar: null },
        publishedAt: new Date().toISOString(),
        type: input.patch.type ?? 'text',
        active: input.patch.active ?? true,
        ...(owner.subject ? { owner: owner.subject } : {}),
      }
      await db.query('INSERT INTO post_rows (id, data) VALUES ($1, $2)', [
        id,
        JSON.stringify({ ...post, catalogue: cat.key }),
      ])
      return c.json({ status: true, message: 'Post berhasil dibuat', data: publicPost(c, post) }, 201)
    })

    /** A user's display name for a post's byline (the token's subject is the e-mail address). */
    async function authorName(subject: string | null): Promise<string | null> {
      if (!subject) return null
      const res = await db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [subject])
      return res.rows[0]?.name ?? subject
    }

    /**
     * The post a desk user addresses by `:id`, or the answer why not (401/403, 400, 404). A writer
     * may change only the posts they created.
     */
    async function editedPost(c: Context): Promise<{ id: number; current: DeskPost } | Response> {
      const owner = await requireWriter(c, db)
      if (owner instanceof Response) return owner
      const id = pathInt(c, 'id')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      const current = (await allPosts(db, catalogue(c))).find((p) => p.id === id)
      if (!current) return notFound(c, 'Post tidak ditemukan')
      const editor = (POST_EDITOR_ROLES as readonly string[]).includes(owner.role ?? '')
      if (!editor && current.owner !== owner.subject)
        return c.json(
          {
            status: false,
            message: 'Anda tidak memiliki akses: penulis hanya dapat mengubah tulisannya sendiri',
          },
          403,
        )
      return { id, current }
    }

    s.put('/v1/post/:id', async (c) => {
      const target = await editedPost(c)
      if (target instanceof Response) return target
      const { id, current } = target
      const body = await readPostBody(c)
      if (body instanceof Response) return body
      if (body.kindSlug !== undefined && body.kindSlug !== current.kindSlug)
        return badRequest(c, 'kindSlug tidak dapat diubah')
      const cat = catalogue(c)
      const input = readPostInput(await allCategories(db, cat), body, current.kindSlug, false)
      if ('error' in input) return badRequest(c, input.error)
      if (input.patch.slug) {
        const taken = slugTaken(c, await allPosts(db, cat), current.kindSlug, input.patch.slug, id)
        if (taken) return taken
      }
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

    // ---- categories per kind (editors and admins) ----

    /** A category name from a body, or the 400 answer. */
    function categoryName(c: Context, body: { name?: unknown } | null): string | Response {
      const name = typeof body?.name === 'string' ? body.name.trim() : ''
      if (!name || name.length > 60) return badRequest(c, 'Nama kategori wajib diisi (maksimal 60 karakter)')
      return name
    }

    /** The 409 when another category of the kind has this name (or its slug) already. */
    function categoryTaken(
      c: Context,
      categories: readonly Category[],
      kind: string,
      name: string,
      self?: number,
    ) {
      const slug = slugify(name)
      const other = categories.find(
        (x) =>
          x.kindSlug === kind &&
          x.id !== self &&
          (x.slug === slug || x.name.toLowerCase() === name.toLowerCase()),
      )
      return other
        ? c.json({ status: false, message: `Kategori "${other.name}" sudah ada untuk jenis ini.` }, 409)
        : null
    }

    s.post('/v1/post/category/create', async (c) => {
      const owner = await requireEditor(c, db)
      if (owner instanceof Response) return owner
      const body = (await c.req.json().catch(() => null)) as { kindSlug?: unknown; name?: unknown } | null
      if (typeof body?.kindSlug !== 'string' || !isKind(body.kindSlug)) return kindError(c)
      const name = categoryName(c, body)
      if (name instanceof Response) return name
      const cat = catalogue(c)
      const taken = categoryTaken(c, await allCategories(db, cat), body.kindSlug, name)
      if (taken) return taken
      const slug = slugify(name)
      if (!slug) return badRequest(c, 'Nama kategori harus memuat huruf atau angka')
      const next = await db.query<{ id: number }>(`SELECT nextval('post_category_id_seq')::int AS id`)
      const id = next.rows[0]!.id
      await db.query(
        'INSERT INTO post_category_rows (catalogue, id, kind_slug, slug, name) VALUES ($1, $2, $3, $4, $5)',
        [cat.key, id, body.kindSlug, slug, name],
      )
      const created = { id, kindSlug: body.kindSlug, slug, name, postCount: 0 }
      return c.json({ status: true, message: 'Kategori berhasil dibuat', data: created }, 201)
    })

    /** The category `:id` of this site, or the answer why not. */
    async function editedCategory(c: Context): Promise<Category | Response> {
      const owner = await requireEditor(c, db)
      if (owner instanceof Response) return owner
      const id = pathInt(c, 'id')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      const found = (await allCategories(db, catalogue(c))).find((x) => x.id === id)
      return found ?? notFound(c, 'Kategori tidak ditemukan')
    }

    // Renaming keeps the slug: category links already shared keep working.
    s.put('/v1/post/category/:id', async (c) => {
      const current = await editedCategory(c)
      if (current instanceof Response) return current
      const name = categoryName(c, (await c.req.json().catch(() => null)) as { name?: unknown } | null)
      if (name instanceof Response) return name
      const cat = catalogue(c)
      const taken = categoryTaken(c, await allCategories(db, cat), current.kindSlug, name, current.id)
      if (taken) return taken
      await db.query(
        `INSERT INTO post_category_rows (catalogue, id, kind_slug, slug, name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (catalogue, id) DO UPDATE SET name = $5`,
        [cat.key, current.id, current.kindSlug, current.slug, name],
      )
      const posts = await allPosts(db, cat)
      const [renamed] = categoriesWithCounts([{ ...current, name }], posts)
      return item(c, renamed, 'Kategori berhasil diganti namanya')
    })

    // A category still holding posts stays: deleting it would leave them without one.
    s.delete('/v1/post/category/:id', async (c) => {
      const current = await editedCategory(c)
      if (current instanceof Response) return current
      const cat = catalogue(c)
      const used = (await allPosts(db, cat)).filter((p) => p.category.id === current.id).length
      if (used)
        return c.json(
          {
            status: false,
            message: `Kategori "${current.name}" masih dipakai oleh ${used} tulisan. Pindahkan tulisannya dulu.`,
          },
          409,
        )
      await db.query(
        `INSERT INTO post_category_rows (catalogue, id, kind_slug, slug, name, deleted) VALUES ($1, $2, $3, $4, $5, true)
         ON CONFLICT (catalogue, id) DO UPDATE SET deleted = true`,
        [cat.key, current.id, current.kindSlug, current.slug, current.name],
      )
      return item(c, { id: current.id }, 'Kategori berhasil dihapus')
    })
  },
}
