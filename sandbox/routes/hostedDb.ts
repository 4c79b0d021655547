/**
 * The hosted database's PostgREST-style REST service (`/db/rest/v1/<table>`): GET with `select`,
 * `order` (`col.asc|desc`, comma-separated), `limit`, `offset` and column filters
 * (`col=eq.value`, also neq/gt/gte/lt/lte); POST inserts a JSON object or an array of them (all or
 * nothing). Bodies are plain arrays like PostgREST; errors are `{ code, message }` with 400/404.
 * POST answers 201 with the inserted rows (`Prefer: return=minimal` → empty body).
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { daysBefore } from '../seed/random'
import { tenantOf } from '../tenancy'

type ColType = 'text' | 'int' | 'bigint' | 'bool'
interface Col {
  type: ColType
  required?: boolean
  min?: number
  max?: number
  maxLength?: number
}

/** Writable columns per table; every table also has `id` and `created_at` (read-only). */
export const TABLES: Record<string, Record<string, Col>> = {
  book_reviews: {
    name: { type: 'text', required: true, maxLength: 100 },
    book_title: { type: 'text', required: true, maxLength: 200 },
    review: { type: 'text', required: true, maxLength: 4000 },
    rating: { type: 'int', required: true, min: 1, max: 5 },
  },
  aspirations: {
    name: { type: 'text', required: true, maxLength: 100 },
    origin: { type: 'text', maxLength: 200 },
    aspiration: { type: 'text', required: true, maxLength: 4000 },
  },
  testimonies: {
    name: { type: 'text', required: true, maxLength: 100 },
    role: { type: 'text', maxLength: 100 },
    content: { type: 'text', required: true, maxLength: 4000 },
    rating: { type: 'int', min: 1, max: 5 },
  },
  donations: {
    name: { type: 'text', required: true, maxLength: 100 },
    email: { type: 'text', maxLength: 200 },
    amount: { type: 'bigint', required: true, min: 1000, max: 1_000_000_000 },
    message: { type: 'text', maxLength: 1000 },
    anonymous: { type: 'bool' },
  },
  user_disc: {
    name: { type: 'text', required: true, maxLength: 100 },
    email: { type: 'text', required: true, maxLength: 200 },
    d: { type: 'int', required: true, min: 0, max: 100 },
    i: { type: 'int', required: true, min: 0, max: 100 },
    s: { type: 'int', required: true, min: 0, max: 100 },
    c: { type: 'int', required: true, min: 0, max: 100 },
    result: { type: 'text', required: true, maxLength: 20 },
  },
}

const SQL_TYPE: Record<ColType, string> = { text: 'text', int: 'integer', bigint: 'bigint', bool: 'boolean' }
const OPS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }

function migration(): string {
  return Object.entries(TABLES)
    .map(([table, cols]) => {
      const defs = Object.entries(cols).map(
        ([name, col]) =>
          `${name} ${SQL_TYPE[col.type]}${col.required ? ' NOT NULL' : ''}${col.type === 'bool' ? ' DEFAULT false' : ''}`,
      )
      return `CREATE TABLE IF NOT EXISTS ${table} (id serial PRIMARY KEY, ${defs.join(', ')},
        created_at timestamptz NOT NULL DEFAULT now());
        ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS tenant text;
        ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS sample boolean NOT NULL DEFAULT false;`
    })
    .join('\n')
}

function restError(c: Context, message: string, status: 400 | 404 = 400, code = 'PGRST100') {
  return c.json({ code, message, details: null, hint: null }, status)
}

/** A valid row (column → value) or an error message. */
export function validateRow(table: string, input: unknown): Record<string, unknown> | string {
  const cols = TABLES[table]!
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return 'Setiap baris harus berupa objek JSON'
  const row: Record<string, unknown> = {}
  for (const key of Object.keys(input)) if (!(key in cols)) return `Kolom tidak dikenal: ${key}`
  for (const [name, col] of Object.entries(cols)) {
    const value = (input as Record<string, unknown>)[name]
    if (value === undefined || value === null) {
      if (col.required) return `Kolom ${name} wajib diisi`
      continue
    }
    if (col.type === 'text') {
      if (typeof value !== 'string' || !value.trim()) return `Kolom ${name} harus teks`
      if (col.maxLength && value.length > col.maxLength)
        return `Kolom ${name} maksimal ${col.maxLength} karakter`
    } else if (col.type === 'bool') {
      if (typeof value !== 'boolean') return `Kolom ${name} harus boolean`
    } else {
      if (typeof value !== 'number' || !Number.isInteger(value)) return `Kolom ${name} harus bilangan bulat`
      if ((col.min !== undefined && value < col.min) || (col.max !== undefined && value > col.max))
        return `Kolom ${name} harus antara ${col.min} dan ${col.max}`
    }
    row[name] = value
  }
  return row
}

