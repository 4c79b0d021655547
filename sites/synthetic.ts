/**
 * Synthetic tenants for measuring scale (bench/scale-tenants.ts): `SYNTHETIC_TENANTS=360` adds 360
 * generated sites `t001`…`t360` to the registry, as a provider that onboards a white-label site per
 * school would. Bench-only on purpose: the real tenants stay hand-written in sites/registry.ts, and
 * without the variable nothing changes (`npm start` and the normal 40 are exactly as before).
 *
 * Each synthetic site clones one existing landing family (its menu, and the layout the sandbox's
 * settings give it, so its home is that family's landing), with a name, colours and host of its own:
 * fictional names ("Sekolah Contoh 001"), hosts under `example` and `localhost` only. The sandbox
 * is told which tenant it clones (scripts/sandboxSites.ts `siteLayouts`) and answers it with the
 * settings, a copy of the family's catalogue and the site's own title and colours.
 */
import { z } from 'zod'

/** Whole sites a bench may add: enough for 1,000 tenants with the 40. */
export const MAX_SYNTHETIC = 960

const count = z.coerce
  .number({ error: 'SYNTHETIC_TENANTS must be a whole number of sites' })
  .int('SYNTHETIC_TENANTS must be a whole number of sites')
  .min(0, 'SYNTHETIC_TENANTS cannot be negative')
  .max(MAX_SYNTHETIC, `SYNTHETIC_TENANTS is at most ${MAX_SYNTHETIC}`)

/** How many synthetic tenants the environment asks for (0 when unset); a clear error when malformed. */
export function syntheticCount(env: Record<string, string | undefined>): number {
  const raw = env.SYNTHETIC_TENANTS?.trim()
  if (!raw) return 0
  const parsed = count.safeParse(raw)
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]?.message} (got "${raw}")`)
  return parsed.data
}

/**
 * The families synthetic sites are cloned from, in turn: landing families with a catalogue of
 * their own in the sandbox (the patterns by their concrete site), so every clone has content.
 */
export const CLONED_FAMILIES = [
  'demo',
  'smkcoding',
  'foundation',
  'jongkreatif',
  'akselerasi',
  'alkamedia',
  'sekolahkopi',
  'aipintar',
  'belajarbersama',
  'bharabas',
  'ruangcipta',
  'alkademi',
] as const

const KINDS = ['Sekolah', 'Akademi', 'Kursus', 'Sanggar', 'Lembaga'] as const

export interface SyntheticTenant {
  key: string
  name: string
  /** The existing tenant whose family (menu, landing, catalogue) this site clones. */
  clonedFrom: (typeof CLONED_FAMILIES)[number]
  domain: string
  primary: string
  secondary: string
}

/** A hue-spread colour, dark enough that theme.ts finds accessible shades for it. */
function colour(hue: number, lightness: number): string {
  const s = 0.55
  const l = lightness
  const k = (n: number) => (n + hue / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  const hex = (n: number) =>
    Math.round(channel(n) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${hex(0)}${hex(8)}${hex(4)}`.toUpperCase()
}

export function syntheticTenants(n: number): SyntheticTenant[] {
  return Array.from({ length: n }, (_, i) => {
    const number = String(i + 1).padStart(3, '0')
    const key = `t${number}`
    // The golden angle spreads neighbouring sites' hues apart.
    const hue = Math.round((i * 137.508) % 360)
    return {
      key,
      name: `${KINDS[i % KINDS.length]} Contoh ${number}`,
      clonedFrom: CLONED_FAMILIES[i % CLONED_FAMILIES.length]!,
      domain: `${key}.sekolah.example`,
      primary: colour(hue, 0.38),
      secondary: colour((hue + 40) % 360, 0.45),
    }
  })
}
