import { describe, expect, it } from 'vitest'
import { describe as cut, robots, stripTags } from '../../shell/meta'
import { pageTitle } from '../../shell/pageTitle'
import { sanitizeHtml } from '../../components/RichText'
import { isInternalHref } from '../../components/Link'

describe('meta description', () => {
  it('strips tags and entities', () => {
    expect(stripTags('<p>Halo&nbsp;<b>dunia</b></p><script>alert(1)</script>')).toBe('Halo dunia')
  })
  it('cuts to 20 words plus an ellipsis', () => {
    const words = Array.from({ length: 25 }, (_, i) => `kata${i + 1}`)
    const text = cut(`<p>${words.join(' ')}</p>`)
    expect(text).toBe(`${words.slice(0, 20).join(' ')}…`)
  })
  it('leaves short text whole, without an ellipsis', () => {
    expect(cut('<p>Dua kata</p>')).toBe('Dua kata')
    expect(cut(null)).toBe('')
  })
})

describe('title', () => {
  it('appends the site name except on home', () => {
    expect(pageTitle('Tentang Kami', 'SMK Coding', false)).toBe('Tentang Kami | SMK Coding')
    expect(pageTitle('Beranda', 'SMK Coding', true)).toBe('SMK Coding')
    expect(pageTitle(undefined, 'SMK Coding', false)).toBe('SMK Coding')
  })
})

describe('robots', () => {
  it('defaults to index, follow', () => {
    expect(robots()).toBe('index, follow')
    expect(robots(false, true)).toBe('noindex, follow')
    expect(robots(true, 'false')).toBe('index, nofollow')
  })
})

describe('rich text', () => {
  it('removes scripts and handlers and protects links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hai</p><script>alert(1)</script><a href="https://x.id" target="_blank">x</a>',
    )
    expect(html).not.toContain('script')
    expect(html).not.toContain('onclick')
    expect(html).toContain('rel="noopener noreferrer"')
  })
})

describe('links', () => {
  it('treats own host, relative paths and akun hosts as internal', () => {
    expect(isInternalHref('/About', 'demo.localhost')).toBe(true)
    expect(isInternalHref('https://demo.localhost/x', 'demo.localhost')).toBe(true)
    expect(isInternalHref('https://akun.alkademi.com/login', 'demo.localhost')).toBe(true)
    expect(isInternalHref('https://example.com', 'demo.localhost')).toBe(false)
    expect(isInternalHref('//evil.com/x', 'demo.localhost')).toBe(false)
  })
})
