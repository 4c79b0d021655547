/**
 * The purge list of a build, one file per tenant and build: `dist/purge/<key>/<buildId>.txt`, the
 * absolute URLs a CDN must invalidate for the tenant (one a line, on each of its production domains),
 * from the build report's `purge` (scripts/release/report.ts). Left out: hashed assets (a new file
 * has a new name; an old one never changes) and the `.br`/`.gz` siblings (a CDN holds those under
 * the file's own URL, varied by `Accept-Encoding`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { getTenant } from '../sites/registry'

export const PURGE_DIR = 'purge'
/** Purge lists kept per tenant, newest first. */
const KEEP = 20

export function purgeList(key: string, purge: readonly string[]): string[] {
  const domains = (getTenant(key)?.domains ?? []).filter((d) => !d.endsWith('.localhost'))
  const paths = purge.filter((p) => !p.startsWith('/assets/') && !/\.(br|gz)$/.test(p))
  return domains.flatMap((domain) => paths.map((p) => `https://${domain}${encodeURI(p)}`))
}

/** Writes the tenant's list for this build; returns its path, null when there is nothing to purge. */
export function writePurgeList(
  distDir: string,
  tenant: { key: string; status: string; buildId: string | null; purge: readonly string[] },
): string | null {
  if (tenant.status !== 'ok' || !tenant.buildId) return null
  const urls = purgeList(tenant.key, tenant.purge)
  if (urls.length === 0) return null
  const dir = path.join(distDir, PURGE_DIR, tenant.key)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${tenant.buildId}.txt`)
  fs.writeFileSync(file, `${urls.join('\n')}\n`)
  const older = fs
    .readdirSync(dir)
    .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(KEEP)
  for (const { name } of older) fs.rmSync(path.join(dir, name), { force: true })
  return file
}

/** A purge list as written above: its URLs. */
export function readPurgeList(file: string): string[] {
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
}
