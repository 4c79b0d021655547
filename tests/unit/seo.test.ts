import { describe, expect, it } from 'vitest'
import { slashlessPath } from '../../renderer/paths'
import {
  canonicalOrigin,
  canonicalPath,
  canonicalUrl,
  isIndexableSite,
  pageRobots,
  shareImage,
} from '../../shell/meta'
import { homeJsonLd, pageJsonLd } from '../../shell/structuredData'
import { pageOfShareImage, pageShareImagePath } from '../../sites/logo'
import { siteOrigin } from '../../sites/apiContext'
import { getTenant, TENANTS } from '../../sites/registry'

const tenant = (key: string) => {
  const t = getTenant(key)
  if (!t) throw new Error(key)
  return t
}

describe('registry: production flag', () => {
  it('marks development, staging and domain-less keys non-production', () => {
    for (const key of ['dev.bharabas', 'staging-pesilat', 'default', 'none', 'comingsoon'])
      expect(isIndexableSite(tenant(key)), key).toBe(false)
    for (const key of ['alkademi', 'smkcoding', 'demo', 'bharabas', 'pesilat'])
      expect(isIndexableSite(tenant(key)), key).toBe(true)
  })
  it('never calls a *.localhost address production', () => {
    expect(isIndexableSite({ key: 'x', domains: ['x.localhost'], production: true })).toBe(false)
    for (const t of TENANTS) if (t.production) expect(t.domains[0]).not.toMatch(/localhost$/)
  })
})

describe('canonical addresses', () => {
  it('one spelling per path: no trailing slash, no index.html, no doubled slashes, no query', () => {
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('')).toBe('/')
    expect(canonicalPath('/About/')).toBe('/About')
    expect(canonicalPath('/About//')).toBe('/About')
    expect(canonicalPath('//About')).toBe('/About')
    expect(canonicalPath('/About/index.html')).toBe('/About')
    expect(canonicalPath('/index.html')).toBe('/')
    expect(canonicalPath('/Class?page=2#x')).toBe('/Class')
    // Routes are case-sensitive: case is kept, `/about` is another address (a 404), not a twin.
    expect(canonicalPath('/About')).not.toBe(canonicalPath('/about'))
  })
  it('is on the tenant production origin; two tenants showing the same post point to themselves', () => {
    const a = canonicalUrl(canonicalOrigin(tenant('demo')), '/News/sama')
    const b = canonicalUrl(canonicalOrigin(tenant('smkcoding')), '/News/sama')
    expect(a).toBe('https://demo.alkademi.com/News/sama')
    expect(b).toBe('https://smkcoding.id/News/sama')
  })
  it('honours meta.url only for one of the tenant own domains', () => {
    const smk = tenant('smkcoding')
    expect(canonicalOrigin(smk, 'https://www.smkcoding.id/')).toBe('https://www.smkcoding.id')
    expect(canonicalOrigin(smk, 'https://demo.alkademi.com')).toBe('https://smkcoding.id')
    expect(canonicalOrigin(smk, 'bukan url')).toBe('https://smkcoding.id')
    // Without meta.url it is exactly the origin every page's own JSON-LD uses.
    for (const t of TENANTS) expect(canonicalOrigin(t)).toBe(siteOrigin(t))
  })
})

describe('robots meta', () => {
  const prod = tenant('demo')
  it('honours robot_index / robot_follow on a production site', () => {
    expect(pageRobots(prod, undefined, false)).toBe('index, follow')
    expect(pageRobots(prod, { robot_index: false, robot_follow: true }, false)).toBe('noindex, follow')
    expect(pageRobots(prod, { robot_index: true, robot_follow: 'false' }, false)).toBe('index, nofollow')
  })
  it('noindex on not-found and error pages, whatever the settings', () => {
    expect(pageRobots(prod, { robot_index: true, robot_follow: true }, true)).toBe('noindex, follow')
  })
  it('noindex, nofollow on a non-production site even when the settings say index', () => {
    expect(pageRobots(tenant('dev.bharabas'), { robot_index: true, robot_follow: true }, false)).toBe(
      'noindex, nofollow',
    )
    expect(pageRobots(tenant('staging-pesilat'), null, false)).toBe('noindex, nofollow')
  })
})

describe('share image', () => {
  const origin = 'https://contoh.id'
  it('the default image: absolute, 1200 × 630', () => {
    expect(shareImage(origin, null)).toEqual({
      url: `${origin}/og-image.png`,
      width: 1200,
      height: 630,
      type: 'image/png',
    })
  })
  it('an API image: absolute, asked at 1200 wide', () => {
    expect(shareImage(origin, '/media/a.jpg')).toEqual({ url: `${origin}/media/a.jpg?w=1200`, width: 1200 })
    expect(shareImage(origin, 'https://cdn.example/a.jpg?x=1').url).toBe(
      'https://cdn.example/a.jpg?x=1&w=1200',
    )
  })
  it('an SVG or inline cover, or none: the page own PNG with its title, 1200 × 630', () => {
    const own = { url: `${origin}/og/Class/kopi.png`, width: 1200, height: 630, type: 'image/png' }
    expect(shareImage(origin, '/drive/img/a.svg', '/Class/kopi')).toEqual(own)
    expect(shareImage(origin, 'data:image/png;base64,AA', '/Class/kopi')).toEqual(own)
    expect(shareImage(origin, null, '/Class/kopi')).toEqual(own)
    // The home page, and a page with no address of its own (not found): the site's image.
    expect(shareImage(origin, '/drive/img/a.svg', '/').url).toBe(`${origin}/og-image.png`)
    expect(shareImage(origin, '/drive/img/a.svg', null).url).toBe(`${origin}/og-image.png`)
  })
  it('the share image address of a page and back', () => {
    expect(pageShareImagePath('/Class/kopi')).toBe('/og/Class/kopi.png')
    expect(pageOfShareImage('/og/Class/kopi.png')).toBe('/Class/kopi')
    expect(pageOfShareImage('/og/.png')).toBeNull()
    expect(pageOfShareImage('/og-image.png')).toBeNull()
  })
})

describe('trailing-slash redirect target', () => {
  it('strips trailing slashes, keeps / and assets alone, never yields a protocol-relative address', () => {
    expect(slashlessPath('/')).toBeNull()
    expect(slashlessPath('/About')).toBeNull()
    expect(slashlessPath('/About/')).toBe('/About')
    expect(slashlessPath('/News/a%2Fb//')).toBe('/News/a%2Fb')
    expect(slashlessPath('/assets/')).toBeNull()
    expect(slashlessPath('//evil.example/')).toBe('/evil.example')
    expect(slashlessPath('///')).toBe('/')
  })
})

describe('shared structured data', () => {
  it('a WebPage for every page, part of the site', () => {
    const ld = pageJsonLd({
      url: 'https://contoh.id/About',
      origin: 'https://contoh.id',
      title: 'Tentang',
      description: 'd',
      siteName: 'Contoh',
    })
    expect((ld as { '@type': string })['@type']).toBe('WebPage')
    expect(ld['@context']).toBe('https://schema.org')
  })
  it('home: Organization and WebSite, SearchAction on the site search results page', () => {
    const [org, site] = homeJsonLd({
      origin: 'https://smkcoding.id',
      siteName: 'SMK Coding',
      name: 'SMK Coding',
      description: 'd',
      settings: null,
    })
    expect((org as { '@type': string })['@type']).toBe('Organization')
    expect(JSON.stringify(site)).toContain('"urlTemplate":"https://smkcoding.id/Cari?q={search_term_string}"')
  })
})