/** Sample rows per tenant: the demo site's, and the foundation's reviews of its Metamorfosa book. */
export const FOUNDATION_SEED: Record<string, Record<string, unknown>[]> = {
  book_reviews: [
    {
      name: 'Lestari Wibisono',
      book_title: 'Metamorfosa',
      review: 'Kisah para relawan pengajar membuat saya ingin ikut turun ke sekolah-sekolah di desa.',
      rating: 5,
    },
    {
      name: 'Hendra Gunawan',
      book_title: 'Metamorfosa',
      review: 'Catatan lapangan yang jujur tentang tantangan guru di daerah terpencil.',
      rating: 4,
    },
  ],
}

export const SEED: Record<string, Record<string, unknown>[]> = {
  book_reviews: [
    {
      name: 'Ayu Kartika',
      book_title: 'Metamorfosa',
      review: 'Buku yang membuka mata tentang perjalanan belajar anak muda di daerah.',
      rating: 5,
    },
    {
      name: 'Fajar Nugroho',
      book_title: 'Metamorfosa',
      review: 'Ceritanya dekat dengan keseharian siswa SMK. Sangat menginspirasi.',
      rating: 4,
    },
    {
      name: 'Sri Handayani',
      book_title: 'Metamorfosa',
      review: 'Bahasanya ringan, cocok dibaca bersama anak.',
      rating: 5,
    },
  ],
  aspirations: [
    {
      name: 'Andi Saputra',
      origin: 'SMK Contoh Nusantara Makassar',
      aspiration: 'Semoga ada lebih banyak kelas pemrograman gratis untuk siswa di Indonesia timur.',
    },
    {
      name: 'Putri Maharani',
      origin: 'Bandung',
      aspiration: 'Ingin ada program magang bersama perusahaan teknologi lokal.',
    },
  ],
  testimonies: [
    {
      name: 'Yoga Prasetyo',
      role: 'Alumni Bootcamp Web',
      content: 'Setelah ikut kelas, saya diterima kerja sebagai frontend developer.',
      rating: 5,
    },
    {
      name: 'Nadia Rahman',
      role: 'Guru SMK',
      content: 'Materinya runtut dan mudah diajarkan ulang ke siswa.',
      rating: 5,
    },
    {
      name: 'Rizky Maulana',
      role: 'Mahasiswa',
      content: 'Mentornya sabar dan responsif di forum diskusi.',
      rating: 4,
    },
  ],
  donations: [
    { name: 'Hamba Allah', amount: 500_000, message: 'Semoga bermanfaat', anonymous: true },
    {
      name: 'Budi Santoso',
      email: 'budi.santoso@contoh.example',
      amount: 250_000,
      message: 'Untuk beasiswa siswa',
      anonymous: false,
    },
    {
      name: 'PT Contoh Nusantara Digital',
      amount: 5_000_000,
      message: 'Dukungan program Liga SMK',
      anonymous: false,
    },
  ],
  user_disc: [],
}

/**
 * JSON-safe row: dates as ISO strings, int8 values as numbers. A seeded row says `sample: true`, as
 * every other seeded answer does (seed/catalogues.ts `SAMPLE`), so a page labels it; a row a visitor
 * wrote carries no flag.
 */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row))
    if (k === 'sample') {
      if (v === true) out[k] = true
    } else if (k !== 'tenant')
      out[k] = v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? Number(v) : v
  return out
}

async function insertRows(db: Pick<Db, 'query'>, table: string, rows: Record<string, unknown>[]) {
  const out: unknown[] = []
  for (const row of rows) {
    const keys = Object.keys(row)
    const res = await db.query(
      keys.length
        ? `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`
        : `INSERT INTO ${table} DEFAULT VALUES RETURNING *`,
      keys.map((k) => row[k]),
    )
    out.push(...res.rows)
  }
  return out
}

