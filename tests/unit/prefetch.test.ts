import { describe, expect, it } from 'vitest'
import { mayPrefetch, prefetchPath } from '../../shell/prefetch'

describe('link prefetch policy (SPEC §2)', () => {
  it('prefetches online on a fast or unknown connection', () => {
    expect(mayPrefetch(true, undefined)).toBe(true)
    expect(mayPrefetch(true, { effectiveType: '4g', saveData: false })).toBe(true)
    expect(mayPrefetch(true, { effectiveType: '3g' })).toBe(true)
  })

  it('never on 2g, slow-2g, data-saver or offline', () => {
    expect(mayPrefetch(true, { effectiveType: '2g' })).toBe(false)
    expect(mayPrefetch(true, { effectiveType: 'slow-2g' })).toBe(false)
    expect(mayPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false)
    expect(mayPrefetch(false, { effectiveType: '4g' })).toBe(false)
  })
})

describe('which path a link prefetches', () => {
  const here = {
    href: 'https://demo.alkademi.com/',
    origin: 'https://demo.alkademi.com',
    pathname: '/',
  } as Location
  const anchor = (href: string, attrs: Record<string, string> = {}) =>
    ({
      href: new URL(href, here.href).href,
      target: attrs.target ?? '',
      hasAttribute: (name: string) => name in attrs,
    }) as unknown as HTMLAnchorElement

  it('takes built pages of this site', () => {
    expect(prefetchPath(anchor('/About'), here)).toBe('/About')
    expect(prefetchPath(anchor('/News/liga-smk?x=1#top'), here)).toBe('/News/liga-smk')
  })

  it('skips the current page, other sites, new tabs, downloads and routes not built', () => {
    expect(prefetchPath(anchor('/'), here)).toBeNull()
    expect(prefetchPath(anchor('https://akun.alkademi.com/login'), here)).toBeNull()
    expect(prefetchPath(anchor('/About', { target: '_blank' }), here)).toBeNull()
    expect(prefetchPath(anchor('/About', { download: '' }), here)).toBeNull()
    expect(prefetchPath(anchor('/about'), here)).toBeNull()
  })
})
