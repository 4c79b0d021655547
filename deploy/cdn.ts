/**
 * The CDN as part of the release: where it is, how a build purges a tenant's purge list there, and
 * how a changed VCL reaches a running Varnish without dropping a connection.
 *
 * Settings (env first, else what `npm run start:edge` saved in `dist/edge/cdn.json`, so a later
 * one-tenant build purges the CDN it started):
 * - `CDN_PURGE_URL`: the CDN's address for purges (`http://127.0.0.1:3000`); none: no purge, the
 *   report says so and the list stays for an operator.
 * - `CDN_PURGE_SECRET`: sent as `X-Purge-Secret`; varnishd checks it when its own environment has it.
 * - `CDN_PURGE_ACL`: addresses (IPs or CIDR ranges, comma-separated) allowed to purge; localhost.
 * - `VARNISH_WORKDIR`: the running Varnish's `-n` folder; a build that changed the VCL loads it there
 *   (`varnishadm vcl.load` + `vcl.use`: new requests take it, those in flight finish on the old).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { EDGE_DIR } from './nginx'
import { PURGE_SECRET_HEADER } from './varnish'

/** Debian installs it under /usr/sbin, which an unprivileged user's PATH may lack. */
export const VARNISHD = fs.existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd'
const SETTINGS_FILE = 'cdn.json'
const DEFAULT_ACL = ['127.0.0.1', '::1']
/** Purges in flight at once: a list of a few hundred URLs takes well under a second. */
const PARALLEL = 8

export interface CdnSettings {
  purgeUrl: string | null
  secret: string | null
  acl: string[]
  varnishWorkdir: string | null
}

/** What the CDN answered to one tenant's purge; written into the release report. */
export interface PurgeOutcome {
  tenant: string
  cdn: string | null
  /** URLs purged (answered 200). */
  purged: number
  /** Count of answers by status (`"error"` when no answer came). */
  answers: Record<string, number>
  /** The URLs not purged, with the CDN's answer. */
  failed: { url: string; answer: string }[]
}

export function cdnSettings(distDir: string, env: NodeJS.ProcessEnv): CdnSettings {
  let saved: { purgeUrl?: string; acl?: string[]; varnishWorkdir?: string } = {}
  try {
    saved = JSON.parse(fs.readFileSync(path.join(distDir, EDGE_DIR, SETTINGS_FILE), 'utf8')) as typeof saved
  } catch {
    // none saved
  }
  const list = (v: string | undefined) =>
    v
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  return {
    purgeUrl: env.CDN_PURGE_URL || saved.purgeUrl || null,
    secret: env.CDN_PURGE_SECRET || null,
    acl: list(env.CDN_PURGE_ACL) ?? saved.acl ?? DEFAULT_ACL,
    varnishWorkdir: env.VARNISH_WORKDIR || saved.varnishWorkdir || null,
  }
}

/** Kept for later builds; never the secret. */
export function saveCdnSettings(distDir: string, settings: Omit<CdnSettings, 'secret'>): void {
  const file = path.join(distDir, EDGE_DIR, SETTINGS_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const { purgeUrl, acl, varnishWorkdir } = settings
  fs.writeFileSync(file, `${JSON.stringify({ purgeUrl, acl, varnishWorkdir }, null, 2)}\n`)
}

function purgeOne(cdn: URL, url: string, secret: string | null): Promise<string> {
  const target = new URL(url)
  return new Promise((resolve) => {
    const req = request(
      {
        host: cdn.hostname,
        port: cdn.port || 80,
        method: 'PURGE',
        path: target.pathname + target.search,
        headers: { host: target.host, ...(secret ? { [PURGE_SECRET_HEADER]: secret } : {}) },
        timeout: 5000,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(String(res.statusCode)))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve('error'))
    req.end()
  })
}

/**
 * The one purge step of a release: every URL of the tenant's purge list (deploy/purge.ts), and
 * nothing else, at the CDN of `settings`. Called where the list is written (scripts/build-tenants.ts
 * `publishForEdge`, after a build or a rollback).
 */
export async function purgeTenant(
  key: string,
  urls: readonly string[],
  settings: Pick<CdnSettings, 'purgeUrl' | 'secret'>,
): Promise<PurgeOutcome> {
  const outcome: PurgeOutcome = { tenant: key, cdn: settings.purgeUrl, purged: 0, answers: {}, failed: [] }
  if (!settings.purgeUrl || urls.length === 0) return outcome
  const cdn = new URL(settings.purgeUrl)
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      const answer = await purgeOne(cdn, url, settings.secret)
      outcome.answers[answer] = (outcome.answers[answer] ?? 0) + 1
      if (answer === '200') outcome.purged++
      else outcome.failed.push({ url, answer })
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker))
  if (outcome.failed.length) outcome.failed.sort((a, b) => a.url.localeCompare(b.url))
  return outcome
}

export function purgeSummary(outcome: PurgeOutcome): string {
  const key = outcome.tenant
  if (!outcome.cdn) return `${key}: no CDN configured (CDN_PURGE_URL), nothing purged`
  const answers = Object.entries(outcome.answers)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ')
  return (
    `${key}: purged ${outcome.purged} URL${outcome.purged === 1 ? '' : 's'} at ${outcome.cdn} (${answers || 'none'})` +
    (outcome.failed.length
      ? `; NOT purged: ${outcome.failed.map((f) => `${f.url} (${f.answer})`).join(', ')}`
      : '')
  )
}

/** `varnishadm` against the Varnish whose `-n` folder is `workdir`. */
export function varnishadm(workdir: string, ...args: string[]): { ok: boolean; output: string } {
  const run = spawnSync('varnishadm', ['-n', workdir, ...args], { encoding: 'utf8', timeout: 60_000 })
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() }
}

/**
 * Loads `vclFile` into the running Varnish and makes it the active one: requests in flight finish
 * on the old VCL, new ones take the new; no connection is dropped. Older loaded VCLs are discarded.
 */
export function reloadVcl(workdir: string, vclFile: string): { ok: boolean; name: string; output: string } {
  const name = `alk_${createHash('sha256').update(fs.readFileSync(vclFile)).digest('hex').slice(0, 12)}`
  const listed = varnishadm(workdir, 'vcl.list')
  if (!listed.ok) return { ok: false, name, output: listed.output }
  if (!new RegExp(`\\s${name}\\s*$`, 'm').test(listed.output)) {
    const load = varnishadm(workdir, 'vcl.load', name, path.resolve(vclFile))
    if (!load.ok) return { ok: false, name, output: load.output }
  }
  const use = varnishadm(workdir, 'vcl.use', name)
  if (!use.ok) return { ok: false, name, output: use.output }
  for (const line of varnishadm(workdir, 'vcl.list').output.split('\n')) {
    const cols = line.trim().split(/\s+/)
    const old = cols[cols.length - 1]
    if (cols[0] === 'available' && old && old !== name) varnishadm(workdir, 'vcl.discard', old)
  }
  return { ok: true, name, output: use.output }
}

/** varnishd's arguments for a supervised, unprivileged run with its files under `workdir`. */
export function varnishdArgs(options: {
  workdir: string
  listen: string
  admin: string
  vclFile: string
  storage?: string
}): string[] {
  return [
    '-F',
    '-n',
    options.workdir,
    '-a',
    options.listen,
    '-T',
    options.admin,
    '-f',
    path.resolve(options.vclFile),
    // The origin has br, gzip and identity forms: Varnish keeps them as they are (Vary).
    '-p',
    'http_gzip_support=off',
    '-s',
    options.storage ?? 'malloc,256m',
  ]
}
