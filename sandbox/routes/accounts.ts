/**
 * Accounts, teams, schools and regions (services host), the auth host's login and user detail, and
 * uploads on the drive host. Registrations, school registrations and uploads persist in PGlite.
 */
import type { Context } from 'hono'
import { verifyAppToken } from '../appToken'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, intParam, item, paged, readPage } from '../http'
import { CITY_LIST, PROVINCE_LIST, SCHOOL_LIST } from '../seed/regions'
import { optionalTenant, tenantForOrigin } from '../tenancy'
import { registeredReturnUrl } from '../returnAddress'
import { issueToken, presentedToken, requireUser, tokenOwner } from '../tokens'
import { createUser, findUser, seedUsers, USERS_MIGRATION, verifyLogin } from '../users'

/** The email + password login of the auth host and of the AI host's identity: one user table. */
export function passwordLogin(db: Db) {
  return async (c: Context) => {
    const b = await jsonBody(c)
    if (!b || !str(b.email) || typeof b.password !== 'string' || !b.password)
      return badRequest(c, 'Email dan kata sandi wajib diisi')
    const user = await verifyLogin(db, b.email, b.password)
    if (!user) return c.json({ status: false, message: 'Email atau kata sandi salah' }, 401)
    const token = await issueToken(db, 'client', user.email, user.role, optionalTenant(c))
    return item(c, { token, user }, 'Berhasil masuk')
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
const INLINE_MIME = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'])

export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null)
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
}

export const str = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max

interface Member {
  name: string
  email: string
}

function readMembers(v: unknown): Member[] | null {
  if (!Array.isArray(v) || v.length < 1 || v.length > 5) return null
  const out: Member[] = []
  for (const m of v) {
    if (!m || typeof m !== 'object') return null
    const { name, email } = m as Record<string, unknown>
    if (!str(name) || !str(email) || !EMAIL.test(email)) return null
    out.push({ name, email: email.toLowerCase() })
  }
  return out
}

