/**
 * Sandbox user accounts, shared by the login calls of the services, auth and AI-chat hosts.
 * Passwords are stored as scrypt hashes. Seeded logins (documented in api/README.md):
 * `siswa@alkademi.id`, `mentor@alkademi.id`, `admin@alkademi.id`, and the sample writer and editor
 * `penulis@alkademi.id` and `editor@alkademi.id` (the writers' desk), all with `rahasia123`.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Db } from './db'

export const USERS_MIGRATION = `
CREATE TABLE IF NOT EXISTS users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  phone text,
  role text NOT NULL DEFAULT 'student',
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`

export const SEED_PASSWORD = 'rahasia123'

export const SEED_USERS = [
  { email: 'siswa@alkademi.id', name: 'Rina Wulandari', phone: '081234567801', role: 'student' },
  { email: 'mentor@alkademi.id', name: 'Bayu Pratama', phone: '081234567802', role: 'mentor' },
  { email: 'admin@alkademi.id', name: 'Dewi Lestari', phone: '081234567803', role: 'admin' },
  { email: 'superadmin@alkademi.id', name: 'Sampel Superadmin', phone: '081234567806', role: 'superadmin' },
  // Sample accounts for the writers' desk (/Welcome/Redaksi): a writer and an editor.
  { email: 'penulis@alkademi.id', name: 'Sampel Penulis', phone: '081234567804', role: 'writer' },
  { email: 'editor@alkademi.id', name: 'Sampel Editor', phone: '081234567805', role: 'editor' },
] as const

export interface PublicUser {
  id: number
  email: string
  name: string
  phone: string | null
  role: string
  createdAt: string
}

/** scrypt cost: low, because this is a local stand-in and tests create many accounts. Stored in the hash. */
const SCRYPT_N = 1024

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${SCRYPT_N}:${salt}:${scryptSync(password, salt, 32, { N: SCRYPT_N }).toString('hex')}`
}

function passwordMatches(password: string, stored: string): boolean {
  const [n, salt, hash] = stored.split(':')
  if (!n || !salt || !hash) return false
  const given = scryptSync(password, salt, 32, { N: Number(n) })
  return timingSafeEqual(given, Buffer.from(hash, 'hex'))
}

const PUBLIC_COLUMNS = `id, email, name, phone, role, created_at::text AS "createdAt"`

export async function seedUsers(db: Db): Promise<void> {
  for (const [i, u] of SEED_USERS.entries()) {
    await db.query(
      `INSERT INTO users (email, name, phone, role, password_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO NOTHING`,
      [u.email, u.name, u.phone, u.role, hashPassword(SEED_PASSWORD, `seed-salt-${i}`)],
    )
  }
}

export async function findUser(db: Db, email: string): Promise<PublicUser | null> {
  const res = await db.query<PublicUser>(`SELECT ${PUBLIC_COLUMNS} FROM users WHERE email = $1`, [email])
  return res.rows[0] ?? null
}

/** The user for an email and password, or null. */
export async function verifyLogin(db: Db, email: string, password: string): Promise<PublicUser | null> {
  const res = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = $1`, [
    email.toLowerCase(),
  ])
  const row = res.rows[0]
  if (!row || !passwordMatches(password, row.password_hash)) return null
  return findUser(db, email.toLowerCase())
}

/** Inserts a user; null when the email is taken. Works inside a transaction (`db` may be a tx). */
export async function createUser(
  db: Pick<Db, 'query'>,
  u: { email: string; name: string; password: string; phone?: string | null; role?: string },
): Promise<PublicUser | null> {
  const res = await db.query<PublicUser>(
    `INSERT INTO users (email, name, phone, role, password_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING ${PUBLIC_COLUMNS}`,
    [u.email.toLowerCase(), u.name, u.phone ?? null, u.role ?? 'student', hashPassword(u.password)],
  )
  return res.rows[0] ?? null
}
