/**
 * The edge's configuration follows the renderer's rules because it is made from them: every host a
 * tenant's `server` names resolves to that tenant (sites/resolve.ts), the entry-path test matches
 * exactly the paths the renderer server-renders (sites/routes.ts), and the headers nginx writes are
 * renderer/headers.ts's.
 */
import { describe, expect, it } from 'vitest'
import {
  builtRouteRegex,
  entryPathRegex,
  entryShareImageRegex,
  hostsOf,
  sitesConf,
  TOO_LONG_REGEX,
} from '../../deploy/nginx'
import { MAX_PATH_CHARS } from '../../renderer/pathRules'
import { pageOfShareImage } from '../../sites/logo'
import { securityHeaders } from '../../renderer/headers'
import { TENANTS } from '../../sites/registry'
import { tenantForHost } from '../../sites/resolve'
import { ROUTES, findRoute } from '../../sites/routes'

describe('hosts', () => {
  it.each(TENANTS.map((t) => t.key))('every host of %s resolves to it', (key) => {
    const hosts = hostsOf(key)
    expect(hosts).toContain(`${key}.localhost`)
    for (const host of hosts) expect(tenantForHost(host)?.key, host).toBe(key)
  })

  it('names every domain of the registry once', () => {
    const all = TENANTS.flatMap((t) => hostsOf(t.key))
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('entry paths', () => {
  const samples = Object.values(ROUTES).flatMap((r) => {
    const filled = r.pattern.replace(/\{(\w+)\??\}/g, 'x-1')
    const dropped = r.pattern.replace(/\/\{\w+\?\}/g, '')
    return [filled, dropped, `${filled}/extra`, filled.toLowerCase()]
  })
  const regex = new RegExp(entryPathRegex())

  it.each([...new Set([...samples, '/', '/About', '/News', '/assets/x.js', '/Tidak-Ada'])])(
    '%s goes to the renderers exactly when they server-render it',
    (p) => {
      const route = findRoute(p, true)
      const rendered = route !== null && ROUTES[route.id].render === 'server'
      expect(regex.test(p)).toBe(rendered)
      expect(regex.test(`${p === '/' ? '' : p}/index.pageContext.json`)).toBe(rendered && p !== '/')
    },
  )
})

describe('what nginx forwards', () => {
  const samples = Object.values(ROUTES).flatMap((r) => {
    const filled = r.pattern.replace(/\{(\w+)\??\}/g, 'x-1')
    return [filled, r.pattern.replace(/\/\{\w+\?\}/g, ''), `${filled}/extra`, filled.toLowerCase()]
  })
  const paths = [...new Set([...samples, '/About', '/News', '/Tidak-Ada', '/assets/x.js'])]

  it.each(paths)('%s/ goes to the renderer for its 301 exactly when it is a built route', (p) => {
    expect(new RegExp(builtRouteRegex()).test(p)).toBe(findRoute(p, true) !== null)
  })

  it.each(paths)('the share image of %s is drawn by the renderer exactly when it renders the page', (p) => {
    const image = `/og${p}.png`
    const page = pageOfShareImage(image)
    const route = page ? findRoute(page, true) : null
    const drawn = route !== null && ROUTES[route.id].render === 'server'
    expect(new RegExp(entryShareImageRegex()).test(image)).toBe(drawn)
  })

  it('answers 414 past the renderer’s length, and not before', () => {
    const regex = new RegExp(TOO_LONG_REGEX)
    expect(regex.test(`/${'x'.repeat(MAX_PATH_CHARS)}`)).toBe(true)
    expect(regex.test(`/${'x'.repeat(MAX_PATH_CHARS - 1)}`)).toBe(false)
  })
})

describe('headers', () => {
  it('writes the renderer’s headers for each tenant, on nginx’s own answers too', () => {
    const headers = securityHeaders(['https://api.example'], 'max-age=300')
    const conf = sitesConf(
      {
        distDir: '/srv/dist',
        listen: '8080',
        renderers: ['10.0.0.1:3000', '10.0.0.2:3000'],
        hsts: 'max-age=300',
      },
      [{ key: 'demo', headers }],
    )
    expect(conf).toContain(
      `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
    )
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=300" always;')
    expect(conf).toContain('server_name demo.alkademi.com demo.localhost localhost 127.0.0.1 [::1];')
    expect(conf).toContain('root /srv/dist/demo;')
    expect(conf).toContain('server 10.0.0.2:3000 max_fails=1 fail_timeout=2s;')
    expect(conf).toContain(
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    )
  })

  it('answers headers too large as the renderer does: 431 with the headers, on every server', () => {
    const headers = securityHeaders([], null)
    const conf = sitesConf({ distDir: '/srv/dist', listen: '8080', renderers: ['a:1'], hsts: null }, [
      { key: 'demo', headers },
      { key: 'smkcoding', headers },
    ])
    // Two tenants and the fallback server for unknown hosts.
    expect(conf.match(/error_page 494 = @header_too_large;/g)).toHaveLength(3)
    const location = conf.slice(conf.indexOf('location @header_too_large {'))
    expect(location.slice(0, location.indexOf('}'))).toMatch(
      /add_header X-Content-Type-Options "nosniff" always;[\s\S]*return 431;/,
    )
    expect(conf).toContain('large_client_header_buffers 4 16k;')
  })

  it('refuses a value nginx would read as a variable', () => {
    expect(() =>
      sitesConf({ distDir: '/d', listen: '80', renderers: ['a:1'], hsts: null }, [
        { key: 'demo', headers: { 'Content-Security-Policy': "default-src 'self' https://$host" } },
      ]),
    ).toThrow(/\$/)
  })
})