export const hostedDb: SandboxModule = {
  migrations: [migration()],

  async seed(db) {
    for (const [tenant, seed] of [
      ['demo', SEED],
      ['foundation', FOUNDATION_SEED],
    ] as const)
      for (const [table, rows] of Object.entries(seed)) {
        for (const [i, row] of rows.entries()) {
          const [r] = (await insertRows(db, table, [{ ...row, tenant, sample: true }])) as { id: number }[]
          await db.query(`UPDATE ${table} SET created_at = $2 WHERE id = $1`, [r!.id, daysBefore(40 - i * 3)])
        }
      }
  },

  register({ hosts, db }: SandboxContext) {
    hosts.db.get('/rest/v1/:table', async (c) => {
      const table = c.req.param('table')
      const cols = TABLES[table]
      if (!cols) return restError(c, `Tabel tidak ditemukan: ${table}`, 404, 'PGRST205')
      const all = ['id', ...Object.keys(cols), 'created_at']
      const q = c.req.query()
      // select
      const select = (q.select ?? '*')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      if (!select.length || select.some((s) => s !== '*' && !all.includes(s)))
        return restError(c, `select berisi kolom tidak dikenal: ${q.select}`)
      const selectSql = select.includes('*') ? all.join(', ') : select.join(', ')
      // order
      const orderSql: string[] = []
      if (q.order) {
        for (const part of q.order.split(',')) {
          const [col, dir = 'asc', nulls] = part.trim().split('.')
          if (
            !col ||
            !all.includes(col) ||
            (dir !== 'asc' && dir !== 'desc') ||
            (nulls && !/^nulls(first|last)$/.test(nulls))
          )
            return restError(c, `order tidak valid: ${part}`)
          orderSql.push(`${col} ${dir}${nulls ? ` ${nulls.replace('nulls', 'NULLS ')}` : ''}`)
        }
      }
      orderSql.push('id')
      // limit / offset
      const num = (v: string | undefined, max: number) =>
        v === undefined ? undefined : /^\d+$/.test(v) && Number(v) <= max ? Number(v) : null
      const limit = num(q.limit, 1000)
      const offset = num(q.offset, 1_000_000)
      if (limit === null || offset === null)
        return restError(c, 'limit/offset harus bilangan bulat non-negatif')
      // filters
      // Rows are the tenant's own: the hosted database gets no tenant header, its `Origin` names it.
      const params: unknown[] = [tenantOf(c)]
      const where: string[] = ['tenant = $1']
      for (const [key, value] of Object.entries(q)) {
        if (['select', 'order', 'limit', 'offset'].includes(key)) continue
        if (!all.includes(key)) return restError(c, `Kolom filter tidak dikenal: ${key}`)
        const m = /^(eq|neq|gt|gte|lt|lte)\.(.*)$/s.exec(value)
        if (!m) return restError(c, `Filter tidak valid: ${key}=${value}`)
        const type = key === 'id' ? 'int' : key === 'created_at' ? 'timestamptz' : SQL_TYPE[cols[key]!.type]
        if ((type === 'integer' || type === 'bigint' || type === 'int') && !/^-?\d+$/.test(m[2]!))
          return restError(c, `Nilai filter ${key} harus bilangan bulat`)
        if (type === 'boolean' && m[2] !== 'true' && m[2] !== 'false')
          return restError(c, `Nilai filter ${key} harus true atau false`)
        if (type === 'timestamptz' && Number.isNaN(Date.parse(m[2]!)))
          return restError(c, `Nilai filter ${key} harus waktu ISO`)
        params.push(m[2])
        where.push(`${key} ${OPS[m[1]!]} $${params.length}::${type}`)
      }
      const sql = `SELECT ${selectSql}, sample FROM ${table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${orderSql.join(', ')}${limit !== undefined ? ` LIMIT ${limit}` : ''}${offset !== undefined ? ` OFFSET ${offset}` : ''}`
      const res = await db.query<Record<string, unknown>>(sql, params)
      return c.json(res.rows.map(plain))
    })

    hosts.db.post('/rest/v1/:table', async (c) => {
      const table = c.req.param('table')
      if (!TABLES[table]) return restError(c, `Tabel tidak ditemukan: ${table}`, 404, 'PGRST205')
      const body: unknown = await c.req.json().catch(() => undefined)
      if (body === undefined) return restError(c, 'Body harus berupa JSON', 400, 'PGRST102')
      const inputs = Array.isArray(body) ? body : [body]
      if (inputs.length < 1 || inputs.length > 100) return restError(c, 'Kirim 1 sampai 100 baris')
      const rows: Record<string, unknown>[] = []
      for (const input of inputs) {
        const row = validateRow(table, input)
        if (typeof row === 'string') return restError(c, row, 400, '23502')
        rows.push(row)
      }
      const tenant = tenantOf(c)
      const inserted = (await db.transaction((tx) =>
        insertRows(
          tx,
          table,
          rows.map((row) => ({ ...row, tenant })),
        ),
      )) as Record<string, unknown>[]
      if (/return=minimal/.test(c.req.header('Prefer') ?? '')) return c.body(null, 201)
      return c.json(inserted.map(plain), 201)
    })
  },
}
