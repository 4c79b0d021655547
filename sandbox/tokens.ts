/** Access tokens the sandbox issues: guest tokens (token/generate) and client tokens (logins). */
import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { Db } from './db'

export const TOKENS_MIGRATION = `
CREATE TABLE IF NOT EXISTS access_tokens (
  token text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('guest', 'client')),
  subject text,
  role text,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE access_tokens ADD COLUMN IF NOT EXISTS tenant text;`

export interface TokenOwner {
  kind: 'guest' | 'client'
  subject: string | null
  role: string | null
  /** The site the token was issued for (sandbox/tenancy.ts); null: not bound to one. */
  tenant: string | null
}

export async function issueToken(
  db: Db,
  kind: TokenOwner['kind'],
  subject: string | null = null,
  role: string | null = null,
  tenant: string | null = null,
) {
  const token = randomBytes(24).toString('base64url')
  await db.query(
    'INSERT INTO access_tokens (token, kind, subject, role, tenant) VALUES ($1, $2, $3, $4, $5)',
    [token, kind, subject, role, tenant],
  )
  return token
}

/** The token in `Authorization`, with or without `Bearer`. */
export function presentedToken(c: Context): string | undefined {
  const header = c.req.header('Authorization')
  if (!header) return undefined
  return header.replace(/^Bearer\s+/i, '').trim() || undefined
}

export async function tokenOwner(db: Db, token: string | undefined): Promise<TokenOwner | null> {
  if (!token) return null
  const res = await db.query<TokenOwner>(
    'SELECT kind, subject, role, tenant FROM access_tokens WHERE token = $1',
    [token],
  )
  return res.rows[0] ?? null
}

/** A logged-in user (client token) or a 401/403 response. `role` narrows it further. */
export async function requireUser(
  c: Context,
  db: Db,
  role?: string | readonly string[],
): Promise<TokenOwner | Response> {
  const owner = await tokenOwner(db, presentedToken(c))
  if (!owner || owner.kind !== 'client')
    return c.json({ status: false, message: 'Silakan masuk terlebih dahulu' }, 401)
  const allowed = typeof role === 'string' ? [role] : role
  if (allowed && !allowed.includes(owner.role ?? ''))
    return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
  return owner
}
