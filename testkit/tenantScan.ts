/**
 * What of other organisations a tenant's built site holds, in `dist/<key>/`: their catalogue items
 * (titles from the sandbox's seed), their sites' display names and their domains. One scan for
 * every reader: the scripts (tests/e2e/isolation.spec.ts), the pages, page JSON, sitemaps and feeds
 * (tests/integration/tenant-isolation-build.test.ts), and the reports (bench/isolation.ts,
 * bench/tenants.ts). The previous build's retained assets are left out: they are that
 * build's, pruned after a day.
 *
 * Sites of one organisation (sites/registry.ts `organisationOf`: a staging or development key, a second
 * brand) share its catalogue and may name each other. A name does not count either when it is part
 * of the tenant's own or its organisation's ("Alkademi" on "Alkademi Foundation"), or when it is a
 * word every site carries: SPEC §2's route names (`/Aksara`, `/Pesilat`, `/BelajarBersama` answer on
 * every tenant) and ordinary Indonesian words some sites are named after.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CATALOGUES, catalogueFor } from '../sandbox/seed/catalogues'
import { TENANTS, organisationOf } from '../sites/registry'
import { ROUTES } from '../sites/routes'

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')
const ROUTE_WORDS = new Set(
  Object.values(ROUTES).flatMap((r) =>
    r.pattern
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .map(squash),
  ),
)
/** Site names that are ordinary words in the sites' language ("segera hadir": coming soon). */
const ORDINARY_WORDS = new Set(['Segera Hadir', 'Akselerasi', 'Komodo', 'Jambore'])

export type LeakKind = 'item' | 'name' | 'domain'

export interface Marker {
  kind: LeakKind
  text: string
  /** Whether a file's text holds it. */
  in: (text: string) => boolean
}

export interface Leak {
  /** Relative to the tenant's site root. */
  file: string
  kind: LeakKind
  text: string
}

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

export { organisationOf }

/**
 * What of other organisations must not appear in `key`'s files. Item titles count when long enough
 * to be that item's alone and not part of one of the tenant's own ("Pemasaran Digital" is in
 * "Pemasaran Digital untuk UMKM").
 */
export function foreignMarkers(key: string): Marker[] {
  const mine = new Set(organisationOf(key))
  const own = catalogueFor(key)
  const ownTitles = titles(own)
  const ownNames = TENANTS.filter((t) => mine.has(t.key)).map((t) => t.name)
  ownNames.push(own.org)
  const others = TENANTS.filter((t) => !mine.has(t.key))
  const ownDomains = new Set(TENANTS.filter((t) => mine.has(t.key)).flatMap((t) => t.domains))

  const names = [...new Set(others.map((t) => t.name))].filter(
    (n) =>
      !ORDINARY_WORDS.has(n) &&
      !ROUTE_WORDS.has(squash(n)) &&
      !ownNames.some((m) => m.includes(n) || n.includes(m)),
  )
  const domains = [...new Set(others.flatMap((t) => t.domains))].filter((d) => !ownDomains.has(d))
  const items = [
    ...new Set(
      CATALOGUES.filter((c) => c !== own)
        .flatMap(titles)
        .filter((t) => t.length >= 12 && !ownTitles.some((m) => m.includes(t))),
    ),
  ]
  const matching = (kind: LeakKind, text: string, re: RegExp): Marker => ({
    kind,
    text,
    in: (t) => re.test(t),
  })
  return [
    ...items.map((text): Marker => ({ kind: 'item', text, in: (t) => t.includes(text) })),
    ...names.map((text) => matching('name', text, word(text))),
    ...domains.map((text) =>
      matching('domain', text, new RegExp(`(?<![\\w.-])${escape(text)}(?![\\w-])`, 'i')),
    ),
  ]
}

/** What a scan reads: the scripts, or what carries content (pages, page JSON, sitemaps, feeds, robots.txt). */
export type FileSet = 'scripts' | 'content'

const inSet = (set: FileSet, name: string, underAssets: boolean) =>
  set === 'scripts'
    ? name.endsWith('.js')
    : !underAssets && (/\.(html|json|xml)$/.test(name) || name === 'robots.txt')

/** The tenant's current files of `set` under `dist/<key>/`. */
export function tenantFiles(dist: string, key: string, set: FileSet): string[] {
  const root = path.join(dist, key)
  const assets = path.join(root, 'assets')
  let retained: Record<string, unknown> = {}
  try {
    retained = JSON.parse(fs.readFileSync(path.join(assets, '.retained.json'), 'utf8')) as Record<
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
      const underAssets = !path.relative(assets, file).startsWith('..')
      if (entry.isDirectory()) walk(file)
      else if (inSet(set, entry.name, underAssets) && !(path.relative(assets, file) in retained))
        out.push(file)
    }
  }
  walk(root)
  return out
}

/** Every other organisation's item, name or domain in the tenant's files of `set`. */
export function scanTenant(dist: string, key: string, set: FileSet): Leak[] {
  const markers = foreignMarkers(key)
  const root = path.join(dist, key)
  const leaks: Leak[] = []
  for (const full of tenantFiles(dist, key, set)) {
    const text = fs.readFileSync(full, 'utf8')
    const file = path.relative(root, full)
    for (const m of markers) if (m.in(text)) leaks.push({ file, kind: m.kind, text: m.text })
  }
  return leaks
}
