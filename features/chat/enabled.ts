/**
 * Which sites open the AI assistant. SPEC §3's settings show no flag for it, so ours:
 * every `ai{product}` layout has it (the assistant is that product), and any other tenant whose
 * settings carry `aiAssistant: true` (a CMS field of ours; the settings schema passes unknown
 * fields through) may link to `/Chat` and use it. Everyone else gets a short "not available" note.
 */
import { landingFor } from '../../sites/layouts'

export function chatEnabled(
  tenantKey: string,
  settings: { layout?: string | null; aiAssistant?: unknown } | null | undefined,
): boolean {
  if (settings?.aiAssistant === true) return true
  return landingFor(settings?.layout ?? tenantKey).family === 'ai'
}
