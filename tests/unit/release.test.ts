import { describe, expect, it } from 'vitest'
import { parseArgs } from '../../scripts/build-tenants'
import { reportTable, type TenantReport } from '../../scripts/release/report'
import { NOT_FOUND_PROBE, prerenderPlan } from '../../scripts/release/tenant'
import { purgeUrls } from '../../scripts/release/tree'
import { ROUTES } from '../../sites/routes'

describe('release CLI arguments', () => {
  it('reads tenants, --force, --check and --rollback', () => {
    expect(parseArgs(['--tenant', 'demo', '-t', 'smkcoding', '--force', '--check'])).toMatchObject({
      tenants: ['demo', 'smkcoding'],
      force: true,
      check: true,
      rollback: null,
    })
    expect(parseArgs(['--rollback', 'demo']).rollback).toBe('demo')
    expect(parseArgs(['--rollback=demo']).rollback).toBe('demo')
  })

  it('refuses what it cannot do', () => {
    expect(() => parseArgs(['--rollback'])).toThrow('--rollback needs a layout key')
    expect(() => parseArgs(['--tenant', '--force'])).toThrow('--tenant needs a layout key')
    expect(() => parseArgs(['--rollback', 'demo', '--check'])).toThrow('takes no other options')
    expect(() => parseArgs(['--fast'])).toThrow('Unknown argument --fast')
  })
})

describe('purge list', () => {
  it('names a page under its file and the addresses the renderer serves it at', () => {
    expect(purgeUrls(['index.html', 'About/index.html', 'About/index.pageContext.json', 'sw.js'])).toEqual([
      '/',
      '/About',
      '/About/',
      '/About/index.html',
      '/About/index.pageContext.json',
      '/index.html',
      '/sw.js',
    ])
  })
})

describe('closing table', () => {
  it('shows the report counts per tenant', () => {
    const ok: TenantReport = {
      key: 'demo',
      status: 'ok',
      buildId: '0123456789abcdef',
      previousBuildId: null,
      pages: 5,
      bytes: 10240,
      precacheBytes: 2048,
      searchIndexBytes: 3072,
      ms: 300,
      files: { added: ['a'], changed: ['b', 'c'], removed: [] },
    }
    const failed: TenantReport = { ...ok, key: 'x', status: 'failed', buildId: null, error: 'boom' }
    const [head, , row, failedRow] = reportTable([ok, failed]).split('\n')
    expect(head!.split(/\s+/)).toEqual([
      'tenant',
      'pages',
      'KB',
      'precache',
      'KB',
      'search',
      'KB',
      'added',
      'changed',
      'removed',
      'ms',
      'build',
      'status',
    ])
    expect(row!.split(/\s+/)).toEqual([
      'demo',
      '5',
      '10',
      '2',
      '3',
      '1',
      '2',
      '0',
      '300',
      '0123456789abcdef',
      'ok',
    ])
    expect(failedRow).toMatch(/^x .* FAILED$/)
  })
})

describe('pre-render plan', () => {
  it('renders every static route that has a page, its page data, and the not-found page', () => {
    const plan = prerenderPlan()
    expect(plan).toContainEqual({ url: '/', file: 'index.html', status: 200 })
    expect(plan).toContainEqual({
      url: '/index.pageContext.json',
      file: 'index.pageContext.json',
      status: 200,
    })
    expect(plan).toContainEqual({ url: '/About', file: 'About/index.html', status: 200 })
    expect(plan).toContainEqual({
      url: '/About/index.pageContext.json',
      file: 'About/index.pageContext.json',
      status: 200,
    })
    expect(plan).toContainEqual({ url: NOT_FOUND_PROBE, file: '404.html', status: 404 })
    const built = Object.values(ROUTES).filter((r) => r.render === 'static' && r.page)
    expect(plan.filter((p) => p.file.endsWith('.html')).length).toBe(built.length + 1)
  })
})