export const accounts: SandboxModule = {
  migrations: [
    USERS_MIGRATION,
    `CREATE TABLE IF NOT EXISTS schools (
      npsn text PRIMARY KEY,
      name text NOT NULL,
      city_id integer NOT NULL,
      address text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      headmaster text,
      registered boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS teams (
      id serial PRIMARY KEY,
      name text NOT NULL,
      school_npsn text,
      leader_email text NOT NULL,
      members jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS uploads (
      id serial PRIMARY KEY,
      name text NOT NULL,
      mime text NOT NULL,
      size integer NOT NULL,
      bytes bytea NOT NULL,
      owner text,
      created_at timestamptz NOT NULL DEFAULT now()
    );`,
  ],

  async seed(db) {
    await seedUsers(db)
    for (const s of SCHOOL_LIST) {
      await db.query(
        `INSERT INTO schools (npsn, name, city_id, address, email, phone) VALUES ($1,$2,$3,$4,$5,$6)
         ON CONFLICT DO NOTHING`,
        [s.npsn, s.name, s.cityId, s.address, s.email, s.phone],
      )
    }
  },

  register({ hosts, db, config }: SandboxContext) {
    const s = hosts.services

    s.post('/v1/auth/signup/coder', async (c) => {
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const { name, email, password, phone } = b
      if (!str(name)) return badRequest(c, 'Nama wajib diisi')
      if (!str(email) || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      if (typeof password !== 'string' || password.length < 8)
        return badRequest(c, 'Kata sandi minimal 8 karakter')
      if (phone !== undefined && phone !== null && !str(phone, 20))
        return badRequest(c, 'Nomor telepon tidak valid')
      const user = await createUser(db, { name, email, password, phone: phone ?? null })
      if (!user) return c.json({ status: false, message: 'Email sudah terdaftar' }, 409)
      const token = await issueToken(db, 'client', user.email, user.role, optionalTenant(c))
      return c.json({ status: true, message: 'Pendaftaran berhasil', data: { user, token } }, 201)
    })

    s.post('/v1/team/register', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const members = readMembers(b.members)
      if (!str(b.teamName)) return badRequest(c, 'Nama tim wajib diisi')
      if (!members) return badRequest(c, 'Anggota tim: 1 sampai 5 orang, masing-masing dengan nama dan email')
      if (b.schoolNpsn !== undefined && !str(b.schoolNpsn, 20)) return badRequest(c, 'NPSN tidak valid')
      const res = await db.query<{ id: number }>(
        `INSERT INTO teams (name, school_npsn, leader_email, members) VALUES ($1, $2, $3, $4) RETURNING id`,
        [b.teamName, b.schoolNpsn ?? null, owner.subject, JSON.stringify(members)],
      )
      const data = { id: res.rows[0]!.id, teamName: b.teamName, schoolNpsn: b.schoolNpsn ?? null, members }
      return c.json({ status: true, message: 'Tim berhasil didaftarkan', data }, 201)
    })

    s.post('/v1/auth/team/register', async (c) => {
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const leader = b.leader as Record<string, unknown> | undefined
      const members = readMembers(b.members)
      if (!str(b.teamName)) return badRequest(c, 'Nama tim wajib diisi')
      if (!leader || !str(leader.name) || !str(leader.email) || !EMAIL.test(leader.email))
        return badRequest(c, 'Data ketua tim (nama, email) wajib diisi')
      if (typeof leader.password !== 'string' || leader.password.length < 8)
        return badRequest(c, 'Kata sandi ketua minimal 8 karakter')
      if (!members) return badRequest(c, 'Anggota tim: 1 sampai 5 orang, masing-masing dengan nama dan email')
      const { name, email, password } = leader as { name: string; email: string; password: string }
      // Account and team agree or neither exists.
      const result = await db.transaction(async (tx) => {
        const user = await createUser(tx, { name, email, password })
        if (!user) return null
        const team = await tx.query<{ id: number }>(
          `INSERT INTO teams (name, school_npsn, leader_email, members) VALUES ($1, $2, $3, $4) RETURNING id`,
          [
            b.teamName,
            typeof b.schoolNpsn === 'string' ? b.schoolNpsn : null,
            user.email,
            JSON.stringify(members),
          ],
        )
        return { user, teamId: team.rows[0]!.id }
      })
      if (!result) return c.json({ status: false, message: 'Email ketua sudah terdaftar' }, 409)
      const token = await issueToken(db, 'client', result.user.email, result.user.role, optionalTenant(c))
      const data = { team: { id: result.teamId, teamName: b.teamName, members }, user: result.user, token }
      return c.json({ status: true, message: 'Tim dan akun ketua berhasil didaftarkan', data }, 201)
    })

    s.get('/v1/user/me', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const user = await findUser(db, owner.subject ?? '')
      if (!user) return c.json({ status: false, message: 'Pengguna tidak ditemukan' }, 404)
      return item(c, user)
    })

    s.get('/v1/authorizer/provinces', (c) => item(c, PROVINCE_LIST))

    s.get('/v1/authorizer/cities', (c) => {
      const provinceId = intParam(c, 'provinceId')
      if (provinceId === undefined || provinceId === null)
        return badRequest(c, 'provinceId wajib berupa bilangan bulat')
      if (!PROVINCE_LIST.some((p) => p.id === provinceId))
        return c.json({ status: false, message: 'Provinsi tidak ditemukan' }, 404)
      return item(
        c,
        CITY_LIST.filter((x) => x.provinceId === provinceId),
      )
    })

    s.get('/v1/school/list', async (c) => {
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const cityId = intParam(c, 'cityId')
      if (cityId === null) return badRequest(c, 'cityId harus bilangan bulat')
      const search = c.req.query('search')
      const res = await db.query<Record<string, unknown>>(
        `SELECT npsn, name, city_id AS "cityId", address, email, phone, headmaster, registered
         FROM schools WHERE ($1::int IS NULL OR city_id = $1) AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%')
         ORDER BY name`,
        [cityId ?? null, search || null],
      )
      const cities = new Map(CITY_LIST.map((x) => [x.id, x.name]))
      return paged(
        c,
        res.rows.map((r) => ({ ...r, cityName: cities.get(r.cityId as number) ?? null })),
        page,
      )
    })

    s.post('/v1/school/register', async (c) => {
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const { npsn, name, cityId, address, email, phone, headmaster } = b
      if (typeof npsn !== 'string' || !/^\d{8}$/.test(npsn)) return badRequest(c, 'NPSN harus 8 digit angka')
      if (!str(name)) return badRequest(c, 'Nama sekolah wajib diisi')
      if (typeof cityId !== 'number' || !CITY_LIST.some((x) => x.id === cityId))
        return badRequest(c, 'cityId tidak dikenal')
      if (!str(address, 500)) return badRequest(c, 'Alamat wajib diisi')
      if (!str(email) || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      if (!str(phone, 20)) return badRequest(c, 'Nomor telepon wajib diisi')
      const res = await db.query<{ npsn: string }>(
        `INSERT INTO schools (npsn, name, city_id, address, email, phone, headmaster, registered)
         VALUES ($1,$2,$3,$4,$5,$6,$7,true) ON CONFLICT (npsn) DO NOTHING RETURNING npsn`,
        [npsn, name, cityId, address, email, phone, typeof headmaster === 'string' ? headmaster : null],
      )
      if (!res.rows[0])
        return c.json({ status: false, message: 'Sekolah dengan NPSN ini sudah terdaftar' }, 409)
      const data = {
        npsn,
        name,
        cityId,
        address,
        email,
        phone,
        headmaster: headmaster ?? null,
        registered: true,
      }
      return c.json({ status: true, message: 'Sekolah berhasil didaftarkan', data }, 201)
    })

    // Auth host
    hosts.auth.post('/generate/token', passwordLogin(db))

    // The central account login page (SPEC §2: its prefix contains `akun`), a browser navigation
    // like the gateway page: no app token header, but the site passes a fresh app token and its code
    // in the query, which must verify. A good login returns to `redirect` with `token=<client token>`.
    // The way back is checked as the real account service does: registered for the tenant named
    // (or, without one, the tenant whose address it is), never merely any local address.
    const loginCheck = (q: (name: string) => string | undefined) => {
      const tenant = q('tenant') || tenantForOrigin(q('redirect'), config)
      const redirect = registeredReturnUrl(q('redirect') ?? '', tenant, config)
      if (!redirect) return { ok: false, error: 'Alamat kembali (redirect) tidak valid' } as const
      if (q('code') !== config.appTokenCode)
        return { ok: false, error: 'Kode aplikasi tidak dikenal' } as const
      const verdict = verifyAppToken(q('token'), config.appTokenKeyHex, config.appTokenCode, 30 * 60 * 1000)
      if (!verdict.ok) return { ok: false, error: `Token aplikasi tidak valid: ${verdict.message}` } as const
      return { ok: true, redirect, tenant: tenant ?? '' } as const
    }
    // Signed in or signed up: back to the site's `/CallbackAuth` with a client token for that site.
    const backToSite = async (c: Context, redirect: URL, user: { email: string; role: string }) => {
      const token = await issueToken(
        db,
        'client',
        user.email,
        user.role,
        tenantForOrigin(redirect.origin, config),
      )
      redirect.searchParams.set('token', token)
      return c.redirect(redirect.toString(), 303)
    }
    // Both central pages keep the site's query string (the other page links with it).
    const query = (c: Context) => new URL(c.req.url).search
    hosts.auth.get('/akun/login', (c) => {
      const check = loginCheck((n) => c.req.query(n))
      if (!check.ok) return c.html(akunPage(check.error, null, query(c)), 400)
      return c.html(akunPage(null, null, query(c)))
    })
    hosts.auth.post('/akun/login', async (c) => {
      const check = loginCheck((n) => c.req.query(n))
      if (!check.ok) return c.html(akunPage(check.error, null, query(c)), 400)
      const form = await c.req.formData().catch(() => null)
      const email = form?.get('email')
      const password = form?.get('password')
      const user =
        typeof email === 'string' && typeof password === 'string'
          ? await verifyLogin(db, email, password)
          : null
      if (!user)
        return c.html(akunPage(null, 'Email atau kata sandi salah', query(c), String(email ?? '')), 401)
      return backToSite(c, check.redirect, user)
    })

    // The central sign-up page: the same checks as the login (one `loginCheck` for both pages), a
    // new student account, and the same way back with a client token.
    hosts.auth.get('/akun/daftar', (c) => {
      const check = loginCheck((n) => c.req.query(n))
      if (!check.ok) return c.html(daftarPage(check.error, {}, query(c)), 400)
      return c.html(daftarPage(null, {}, query(c)))
    })
    hosts.auth.post('/akun/daftar', async (c) => {
      const check = loginCheck((n) => c.req.query(n))
      if (!check.ok) return c.html(daftarPage(check.error, {}, query(c)), 400)
      const form = await c.req.formData().catch(() => null)
      const field = (name: string) => {
        const v = form?.get(name)
        return typeof v === 'string' ? v : ''
      }
      const typed = { name: field('name').trim(), email: field('email').trim() }
      const errors = signUpErrors({ ...typed, password: field('password'), confirm: field('password2') })
      if (Object.keys(errors).length) return c.html(daftarPage(null, { typed, errors }, query(c)), 400)
      const user = await createUser(db, { name: typed.name, email: typed.email, password: field('password') })
      if (!user)
        return c.html(
          daftarPage(null, { typed, errors: { email: 'Email sudah terdaftar. Silakan masuk.' } }, query(c)),
          409,
        )
      return backToSite(c, check.redirect, user)
    })

    hosts.auth.get('/user/detail', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const user = await findUser(db, owner.subject ?? '')
      if (!user) return c.json({ status: false, message: 'Pengguna tidak ditemukan' }, 404)
      return item(c, user)
    })

    // Drive host: uploads (any valid access token) and serving them back.
    hosts.drive.post('/v1/upload', async (c) => {
      const owner = await tokenOwner(db, presentedToken(c))
      if (!owner) return c.json({ status: false, message: 'Token akses diperlukan' }, 401)
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('file')
      if (!file || typeof file === 'string') return badRequest(c, 'Kirim berkas pada field "file"')
      if (file.size === 0) return badRequest(c, 'Berkas kosong')
      if (file.size > MAX_UPLOAD_BYTES) return c.json({ status: false, message: 'Berkas melebihi 5 MB' }, 413)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const mime = file.type || 'application/octet-stream'
      const name = file.name || 'berkas'
      const res = await db.query<{ id: number; createdAt: string }>(
        `INSERT INTO uploads (name, mime, size, bytes, owner) VALUES ($1,$2,$3,$4,$5)
         RETURNING id, created_at::text AS "createdAt"`,
        [name, mime, bytes.length, bytes, owner.subject],
      )
      const row = res.rows[0]!
      const url = `${new URL(c.req.url).origin}/drive/v1/files/${row.id}`
      return c.json(
        {
          status: true,
          message: 'Berkas berhasil diunggah',
          data: { id: row.id, name, mime, size: bytes.length, url, createdAt: row.createdAt },
        },
        201,
      )
    })

    hosts.drive.get('/v1/files/:id', async (c) => {
      const id = Number(c.req.param('id'))
      if (!Number.isInteger(id) || id < 1) return badRequest(c, 'id berkas tidak valid')
      const res = await db.query<{ name: string; mime: string; bytes: Uint8Array }>(
        'SELECT name, mime, bytes FROM uploads WHERE id = $1',
        [id],
      )
      const row = res.rows[0]
      if (!row) return c.json({ status: false, message: 'Berkas tidak ditemukan' }, 404)
      // Anyone may upload anything, so only inert types open in the browser; the rest (an HTML or
      // SVG file could run script on this origin) download, and nothing may be sniffed into HTML.
      const inline = INLINE_MIME.has(row.mime)
      return c.body(new Uint8Array(row.bytes), 200, {
        'Content-Type': row.mime,
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${encodeURIComponent(row.name)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
    })
  },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The page frame of the sandbox's central account pages (plain HTML, each posts to itself). */
function akunFrame(title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} (sandbox)</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}label{display:grid;gap:.25rem;margin:.75rem 0}input,button{padding:.75rem;min-height:44px;font:inherit}button{width:100%}.error{color:#b00020;margin:.25rem 0 0}.check{display:flex;gap:.5rem;align-items:center}.check input{min-height:auto}</style>
</head>
<body>
<main>
<p>Akun pusat (sandbox)</p>
${body}
</main>
</body>
</html>
`
}

/** The sandbox's central login page; `query` is the site's query string, kept for the sign-up link. */
function akunPage(fatal: string | null, error: string | null, query: string, email = ''): string {
  const body = fatal
    ? `<h1>Tidak dapat masuk</h1><p role="alert">${escapeHtml(fatal)}</p>`
    : `<h1>Masuk ke akun Anda</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label>Email <input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}"></label>
<label>Kata sandi <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Masuk</button>
</form>
<p>Belum punya akun? <a href="daftar${escapeHtml(query)}">Daftar</a></p>`
  return akunFrame('Masuk akun', body)
}

interface SignUpTyped {
  name: string
  email: string
}
type SignUpErrors = Partial<Record<'name' | 'email' | 'password' | 'password2', string>>

export const MIN_PASSWORD = 8

/** The sign-up page's checks, each field's message in Indonesian. */
export function signUpErrors(v: SignUpTyped & { password: string; confirm: string }): SignUpErrors {
  const errors: SignUpErrors = {}
  if (!v.name) errors.name = 'Nama wajib diisi.'
  else if (v.name.length > 120) errors.name = 'Nama maksimal 120 karakter.'
  if (!v.email) errors.email = 'Email wajib diisi.'
  else if (!EMAIL.test(v.email) || v.email.length > 200) errors.email = 'Format email tidak valid.'
  if (!v.password) errors.password = 'Kata sandi wajib diisi.'
  else if (v.password.length < MIN_PASSWORD) errors.password = `Kata sandi minimal ${MIN_PASSWORD} karakter.`
  if (v.password && v.confirm !== v.password) errors.password2 = 'Kata sandi tidak sama.'
  return errors
}

/**
 * The sandbox's central sign-up page. On a refusal it keeps the typed name and e-mail address; the
 * passwords are never written back into the page (a browser does not refill them either).
 */
function daftarPage(
  fatal: string | null,
  state: { typed?: SignUpTyped; errors?: SignUpErrors },
  query: string,
): string {
  if (fatal)
    return akunFrame('Daftar akun', `<h1>Tidak dapat mendaftar</h1><p role="alert">${escapeHtml(fatal)}</p>`)
  const errors = state.errors ?? {}
  const typed = state.typed ?? { name: '', email: '' }
  const count = Object.keys(errors).length
  const input = (label: string, name: keyof SignUpErrors, attrs: string, value: string | null) => {
    const error = errors[name]
    const id = `${name}-error`
    return `<label>${label} <input name="${name}" ${attrs} required${value !== null ? ` value="${escapeHtml(value)}"` : ''}${
      error ? ` aria-invalid="true" aria-describedby="${id}"` : ''
    }></label>${error ? `<p class="error" id="${id}">${escapeHtml(error)}</p>` : ''}`
  }
  const body = `<h1>Buat akun baru</h1>
${count ? `<p role="alert">${count === 1 ? 'Periksa isian yang ditandai.' : `Periksa ${count} isian yang ditandai.`}</p>` : ''}
<form method="post" novalidate>
${input('Nama lengkap', 'name', 'type="text" autocomplete="name" maxlength="120"', typed.name)}
${input('Email', 'email', 'type="email" autocomplete="email"', typed.email)}
${input(`Kata sandi (minimal ${MIN_PASSWORD} karakter)`, 'password', 'type="password" autocomplete="new-password"', null)}
${input('Ulangi kata sandi', 'password2', 'type="password" autocomplete="new-password"', null)}
<label class="check"><input type="checkbox" id="show-password"> Tampilkan kata sandi</label>
<button type="submit">Daftar</button>
</form>
<p>Sudah punya akun? <a href="login${escapeHtml(query)}">Masuk</a></p>
<script>document.getElementById('show-password').addEventListener('change',function(e){document.querySelectorAll('input[name^=password]').forEach(function(i){i.type=e.target.checked?'text':'password'})})</script>`
  return akunFrame('Daftar akun', body)
}
