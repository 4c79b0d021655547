/**
 * The writers' desk tells the release service that posts of a kind changed (published, edited,
 * unpublished, deleted), so the pre-rendered lists, the home, the feeds, the sitemap and site
 * search show the change within seconds (README "From Terbitkan to the CDN").
 *
 * Sent to the site's own origin, not to the release service: the renderer checks the writer's
 * token with the API and adds the release secret (renderer/releaseNotice.ts), so no secret ships in
 * a bundle, and the tenant is the one the address names, never one the body names. Fire and
 * forget: the post is saved either way, and a notice lost on the way is made good by the next one
 * or by the next full build. Nothing throws.
 */
import { tokensOf, type ApiContext } from './context'
import type { PostKind } from './postKinds'

export const RELEASE_NOTICE_PATH = '/__release/notice'

export interface ReleaseNoticeBody {
  kind: PostKind
  slug?: string
  id?: number
  action: 'publish' | 'edit' | 'unpublish' | 'delete'
}

export async function sendReleaseNotice(ctx: ApiContext, body: ReleaseNoticeBody): Promise<boolean> {
  const token = ctx.tokens && tokensOf(ctx.tokens).client
  if (!token) return false
  try {
    const answer = await (ctx.fetch ?? fetch)(RELEASE_NOTICE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      // Still sent when the writer leaves the page right after pressing Terbitkan.
      keepalive: true,
    })
    return answer.ok
  } catch {
    return false
  }
}
