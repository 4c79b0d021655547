import type { Context } from 'hono'

/** Seeds store image paths under `/drive/...`; responses carry them as absolute URLs of this sandbox. */
export function absolute(c: Context, path: string): string {
  return path.startsWith('/') ? new URL(c.req.url).origin + path : path
}
