/**
 * `POST /__release/notice` on every tenant's own origin (api/releaseNotice.ts): the writers' desk's
 * change notice, forwarded to the release service (scripts/release/service.ts) with its secret.
 *
 * - The tenant is the one the `Host` names; the body only says which kind (and which post) changed.
 * - The sender must be a writer of this tenant: its bearer token is checked with the API's own
 *   writers' call (`v1/post/mine`), which refuses anyone else; a notice from anyone else is 401.
 * - Without `RELEASE_URL` and `RELEASE_SECRET` (no release service configured) the notice is
 *   answered 202 and dropped: the lists then change at the next full build, as before.
 */
import { isPostKind } from '../api/postKinds'
import { memoryTokenStore } from '../api/context'
import { apiContextFor, type SiteRuntime } from '../sites/runtime'

export interface ReleaseNoticeConfig {
  url: string | undefined
  secret: string | undefined
}

export const releaseNoticeConfig = (env: Record<string, string | undefined>): ReleaseNoticeConfig => ({
  url: env.RELEASE_URL,
  secret: env.RELEASE_SECRET,
})

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function forwardReleaseNotice(
  request: Request,
  site: SiteRuntime,
  config: ReleaseNoticeConfig,
): Promise<Response> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return json({ error: 'sign in as a writer' }, 401)
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
  const kind = body?.kind
  if (typeof kind !== 'string' || !isPostKind(kind)) return json({ error: 'unknown post kind' }, 400)
  const tokens = memoryTokenStore()
  tokens.setClientToken(token)
  // Loaded on the first notice: the fetchers are not on the renderer's hot path.
  const { listMyPosts } = await import('../api/fetchers/posts')
  const writer = await listMyPosts({ ...apiContextFor(site), tokens }, { kindSlug: kind, pageSize: 1 })
  if (!writer.status) return json({ error: 'sign in as a writer' }, 401)
  if (!config.url || !config.secret) return json({ forwarded: false }, 202)
  const notice = {
    tenant: site.tenant.key,
    kind,
    ...(typeof body?.slug === 'string' ? { slug: body.slug } : {}),
    ...(typeof body?.id === 'number' ? { id: body.id } : {}),
    ...(typeof body?.action === 'string' ? { action: body.action } : {}),
  }
  try {
    const answer = await fetch(new URL('/notices', config.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.secret}` },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(3000),
    })
    return json({ forwarded: answer.ok }, answer.ok ? 202 : 502)
  } catch {
    return json({ forwarded: false }, 502)
  }
}
