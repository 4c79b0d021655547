import type { SubmissionDraft } from '../../api/submissions'
import type { LandingHero } from '../registry'

export interface LandingProps {
  tenantKey: string
  siteName: string
  tagline: string
  /** The product of a pattern key (`belajarbersama` → `bersama`), else null. */
  product: string | null
  /** The tenant's configured contact address (sites/registry.ts), else null. */
  contactEmail: string | null
  /** The tenant's configured hero words (sites/registry.ts `hero`), for a landing that takes them. */
  hero?: LandingHero | null
  /** The outbox's submit (see `QueuedSubmit`); absent where no form is sent (unit renders). */
  queuedSubmit?: QueuedSubmit
}

/**
 * Sends a form through the page shell's outbox (shell/outbox/useQueuedSubmit.ts):
 * now, or kept on the device with an idempotency key when offline. Passed in as a prop because
 * sites/ may not import the shell; only the coming-soon landing uses it.
 */
export type QueuedSubmit = (
  draft: SubmissionDraft<'requestDemo'>,
) => Promise<{ status: boolean; message: string; queued?: boolean }>
