/**
 * What the built sites answer before any script runs, over HTTP from the renderer
 * (./served-sites.ts): the showcase routes with their content and meta, the community pages on the
 * sites whose menu offers them (and their absence elsewhere), the pre-rendered landing and the
 * coming-soon page, and the share images. The browser half of each feature is in tests/e2e
 * (showcase, community, landings, comingsoon, brand).
 */
import { describe, expect, it } from 'vitest'
import { SAMPLE_NOTE } from '../../content/sample'
import { DISC_QUESTIONS } from '../../content/disc'
import { siteOrigin } from '../../sites/apiContext'
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE } from '../../sites/logo'
import { getTenant } from '../../sites/registry'
import { landingFor } from '../../sites/resolve'
import { landingFigure } from '../../testkit/landingFigure'
import { campusEntry, SHOWCASE_ROUTES, SHOWCASE_UNKNOWN, textsFor } from '../../testkit/showcaseRoutes'
import { useServedSites } from './served-sites'

const served = useServedSites(
  ['demo', 'foundation', 'smkcoding', 'bharabas', 'comingsoon'],
  'served-showcase',
)
const { get } = served

/** Rendered text as a reader sees it: React's text separators left out. */
const text = (html: string) => html.replace(/<!-- -->/g, '')

describe('the showcase routes', () => {
  for (const key of ['demo', 'foundation'] as const) {
    const name = getTenant(key)!.name

    it(`${key}: every showcase route answers 200 with its content in the raw HTML`, async () => {
      for (const [path, texts] of SHOWCASE_ROUTES) {
        const res = await served.get(key, path)
        expect(res.status, path).toBe(200)
        const html = text(res.text())
        for (const t of textsFor(key, texts)) expect(html, `${path} holds ${t}`).toContain(t)
      }
    })

    it(`${key}: server-rendered entry paths carry their meta; unknown items are 404`, async () => {
      const feature = (await get(key, '/Lms/Features/coding-studio')).text()
      expect(feature).toContain(`<title>Coding Studio | LMS | ${name}</title>`)
      // Its picture is an SVG (networks show none): the page shares its drawn PNG.
      expect(feature).toMatch(
        /<meta property="og:image" content="[^"]+\/og\/Lms\/Features\/coding-studio\.png"/,
      )
      const entry = (await get(key, `/Portfolio/campus/${campusEntry.slug}`)).text()
      expect(entry).toContain(`<title>${campusEntry.title} | ${name}</title>`)
      expect(entry).toContain('"@type":"BreadcrumbList"')
      const book = (await get(key, '/Metamorfosa')).text()
      expect(book).toMatch(/<meta property="og:image" content="[^"]+\/og\/Metamorfosa\.png"/)
      expect(book).toContain('"@type":"Book"')
      for (const path of SHOWCASE_UNKNOWN) expect((await get(key, path)).status, path).toBe(404)
    })
  }
})

