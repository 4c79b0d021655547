/**
 * Partner and client logos of the audience pages (/Campus, /Clients, /Collaboration, /Corporates,
 * /Government, /Network).
 *
 * Where they come from: SPEC §3 has no partner, client or logo field in the site settings and no
 * call that lists partners (a portfolio entry's `clientName` is a name only), so there is no real
 * source. These are therefore SAMPLE entries, shown under the label `SAMPLE_NOTE`, content/sample.ts
 * ("Data contoh"): fictional names (each says "Contoh" or "Sampel") with wordmark logos generated
 * here as SVG, no real organisation's name or mark. When the real partners are known, replace the
 * entries (a `logo` may then be a drive-host path of an uploaded logo); nothing else changes.
 */
import type { AudienceKey } from './audiences'

export type PartnerKind = 'campus' | 'corporate' | 'government' | 'community'

export interface Partner {
  name: string
  kind: PartnerKind
  /** An image URL; here a generated SVG wordmark (data: URL). */
  logo: string
}

/** Dark enough on white for the wordmark's text (contrast ≥ 4.5:1). */
const INKS = ['#1d4ed8', '#047857', '#b45309', '#be123c', '#6d28d9', '#0e7490', '#334155']

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A 240×80 wordmark: a coloured badge with the initials, then the name fitted to the space left. */
export function wordmarkLogo(name: string, ink: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w) && !['PT', 'Contoh', 'Sampel'].includes(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  const words = name.split(' ')
  const half = Math.ceil(words.length / 2)
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name]
  const text = lines
    .map(
      (line, i) =>
        `<text x="74" y="${lines.length === 1 ? 47 : 36 + i * 20}" font-family="sans-serif" font-size="16" font-weight="700" fill="${ink}" textLength="${Math.min(156, line.length * 9)}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="10" fill="#fff"/><rect x="12" y="14" width="52" height="52" rx="12" fill="${ink}"/><text x="38" y="48" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(initials)}</text>${text}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const SAMPLE: readonly [string, PartnerKind][] = [
  ['Universitas Contoh Nusantara', 'campus'],
  ['Politeknik Sampel Mandiri', 'campus'],
  ['Institut Contoh Teknologi Raya', 'campus'],
  ['PT Contoh Digital Sejahtera', 'corporate'],
  ['PT Sampel Logistik Andalan', 'corporate'],
  ['Bank Contoh Bersama', 'corporate'],
  ['Pemerintah Kota Contoh', 'government'],
  ['Dinas Sampel Ketenagakerjaan', 'government'],
  ['Pemerintah Kabupaten Sampel', 'government'],
  ['Komunitas Kode Contoh', 'community'],
  ['Yayasan Sampel Cerdas', 'community'],
  ['Forum Contoh Developer', 'community'],
]

export const PARTNERS: readonly Partner[] = SAMPLE.map(([name, kind], i) => ({
  name,
  kind,
  logo: wordmarkLogo(name, INKS[i % INKS.length]!),
}))

/** Which partners each audience page shows (/Training-Services, the main site's, shows none). */
export const PARTNER_KINDS_OF: Record<Exclude<AudienceKey, 'training'>, readonly PartnerKind[]> = {
  campus: ['campus'],
  clients: ['corporate', 'government'],
  collaboration: ['community', 'campus'],
  corporates: ['corporate'],
  government: ['government'],
  network: ['campus', 'corporate', 'government', 'community'],
}

export function partnersFor(audience: AudienceKey): readonly Partner[] {
  if (audience === 'training') return []
  const kinds = PARTNER_KINDS_OF[audience]
  return PARTNERS.filter((p) => kinds.includes(p.kind))
}
