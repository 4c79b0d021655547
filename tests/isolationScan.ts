/**
 * What of other tenants a tenant's built site holds: other organisations' catalogue items (titles
 * from the sandbox's seed), other tenants' names and their domains, in every pre-rendered page, page
 * JSON, sitemap and feed of `dist/<key>/` (the JavaScript bundles are scanned by their own test).
 * Used by tests/integration/tenant-isolation-build.test.ts and `npm run bench:isolation`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CATALOGUES, catalogueFor } from '../sandbox/seed/catalogues'
import { TENANTS, getTenant } from '../sites/registry'

export interface Leak {
  file: string
  kind: 'item' | 'name' | 'domain'
  text: string
}

/**
 * Tenant names that are also ordinary words or SPEC pages every site has (the festival page
 * `/BelajarBersama`, the `/Aksara` and `/Pesilat` routes, "segera hadir"): not evidence of a leak.
 */
const COMMON_WORDS = new Set([
  'Belajar Bersama',
  'Aksara',
  'Pesilat',
  'Segera Hadir',
  'Akselerasi',
  'Komodo',
  'Jambore',
])

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const word = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'u')

const titles = (c: (typeof CATALOGUES)[number]) => [
  ...c.classes.map((k) => k.name),
  ...c.courses.map((k) => k.title),
  ...c.programs.map((k) => k.name),
  ...c.posts.map((k) => k.title),
  ...c.gallery.map((k) => k.title),
  ...c.webinars.map((k) => k.title),
]

/**
 * Item titles of every catalogue but the tenant's own: long enough to be that item's alone, and not
 * part of one of the tenant's own titles ("Pemasaran Digital" is in "Pemasaran Digital untuk UMKM").
 */
export function foreignItems(tenant: string): string[] {
  const own = catalogueFor(tenant)
  const mine = titles(own)
  return CATALOGUES.filter((c) => c !== own)
    .flatMap(titles)
    .filter((t) => t.length >= 12 && !mine.some((m) => m.includes(t)))
}

/** Names and production domains of the tenants that are not the same organisation as `tenant`. */
export function foreignNamesAndDomains(tenant: string): { names: string[]; domains: string[] } {
  const self = getTenant(tenant)
  const own = catalogueFor(tenant)
  const mine = [self?.name ?? '', own.org]
  const others = TENANTS.filter((t) => !own.tenants.includes(t.key) && t.key !== tenant)
  const names = [...new Set(others.map((t) => t.name))].filter(
    (n) => !COMMON_WORDS.has(n) && !mine.some((m) => m.includes(n) || n.includes(m)),
  )
  const ownDomains = new Set(
    TENANTS.filter((t) => own.tenants.includes(t.key) || t.key === tenant).flatMap((t) => t.domains),
  )
  const domains = [...new Set(others.flatMap((t) => t.domains))].filter(
    (d) => !d.endsWith('.localhost') && !ownDomains.has(d),
  )
  return { names, domains }
}

/** The files of a site root that carry content: pages, page JSON, sitemaps, feeds, robots.txt. */
export function contentFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full)
      } else if (/\.(html|json|xml)$/.test(entry.name) || entry.name === 'robots.txt') out.push(full)
    }
  }
  walk(root)
  return out
}

/** Every leak in `dist/<tenant>/`. */
export function scanTenant(distDir: string, tenant: string): Leak[] {
  const root = path.join(distDir, tenant)
  const items = foreignItems(tenant)
  const { names, domains } = foreignNamesAndDomains(tenant)
  const nameRes = names.map((n) => [n, word(n)] as const)
  const domainRes = domains.map((d) => [d, new RegExp(`(?<![\\w.-])${escape(d)}(?![\\w-])`, 'i')] as const)
  const leaks: Leak[] = []
  for (const full of contentFiles(root)) {
    const text = fs.readFileSync(full, 'utf8')
    const file = path.relative(root, full)
    for (const item of items) if (text.includes(item)) leaks.push({ file, kind: 'item', text: item })
    for (const [n, re] of nameRes) if (re.test(text)) leaks.push({ file, kind: 'name', text: n })
    for (const [d, re] of domainRes) if (re.test(text)) leaks.push({ file, kind: 'domain', text: d })
  }
  return leaks
}
