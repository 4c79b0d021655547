import { describe, expect, it } from 'vitest'
import { formatDate, formatRupiah, isoDate } from '../../components/format'
import { isInternalHref } from '../../components/Link'
import { BREAKPOINTS, resizedUrl, srcSet } from '../../components/media'
import { pageWindow } from '../../components/Pagination'
import { jsonLdText } from '../../components/JsonLd'
import { breadcrumbJsonLd } from '../../components/Breadcrumbs'
import { hrefWith, pageFrom } from '../../components/urlState'
import { check, rules } from '../../components/validation'
import { isSafeRedirect, RedirectError, safeRedirectTarget } from '../../shell/redirect'
import { isChunkLoadError, mayReload, RELOAD_THROTTLE_MS } from '../../shell/reload'

describe('responsive images (SPEC §2 breakpoints)', () => {
  it('lists every breakpoint up to twice the intrinsic width', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(srcSet('https://cdn.example/a.jpg', 800)).toBe(
      [320, 640, 768, 1024, 1280, 1536].map((w) => `https://cdn.example/a.jpg?w=${w} ${w}w`).join(', '),
    )
    expect(srcSet('/x.png?v=2', 400)).toBe(
      '/x.png?v=2&w=320 320w, /x.png?v=2&w=640 640w, /x.png?v=2&w=768 768w',
    )
  })
  it('gives no srcset to an image smaller than half the smallest breakpoint (an empty one is invalid)', () => {
    expect(srcSet('/mentor/1.svg', 96)).toBeUndefined()
    expect(srcSet('/mentor/1.svg', 160)).toBe('/mentor/1.svg?w=320 320w')
  })
  it('leaves data URLs alone', () => {
    expect(srcSet('data:image/png;base64,AAAA', 800)).toBeUndefined()
    expect(resizedUrl('data:image/png;base64,AAAA', 320)).toBe('data:image/png;base64,AAAA')
  })
})

describe('Rupiah and Indonesian dates', () => {
  it('formats Rupiah and says Gratis for nothing', () => {
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000')
    expect(formatRupiah(0)).toBe('Gratis')
    expect(formatRupiah(null, 'Hubungi kami')).toBe('Hubungi kami')
  })
  it('formats dates in Jakarta time whatever the machine zone', () => {
    // 23:30 UTC is already the next day in Jakarta (UTC+7).
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22 November 2026')
    expect(formatDate('2026-11-21T23:30:00Z', 'dateTime')).toBe('22 November 2026 pukul 06.30 WIB')
    expect(formatDate('not a date')).toBe('')
    expect(isoDate('2026-11-21T23:30:00Z')).toBe('2026-11-21T23:30:00.000Z')
  })
})

describe('links (SPEC §2)', () => {
  it('tells internal from external by host, the akun rule and the scheme', () => {
    const hosts = ['smkcoding.id', 'smkcoding.localhost']
    expect(isInternalHref('/Blog', hosts)).toBe(true)
    expect(isInternalHref('?page=2', hosts)).toBe(true)
    expect(isInternalHref('https://smkcoding.id/Blog', hosts)).toBe(true)
    expect(isInternalHref('https://akun.alkademi.com/login', hosts)).toBe(true)
    expect(isInternalHref('https://demo.localhost/Blog', hosts)).toBe(false)
    expect(isInternalHref('//evil.com/x', hosts)).toBe(false)
    expect(isInternalHref('javascript:alert(1)', hosts)).toBe(false)
  })
})

describe('pagination and URL state', () => {
  it('shows first, last, the current page and its neighbours', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
  })
  it('builds hrefs that drop empty values and page 1', () => {
    expect(hrefWith('/News', { q: 'ai', category: '' }, { page: 2 })).toBe('/News?q=ai&page=2')
    expect(hrefWith('/News', { q: 'ai', page: '3' }, { page: 1 })).toBe('/News?q=ai')
    expect(hrefWith('/News', {}, { q: 'a b&c' })).toBe('/News?q=a+b%26c')
  })
  it('reads a positive page number or 1', () => {
    expect(pageFrom({ page: '4' })).toBe(4)
    expect(pageFrom({ page: '0' })).toBe(1)
    expect(pageFrom({ page: '-2' })).toBe(1)
    expect(pageFrom({ page: 'abc' })).toBe(1)
    expect(pageFrom({})).toBe(1)
  })
})

