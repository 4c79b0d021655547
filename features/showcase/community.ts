/**
 * The community tables of the hosted database (SPEC §7 `rest/v1/*`): the list parameters shared
 * by a page's `+data` and its hooks (same SWR key, so the build-time list is the hook's fallback),
 * the field limits (the tables' column limits) and the donation amount rule.
 */
import type { RestListParams } from '../../api/hostedDb'
import { formatRupiah } from '../../components/format'
import type { SubmitOutcome } from '../../components/useForm'
import type { Rule } from '../../components/validation'
import type { QueuedOutcome } from '../../shell/outbox/submit'
import { METAMORFOSA } from '../../content/metamorfosa'

export const TESTIMONY_LIST: RestListParams = { limit: 6 }
export const REVIEW_LIST: RestListParams = { eq: { book_title: METAMORFOSA.bookTitle }, limit: 10 }
export const ASPIRATION_LIST: RestListParams = { limit: 10 }
/** E-mail addresses are never read back; the total counts the newest 1000 donations. */
export const DONATION_LIST: RestListParams = {
  select: 'id,name,amount,message,anonymous,created_at',
  limit: 1000,
}
export const RECENT_DONORS = 5

/** Column limits of the tables (sandbox/routes/hostedDb.ts mirrors the hosted schema). */
export const LIMITS = { name: 100, role: 100, origin: 200, text: 2000, message: 500, email: 200 } as const

/** Ours (SPEC does not show one): small enough for anyone, large enough to cover transfer fees. */
export const MIN_DONATION = 10_000
export const MAX_DONATION = 1_000_000_000

/** "50.000", "50000" or "Rp 50.000" → 50000; null for anything else. */
export function parseAmount(text: string): number | null {
  const t = text
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/[.\s]/g, '')
  return /^\d+$/.test(t) ? Number(t) : null
}

export const amountRule: Rule = (value) => {
  const t = value.trim()
  if (!t) return null
  if (/^-/.test(t.replace(/^rp\.?\s*/i, ''))) return 'Nominal tidak boleh negatif.'
  const n = parseAmount(t)
  if (n === null) return 'Nominal harus berupa angka, contoh: 50000.'
  if (n < MIN_DONATION) return `Nominal minimal ${formatRupiah(MIN_DONATION)}.`
  if (n > MAX_DONATION) return `Nominal maksimal ${formatRupiah(MAX_DONATION)}.`
  return null
}

/**
 * A table write's outcome through the outbox (shell/outbox/useQueuedSubmit.ts) as the form's: the outbox's
 * own sentence when it was kept on the device, the success sentence, or why it failed.
 */
export function outcomeOf(result: QueuedOutcome, success: string, what: string): SubmitOutcome {
  if (result.queued) return result
  return result.status
    ? { status: true, message: success }
    : {
        status: false,
        message: `${what} belum terkirim: ${result.message} Isian Anda tetap tersimpan, silakan coba lagi.`,
      }
}

/** Optional text: trimmed, or left out of the row when empty. */
export const optional = (v: string): string | undefined => v.trim() || undefined

export const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} dari 5` }))
