/** Server-side check of the `AppToken` header: AES-256-CTR, 16-byte counter prefix, `<code>:<ms>`. */
import { createDecipheriv } from 'node:crypto'

export type AppTokenVerdict = { ok: true } | { ok: false; message: string }

export function verifyAppToken(
  token: string | undefined,
  keyHex: string,
  code: string,
  maxAgeMs: number,
  now = Date.now(),
): AppTokenVerdict {
  if (!token) return { ok: false, message: 'AppToken header is required' }
  let plain: string
  try {
    const bytes = Buffer.from(token, 'base64url')
    if (bytes.length <= 16) return { ok: false, message: 'AppToken is malformed' }
    const decipher = createDecipheriv('aes-256-ctr', Buffer.from(keyHex, 'hex'), bytes.subarray(0, 16))
    plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8')
  } catch {
    return { ok: false, message: 'AppToken is malformed' }
  }
  const match = /^(.+):(\d{10,16})$/.exec(plain)
  if (!match || match[1] !== code) return { ok: false, message: 'AppToken is malformed' }
  const age = now - Number(match[2])
  if (Math.abs(age) > maxAgeMs) return { ok: false, message: 'AppToken is stale' }
  return { ok: true }
}
