/**
 * What of another tenant a tenant's built files carry: other tenants' display names and domains,
 * found in `dist/<key>/` (the previous build's retained assets excepted: they are that build's,
 * pruned after a day). Shared by tests/e2e/isolation.spec.ts and bench/tenant-report.ts.
 *
 * A name does not count when it is the tenant's own (or part of it: "Alkademi" on "Alkademi
 * Foundation"), or when it is SPEC §2's vocabulary that every site carries: a page of every
 * tenant is `/Aksara`, `/Pesilat` or `/BelajarBersama`, so those words are route names there.
 */
import fs from 'node:fs'
import path from 'node:path'
import { TENANTS, getTenant } from '../sites/registry'
import { ROUTES } from '../sites/routes'

const ROUTE_WORDS = new Set(
  Object.values(ROUTES).flatMap((r) =>
    r.pattern
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')),
  ),
)
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

export interface Marker {
  /** The other tenant it belongs to. */
  tenant: string
  text: string
  pattern: RegExp
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The names and domains of every other tenant that must not appear in `key`'s files. */
export function otherTenantMarkers(key: string): Marker[] {
  const own = getTenant(key)
  if (!own) throw new Error(`unknown tenant ${key}`)
  const markers: Marker[] = []
  for (const other of TENANTS) {
    if (other.key === key) continue
    if (other.name !== own.name && !own.name.includes(other.name) && !ROUTE_WORDS.has(squash(other.name)))
      markers.push({
        tenant: other.key,
        text: other.name,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(other.name)}(?![\\p{L}\\p{N}])`, 'u'),
      })
    for (const domain of other.domains) {
      if (own.domains.includes(domain)) continue
      markers.push({
        tenant: other.key,
        text: domain,
        pattern: new RegExp(`(?<![\\w.-])${escape(domain)}(?![\\w-])`),
      })
    }
  }
  return markers
}

/** The tenant's current files under `dist/<key>/` with these extensions (retained assets left out). */
export function tenantFiles(dist: string, key: string, extensions: readonly string[]): string[] {
  const root = path.join(dist, key)
  let retained: Record<string, unknown> = {}
  try {
    retained = JSON.parse(fs.readFileSync(path.join(root, 'assets', '.retained.json'), 'utf8')) as Record<
      string,
      unknown
    >
  } catch {
    // no previous build kept
  }
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (extensions.some((ext) => entry.name.endsWith(ext))) {
        const underAssets = path.relative(path.join(root, 'assets'), file)
        if (!(underAssets in retained)) out.push(file)
      }
    }
  }
  walk(root)
  return out
}

export interface Finding {
  file: string
  marker: string
  tenant: string
}

/** Every other tenant's name or domain found in the tenant's files of these extensions. */
export function findOtherTenants(dist: string, key: string, extensions: readonly string[]): Finding[] {
  const markers = otherTenantMarkers(key)
  const found: Finding[] = []
  for (const file of tenantFiles(dist, key, extensions)) {
    const text = fs.readFileSync(file, 'utf8')
    for (const m of markers)
      if (m.pattern.test(text))
        found.push({ file: path.relative(dist, file), marker: m.text, tenant: m.tenant })
  }
  return found
}
