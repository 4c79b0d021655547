/**
 * The e2e run's release service (playwright.config.ts `E2E_RELEASE_PORT`): a test that changes posts
 * behind the desk's back (straight through the API, as a CMS would) tells it, as a CMS would, and
 * waits until the tenant's pages show the change, so no other spec reads a list the test left stale.
 */
import { E2E_RELEASE_PORT, E2E_RELEASE_SECRET } from '../../playwright.config'
import { POST_KINDS } from '../../api/postKinds'
import { expect } from './fixtures'

export const RELEASE = `http://127.0.0.1:${E2E_RELEASE_PORT}`

interface TenantStatus {
  tenant: string
  queued: { kinds: string[] }
  running: unknown
  lastError: { message: string } | null
}

export async function releaseStatus(tenant: string): Promise<TenantStatus | undefined> {
  const { tenants } = (await (await fetch(`${RELEASE}/status`)).json()) as { tenants: TenantStatus[] }
  return tenants.find((t) => t.tenant === tenant)
}

/** Notices for `kinds` of `tenant`, then waits until its rebuild is done. */
export async function releaseSettled(tenant: string, kinds: readonly string[] = POST_KINDS): Promise<void> {
  for (const kind of kinds) {
    const answer = await fetch(`${RELEASE}/notices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_RELEASE_SECRET}` },
      body: JSON.stringify({ tenant, kind, action: 'delete' }),
    })
    expect(answer.status).toBe(202)
  }
  await expect
    .poll(
      async () => {
        const status = await releaseStatus(tenant)
        return !status || (status.queued.kinds.length === 0 && !status.running)
      },
      { timeout: 60_000 },
    )
    .toBe(true)
}
