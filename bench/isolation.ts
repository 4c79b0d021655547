/**
 * Does any tenant's build hold what belongs to another organisation, and how big is each catalogue?
 *
 * `npm run bench:isolation`: per tenant of `dist/` (build first: `npm run build`), its catalogue
 * (the sandbox organisation and the tenants sharing it), how many catalogue items it has (classes,
 * courses, programs, posts), its sitemap's URL count, and what of other tenants its pages, page
 * JSON, sitemap and feeds hold (testkit/tenantScan.ts; 0 everywhere when isolated).
 */
import fs from 'node:fs'
import path from 'node:path'
import { catalogueFor } from '../sandbox/seed/catalogues'
import { TENANTS } from '../sites/registry'
import { scanTenant } from '../testkit/tenantScan'

const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
const rows = TENANTS.map(({ key }) => {
  const cat = catalogueFor(key)
  const items = cat.classes.length + cat.courses.length + cat.programs.length + cat.posts.length
  const root = path.join(dist, key)
  const sitemaps = fs.existsSync(root)
    ? fs.readdirSync(root).filter((f) => /^sitemap(-\d+)?\.xml$/.test(f))
    : []
  const urls = sitemaps.reduce(
    (n, f) => n + (fs.readFileSync(path.join(root, f), 'utf8').match(/<loc>/g)?.length ?? 0),
    0,
  )
  const leaks = fs.existsSync(root) ? scanTenant(dist, key, 'content') : []
  const count = (kind: string) => leaks.filter((l) => l.kind === kind).length
  return {
    tenant: key,
    catalogue: cat.key,
    shared: cat.tenants.filter((t) => t !== key).join(',') || '-',
    items,
    sitemapUrls: fs.existsSync(root) ? urls : 'not built',
    foreignItems: count('item'),
    foreignNames: count('name'),
    foreignDomains: count('domain'),
  }
})
console.table(rows)
const leaking = rows.filter((r) => r.foreignItems + r.foreignNames + r.foreignDomains > 0)
console.log(`${rows.length} tenants, ${leaking.length} with another tenant's items, names or domains`)
process.exitCode = leaking.length ? 1 : 0
