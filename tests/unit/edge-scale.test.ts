import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  builtRouteRegex,
  entryPathRegex,
  entryShareImageRegex,
  serverNamesHash,
  sitesConf,
} from '../../deploy/nginx'
import { tenantKeys } from '../../sites/registry'
import { syntheticTenants } from '../../sites/synthetic'

const hasNginx = spawnSync('nginx', ['-v']).status === 0

/** `nginx -t` of a configuration with one server per name group; its warnings. */
function nginxTest(hashDirectives: string, groups: string[][]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-scale-'))
  try {
    const servers = groups
      .map((names) => `server { listen 127.0.0.1:5239; server_name ${names.join(' ')}; return 204; }`)
      .join('\n')
    const conf = path.join(dir, 'nginx.conf')
    fs.writeFileSync(
      conf,
      `pid nginx.pid;\nerror_log stderr warn;\nevents {}\nhttp {\n${hashDirectives}\n${servers}\n}\n`,
    )
    const run = spawnSync('nginx', ['-e', 'stderr', '-p', dir + path.sep, '-c', conf, '-t'], {
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    return run.stderr
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// A provider with 400 sites: each tenant's example domain and its `<key>.localhost`.
const groups = syntheticTenants(400).map((t) => [t.domain, `${t.key}.localhost`, `www.${t.domain}`])

describe('the edge with hundreds of tenants', () => {
  it('sizes the server-name hash for every host, never below the default size', () => {
    expect(serverNamesHash(Array.from({ length: 120 }, (_, i) => `s${i}.example`))).toMatch(
      /server_names_hash_max_size 512;\nserver_names_hash_bucket_size 128;/,
    )
    const conf = serverNamesHash(groups.flat())
    expect(conf).toContain('server_names_hash_max_size 4096;')
    expect(conf).toContain('server_names_hash_bucket_size 128;')
    expect(serverNamesHash(['a'.repeat(60) + '.example'])).toContain('server_names_hash_bucket_size 256;')
  })

  it.skipIf(!hasNginx)('nginx builds the hash of 1,200 names without searching past its limits', () => {
    // Without the directives nginx warns that it cannot build an optimal hash (the defaults).
    expect(nginxTest('', groups)).toMatch(/could not build optimal server_names_hash/)
    expect(nginxTest(serverNamesHash(groups.flat()), groups)).not.toMatch(/server_names_hash/)
  })

  it('compiles the route tests of every server once, at http level, not once per server', () => {
    const keys = tenantKeys()
    const conf = sitesConf(
      { distDir: '/srv/dist', listen: '8080', renderers: ['127.0.0.1:1'], hsts: null },
      keys.map((key) => ({ key, headers: {} })),
    )
    const count = (text: string) => conf.split(text).length - 1
    expect(count('server {')).toBe(keys.length + 1)
    // The built routes, the entry paths and their share images: one map each, no server's location
    // (with 400 servers, those two tables in each server were three quarters of nginx -t).
    expect(count(builtRouteRegex())).toBe(1)
    expect(count(entryPathRegex())).toBe(1)
    expect(count(entryShareImageRegex())).toBe(1)
    expect(count('location ~')).toBe(3 * keys.length)
    expect(conf).toContain('if ($alk_slashless_built)')
    expect(conf).toContain('if ($alk_entry_uri = "")')
    expect(conf).toContain('if ($alk_entry_uri)')
    expect(conf).toContain('if ($alk_share_uri)')
  })
})
