/**
 * The app token (SPEC §4, §7): a code and a timestamp encrypted with AES-256-CTR, made afresh before
 * every call and sent as the `AppToken` header.
 *
 * Format (the spec leaves it open): base64url( 16-byte counter ‖ AES-256-CTR(`<code>:<unix ms>`) ).
 * The key ships in the browser bundle by the nature of the scheme: it proves a request came from a
 * recent copy of the app, it is not a secret. The server rejects tokens older than its window.
 */

/** How old an app token may be before the server rejects it as stale. */
export const APP_TOKEN_MAX_AGE_MS = 5 * 60 * 1000

export interface AppTokenConfig {
  code: string
  /** 32 bytes as 64 hex digits. */
  keyHex: string
}

const keyCache = new Map<string, Promise<CryptoKey>>()

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('App token key must be 64 hex digits (AES-256)')
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

function importKey(keyHex: string): Promise<CryptoKey> {
  let key = keyCache.get(keyHex)
  if (!key) {
    key = crypto.subtle.importKey('raw', hexToBytes(keyHex), { name: 'AES-CTR' }, false, [
      'encrypt',
      'decrypt',
    ])
    keyCache.set(keyHex, key)
  }
  return key
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const binary = atob(b64)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

export async function makeAppToken(config: AppTokenConfig, now = Date.now()): Promise<string> {
  const key = await importKey(config.keyHex)
  const counter = crypto.getRandomValues(new Uint8Array(16))
  const plain = new TextEncoder().encode(`${config.code}:${now}`)
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CTR', counter, length: 128 }, key, plain),
  )
  const token = new Uint8Array(16 + cipher.length)
  token.set(counter, 0)
  token.set(cipher, 16)
  return toBase64Url(token)
}

/** The inverse, for tests and for servers written in JS: `{ code, timestamp }` or null when unreadable. */
export async function readAppToken(
  keyHex: string,
  token: string,
): Promise<{ code: string; timestamp: number } | null> {
  try {
    const bytes = fromBase64Url(token)
    if (bytes.length <= 16) return null
    const key = await importKey(keyHex)
    const counter = bytes.slice(0, 16)
    const plain = await crypto.subtle.decrypt({ name: 'AES-CTR', counter, length: 128 }, key, bytes.slice(16))
    const match = /^(.+):(\d{10,16})$/.exec(new TextDecoder().decode(plain))
    if (!match?.[1] || !match[2]) return null
    return { code: match[1], timestamp: Number(match[2]) }
  } catch {
    return null
  }
}