describe('JSON-LD', () => {
  it('cannot be closed from API text', () => {
    const text = jsonLdText({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '</script><script>alert(1)</script>&\u2028',
    })
    expect(text).not.toContain('</script>')
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toMatchObject({ headline: '</script><script>alert(1)</script>&\u2028' })
  })
  it('makes breadcrumb URLs absolute on the tenant origin', () => {
    const ld = breadcrumbJsonLd(
      [{ label: 'Beranda', href: '/' }, { label: 'Berita', href: '/News' }, { label: 'Judul' }],
      'https://smkcoding.id',
    )
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://smkcoding.id/' },
      { '@type': 'ListItem', position: 2, name: 'Berita', item: 'https://smkcoding.id/News' },
      { '@type': 'ListItem', position: 3, name: 'Judul' },
    ])
  })
})

describe('form rules (Indonesian messages)', () => {
  it('checks required, e-mail and phone', () => {
    expect(check('', [rules.required('Nama')])).toBe('Nama wajib diisi.')
    expect(check('  ', [rules.required('Nama')])).toBe('Nama wajib diisi.')
    expect(check('budi@', [rules.email()])).toMatch(/^Format email tidak valid/)
    expect(check('budi@sekolah.sch.id', [rules.email()])).toBeNull()
    expect(check('0812-3456-7890', [rules.phone()])).toBeNull()
    expect(check('+62 812 3456 7890', [rules.phone()])).toBeNull()
    expect(check('12345', [rules.phone()])).toMatch(/^Nomor telepon tidak valid/)
    expect(check('ab', [rules.minLength(3)])).toBe('Minimal 3 karakter.')
  })
})

describe('redirect rule (SPEC §5, §8)', () => {
  it('accepts a single leading slash or ./ only', () => {
    for (const ok of ['/', '/Class', '/Class?x=1#a', './Class']) expect(isSafeRedirect(ok)).toBe(true)
    for (const bad of [
      '',
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      'Class',
      './/evil.com',
      '/\tevil',
      '../x',
      // Read as the browser will: dot segments, doubled slashes and percent-encoding resolved first.
      '/.//evil.example',
      '%2F.%2F%2Fevil.example',
      '/%2F.%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      '/./\\evil.example',
      '/%zz',
    ])
      expect(isSafeRedirect(bad), bad).toBe(false)
  })
  it('navigates to the resolved form of what it accepted', () => {
    expect(safeRedirectTarget('./Class')).toBe('/Class')
    expect(safeRedirectTarget('/Class/./x/../y?q=1#a')).toBe('/Class/y?q=1#a')
    expect(safeRedirectTarget('/Courses/@Premium')).toBe('/Courses/@Premium')
    expect(safeRedirectTarget('/Blog/61/judul%20artikel')).toBe('/Blog/61/judul%20artikel')
  })
  it('raises the internal redirect error with status 500 by default', () => {
    expect(safeRedirectTarget('/Welcome')).toBe('/Welcome')
    expect(() => safeRedirectTarget('https://evil.com')).toThrow(RedirectError)
    try {
      safeRedirectTarget('//evil.com')
    } catch (e) {
      expect((e as RedirectError).statusCode).toBe(500)
    }
  })
})

describe('reload throttle (SPEC §8, §9)', () => {
  it('allows one reload per 60 s', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    expect(mayReload(storage, 5_000_000)).toBe(true)
    expect(mayReload(storage, 5_000_000 + RELOAD_THROTTLE_MS - 1)).toBe(false)
    expect(mayReload(storage, 5_000_000 + RELOAD_THROTTLE_MS)).toBe(true)
  })
  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false)
  })
})