describe('the community pages', () => {
  const PAGES = ['/Testimoni', '/Donasi', '/Tes-DISC'] as const
  /** A site whose menu lists none of them. */
  const NOT_OFFERING = 'smkcoding'
  const offers = (tenant: string, path: string) => getTenant(tenant)!.nav.some((item) => item.path === path)

  /** A tenant's rows of its hosted database, which knows a site by its `Origin` (the sites' port, 3000). */
  async function rows<T>(tenant: string, table: string, query: string): Promise<T[]> {
    const res = await served.sandboxFetch(tenant, `/db/rest/v1/${table}?${query}`, {
      Origin: `http://${tenant}.localhost:3000`,
    })
    expect(res.status).toBe(200)
    return (await res.json()) as T[]
  }

  for (const tenant of ['demo', 'foundation'] as const) {
    it(`${tenant}: the raw HTML of each page it offers holds its data, its menu links it`, async () => {
      const testimonies = await rows<{ name: string }>(
        tenant,
        'testimonies',
        'select=name&order=created_at.desc',
      )
      const donations = await rows<{ amount: number }>(tenant, 'donations', 'select=amount')
      const total = donations.reduce((sum, d) => sum + d.amount, 0)
      const expected: Record<(typeof PAGES)[number], string[]> = {
        // A site with none yet says so in a sentence (foundation's sandbox has none).
        '/Testimoni': [
          '<h1>Testimoni</h1>',
          testimonies[0]?.name ?? 'Belum ada testimoni. Jadilah yang pertama berbagi cerita.',
          'Bagikan pengalaman Anda',
        ],
        '/Donasi': [
          '<h1>Donasi</h1>',
          `Rp ${total.toLocaleString('id-ID')}`,
          `dari ${donations.length} donatur`,
          'Kirim donasi',
        ],
        '/Tes-DISC': ['<h1>Tes DISC</h1>', `Kelompok ${DISC_QUESTIONS.length} dari ${DISC_QUESTIONS.length}`],
      }
      const home = text((await get(tenant, '/')).text())
      for (const path of PAGES) {
        const res = await get(tenant, path)
        expect(res.status, path).toBe(200)
        const html = text(res.text())
        expect(html, path).toContain('<html lang="id"')
        if (!offers(tenant, path)) {
          expect(html, path).toContain('belum tersedia di situs ini')
          expect(html, `${path} is kept out of search engines`).toMatch(
            /<meta name="robots" content="noindex/,
          )
          expect(home, path).not.toContain(`href="${path}"`)
          continue
        }
        expect(html, `${path} may be indexed`).not.toMatch(/<meta name="robots" content="noindex/)
        for (const t of expected[path]) expect(html, `${path} holds ${t}`).toContain(t)
        expect(html.match(/<h1/g), path).toHaveLength(1)
        expect(home, `the home links ${path}`).toContain(`href="${path}"`)
      }
      const sitemap = (await get(tenant, '/sitemap.xml')).text()
      for (const path of PAGES) expect(sitemap.includes(`${path}</loc>`), path).toBe(offers(tenant, path))
    })
  }

  it('a site whose menu lists none of them neither links to them nor shows them', async () => {
    for (const path of PAGES) expect(offers(NOT_OFFERING, path), path).toBe(false)
    const home = text((await get(NOT_OFFERING, '/')).text())
    const sitemap = (await get(NOT_OFFERING, '/sitemap.xml')).text()
    for (const path of PAGES) {
      expect(home, path).not.toContain(`href="${path}"`)
      expect(sitemap, path).not.toContain(`${path}</loc>`)
      const html = text((await get(NOT_OFFERING, path)).text())
      expect(html, path).toContain('belum tersedia di situs ini')
      expect(html, `${path} is kept out of search engines`).toMatch(/<meta name="robots" content="noindex/)
      expect(html, path).not.toMatch(/Yoga Prasetyo|Total donasi|Tulis testimoni|Kelompok 1 dari/)
    }
  })

  it('/Welcome no longer carries the DISC test, the testimonies or the donations', async () => {
    for (const tenant of ['demo', 'foundation']) {
      const html = text((await get(tenant, '/Welcome')).text())
      expect(html).toContain('<h1')
      expect(html).not.toMatch(
        /Tes kepribadian DISC|Kelompok 1 dari|Tulis testimoni|Berdonasi|Total donasi|Mulai dari sini/,
      )
      expect(html).not.toContain('"testimonies"')
      expect(html).not.toContain('"donations"')
    }
  })
})

describe('landings without JS', () => {
  it('the pre-rendered home holds its landing, styles and figures without JS', async () => {
    const key = 'smkcoding'
    const family = landingFor(key).family
    const html = (await get(key, '/')).text()
    expect(html).toContain(`data-landing="${family}"`)
    // The landing's styles are in the head (HTML allows no <style> in the body's <div>s).
    expect(html).toMatch(new RegExp(`<style data-landing-css="${family}">[^<]*\\.hero\\{[\\s\\S]*</head>`))
    // Landing counters (SPEC §3 data_count) read correctly before any script runs.
    expect(html).toMatch(
      new RegExp(`class="counter__value"[^>]*>${landingFigure(key, 'students').replace('.', '\\.')}<`),
    )
    // The sandbox's figures are sample data, and the page says so where it shows them.
    expect(html).toContain(`<p class="sample-note" role="note">${SAMPLE_NOTE}</p>`)
  })

  it('the coming-soon page holds the brand and the form, without navigation', async () => {
    const html = (await get('comingsoon', '/')).text()
    expect(html).toContain('data-landing="comingsoon"')
    expect(html).toMatch(
      /<p class="hero__eyebrow">[^<]+<\/p><h1 class="hero__headline">Situs kami sedang disiapkan<\/h1>/,
    )
    expect(html).toContain('Kabari saya saat dibuka')
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).not.toContain('id="site-nav"')
  })
})

describe('share images', () => {
  it('the home shares its tenant’s PNG, absolute and sized', async () => {
    for (const key of ['demo', 'bharabas']) {
      const html = (await get(key, '/')).text()
      const url = `${siteOrigin(getTenant(key)!)}${SHARE_IMAGE_PATH}`
      expect(html).toContain(`<meta property="og:image" content="${url}"/>`)
      expect(html).toContain(`<meta property="og:image:width" content="${SHARE_IMAGE_SIZE.width}"/>`)
      expect(html).toContain(`<meta property="og:image:height" content="${SHARE_IMAGE_SIZE.height}"/>`)
      const res = await get(key, SHARE_IMAGE_PATH)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      const png = res.body
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        SHARE_IMAGE_SIZE.width,
        SHARE_IMAGE_SIZE.height,
      ])
    }
  })

  it('each tenant its own image', async () => {
    const [a, b] = await Promise.all(
      ['demo', 'bharabas'].map(async (k) => (await get(k, SHARE_IMAGE_PATH)).body),
    )
    expect(a!.length).toBeGreaterThan(0)
    expect(a!.equals(b!)).toBe(false)
  })

  it('a news item whose cover is an SVG shares its own raster image instead (networks show no SVG)', async () => {
    const [post] = await served.sandboxData<{ slug: string; cover: string }[]>(
      'demo',
      '/services/v3/post/list?kindSlug=news&pageSize=1',
    )
    const html = (await get('demo', `/News/${post!.slug}`)).text()
    expect(post!.cover).toMatch(/\.svg$/)
    expect(html).not.toContain(`<meta property="og:image" content="${post!.cover}"/>`)
    const image = html.match(/<meta property="og:image" content="([^"]+)"\/>/)?.[1]
    expect(image).toMatch(new RegExp(`/og/News/${post!.slug}\\.png$`))
    expect(html).toContain('<meta property="og:image:type" content="image/png"/>')
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html).toContain('<meta property="og:image:height" content="630"/>')
    // The picture is served, a PNG.
    const png = await get('demo', new URL(image!).pathname)
    expect(png.status).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
  })
})
