import { describe, expect, it } from 'vitest'
import { ROUTES, findRoute, isBuiltPath, matchPattern, routeFunction, type RouteId } from '../../sites/routes'
import { TENANTS } from '../../sites/registry'
import fs from 'node:fs'

const SPEC_ROUTES =
  `/ /About /Aksara /Bandung /BelajarBersama /Berita /Blog /CallbackAuth /CallbackPayment /Campus /Class /Clients /Collaboration /Corporates /Courses /Curriculum /Event /Gallery /Government /Jakarta /Leaderboards /Liga-Smk /Lms /Login /Make-Appointment /Mentor /Metamorfosa /Network /News /Pesilat /Podcasts /Pricing /Privacy-Policy /Program /Register /Silabus /Talent-Hiring /Terms-And-Conditions /Training-Services /Tulisan-Temans /Video /Welcome /Courses/@Premium /Event/Careers /Event/Program /Liga-Smk/Register /Payment-Status/Error /Payment-Status/Success /Training-Services/Syllabus /Aksara/Features/{slug} /Class/Competence/{slug} /Courses/@Premium/{slug} /Lms/Features/{slug} /Pesilat/Class/{code?} /Courses/@Premium/{slug}/module/{moduleSlug?}/chapter/{chapterSlug} /Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug} /Berita/Detail/{id?}/{title?} /Event/Careers/{id}/{slug?} /Event/Program/{id}/{slug?} /Articles/{slug} /Articles/{slug?}/Detail/{id?}/{title?} /Berita/{slug} /Career/{slug?} /Class/{code} /Class/{slug} /Courses/{slug} /Curriculum/{program} /Event/{slug} /Features/{slug} /News/{slug} /News/{id}/{title?} /Overview/{code?} /Podcasts/{slug} /Podcasts/{id}/{title?} /Program/{slug} /Program/{id}/{slug} /Services/{slug?} /Tulisan-Temans/{slug} /Blog/{id}/{title?} /Portfolio/{type?}/{title?}`.split(
    ' ',
  )

describe('route table', () => {
  const patterns = Object.values(ROUTES).map((r) => r.pattern)
  it('declares every SPEC §2 route exactly once', () => {
    const missing = SPEC_ROUTES.filter((p) => !patterns.includes(p))
    expect(missing).toEqual([])
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it('gives every built route a page folder', () => {
    for (const def of Object.values(ROUTES)) {
      if (def.page) expect(fs.existsSync(`pages/${def.page}/+Page.tsx`), def.page).toBe(true)
    }
  })

  it('links navigation only to declared routes', () => {
    for (const t of TENANTS) for (const item of t.nav) expect(findRoute(item.path), item.path).not.toBeNull()
  })
})

describe('matching', () => {
  it('is case-sensitive', () => {
    expect(matchPattern('/About', '/About')).toEqual({})
    expect(matchPattern('/About', '/about')).toBeNull()
    expect(matchPattern('/About', '/ABOUT')).toBeNull()
    expect(findRoute('/about')).toBeNull()
  })
  it('tolerates one trailing slash', () => {
    expect(matchPattern('/About', '/About/')).toEqual({})
  })
  it('fills optional parameters when present and leaves them out when not', () => {
    expect(matchPattern('/Pesilat/Class/{code?}', '/Pesilat/Class')).toEqual({})
    expect(matchPattern('/Pesilat/Class/{code?}', '/Pesilat/Class/PS01')).toEqual({ code: 'PS01' })
    expect(
      matchPattern(
        '/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}',
        '/Courses/js/module/chapter/intro',
      ),
    ).toEqual({
      slug: 'js',
      chapterSlug: 'intro',
    })
    expect(
      matchPattern(
        '/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}',
        '/Courses/js/module/m1/chapter/intro',
      ),
    ).toEqual({
      slug: 'js',
      moduleSlug: 'm1',
      chapterSlug: 'intro',
    })
    expect(matchPattern('/Portfolio/{type?}/{title?}', '/Portfolio')).toEqual({})
    expect(matchPattern('/Portfolio/{type?}/{title?}', '/Portfolio/corporate/judul')).toEqual({
      type: 'corporate',
      title: 'judul',
    })
  })
  it('treats @Premium as literal and prefers it over a parameter', () => {
    expect(findRoute('/Courses/@Premium')?.id).toBe<RouteId>('coursesPremium')
    expect(findRoute('/Courses/@Premium/react')).toEqual({
      id: 'coursesPremiumDetail',
      params: { slug: 'react' },
    })
    expect(findRoute('/Courses/react')).toEqual({ id: 'coursesDetail', params: { slug: 'react' } })
    expect(findRoute('/Event/Careers')?.id).toBe<RouteId>('eventCareers')
    expect(findRoute('/Event/hackathon')?.id).toBe<RouteId>('eventDetail')
  })
  it('decodes parameters and matches every SPEC route with sample values', () => {
    expect(matchPattern('/News/{slug}', '/News/berita%20baru')).toEqual({ slug: 'berita baru' })
    for (const pattern of SPEC_ROUTES) {
      const sample = pattern.replace(/\{(\w+)\??\}/g, (_, name: string) => `x-${name}`)
      expect(findRoute(sample), pattern).not.toBeNull()
    }
  })
  it('serves only built routes when asked', () => {
    expect(findRoute('/News/abc', true)?.id).toBe<RouteId>('newsDetail')
    // Every static route answers when built-only routing is asked exactly when its page exists.
    for (const [id, def] of Object.entries(ROUTES) as [RouteId, (typeof ROUTES)[RouteId]][]) {
      if (def.render !== 'static') continue
      expect(findRoute(def.pattern, true)?.id ?? null, id).toBe(def.page ? id : null)
    }
  })
  it('answers isBuiltPath as built-only routing does, asked once or again, past its memory', () => {
    const samples = SPEC_ROUTES.map((p) => p.replace(/\{(\w+)\??\}/g, (_, name: string) => `x-${name}`))
    const paths = [
      ...samples,
      '/Tidak-Ada',
      '/News/',
      '/news',
      ...Array.from({ length: 600 }, (_, i) => `/x${i}`),
    ]
    for (let round = 0; round < 2; round++)
      for (const path of [...paths, ...samples])
        expect(isBuiltPath(path), `${path} (round ${round})`).toBe(findRoute(path, true) !== null)
  })
})

describe('route functions', () => {
  /** A pageContext as Vike hands it to each route function: a fresh proxy over one shared object. */
  function routing(urlPathname: string) {
    const shared = {}
    const reads = { count: 0 }
    const proxy = () => ({
      get urlPathname() {
        reads.count++
        return urlPathname
      },
      dangerouslyUseInternals: { _originalObject: shared },
    })
    return { proxy, reads }
  }

  it('read the routed path once per routing, whatever the number of pages asked', () => {
    const about = routeFunction('about')
    const news = routeFunction('newsDetail', 'newsDetailId')
    const { proxy, reads } = routing('/News/abc')
    expect(about(proxy())).toBe(false)
    expect(news(proxy())).toMatchObject({ routeParams: { slug: 'abc' } })
    expect(about(proxy())).toBe(false)
    expect(reads.count).toBe(1)
  })

  it('route each routing by its own path', () => {
    const news = routeFunction('newsDetail', 'newsDetailId')
    expect(news(routing('/News/abc').proxy())).toMatchObject({ routeParams: { slug: 'abc' } })
    expect(news(routing('/News/other').proxy())).toMatchObject({ routeParams: { slug: 'other' } })
    expect(news(routing('/About').proxy())).toBe(false)
  })
})
