import { describe, expect, it } from 'vitest'
import { catalogueParams } from '../../features/classes/catalogue/params'
import { flattenChapters, neighbours, chapterHref, courseHref } from '../../features/classes/courses/paths'
import { EMPTY_PROGRESS, parseProgress, withRead } from '../../features/classes/courses/progress'
import { classJsonLd } from '../../features/classes/classJsonLd'
import { compile, findRoute, ROUTES } from '../../sites/routes'

describe('catalogue URL → class list params', () => {
  it('defaults to page 1, 6 a page, newest first, no filters', () => {
    expect(catalogueParams({})).toEqual({ page: 1, perPage: 6, sort: 'newest' })
  })
  it('maps q, state, level, type, program, sort and page', () => {
    expect(
      catalogueParams({
        q: ' React ',
        state: 'open',
        level: 'advanced',
        type: 'hybrid',
        program: '3',
        sort: 'name',
        page: '2',
      }),
    ).toEqual({
      page: 2,
      perPage: 6,
      search: 'React',
      state: 'open',
      level: 'advanced',
      type: 'hybrid',
      programId: 3,
      sort: 'name',
    })
  })
  it("maps programs (a mentor's programs) and preClass, only when set", () => {
    expect(catalogueParams({ programs: '3,5,3', preClass: 'true' })).toMatchObject({
      programIds: [3, 5],
      preClass: true,
    })
    expect(catalogueParams({ preClass: 'false' })).toMatchObject({ preClass: false })
    expect(catalogueParams({ programs: 'x,,-1', preClass: 'ya' })).toEqual({
      page: 1,
      perPage: 6,
      sort: 'newest',
    })
  })
  it('drops values the API would reject', () => {
    expect(
      catalogueParams({ state: 'x', level: 'y', type: 'z', program: 'abc', sort: 'random', page: '-1' }),
    ).toEqual({
      page: 1,
      perPage: 6,
      sort: 'newest',
    })
  })
})

const course = {
  slug: 'k',
  isPremium: true,
  modules: [
    { slug: 'm2', title: 'Dua', order: 2, chapters: [{ slug: 'c3', title: 'C3', order: 1 }] },
    {
      slug: 'm1',
      title: 'Satu',
      order: 1,
      chapters: [
        { slug: 'c2', title: 'C2', order: 2 },
        { slug: 'c1', title: 'C1', order: 1, isFree: true },
      ],
    },
  ],
}

describe('course reading order', () => {
  it('orders chapters by module then chapter, marking what a premium course opens', () => {
    const flat = flattenChapters(course)
    expect(flat.map((c) => [c.slug, c.module.slug, c.open])).toEqual([
      ['c1', 'm1', true],
      ['c2', 'm1', false],
      ['c3', 'm2', false],
    ])
  })
  it('finds previous and next across modules', () => {
    const flat = flattenChapters(course)
    expect(neighbours(flat, 'c1')).toMatchObject({ previous: undefined, next: { slug: 'c2' } })
    expect(neighbours(flat, 'c2')).toMatchObject({ previous: { slug: 'c1' }, next: { slug: 'c3' } })
    expect(neighbours(flat, 'c3')).toMatchObject({ previous: { slug: 'c2' }, next: undefined })
  })
  it('builds premium and free addresses the route table accepts', () => {
    expect(courseHref({ slug: 'k', isPremium: true })).toBe('/Courses/@Premium/k')
    const href = chapterHref({ slug: 'k', isPremium: false }, 'm1', 'c1')
    expect(href).toBe('/Courses/k/module/m1/chapter/c1')
    expect(findRoute(href)?.id).toBe('coursesChapter')
    expect(findRoute('/Courses/@Premium/k/module/m1/chapter/c1')?.id).toBe('coursesPremiumChapter')
    expect(findRoute('/Courses/@Premium/k/module/chapter/c1')).toEqual({
      id: 'coursesPremiumChapter',
      params: { slug: 'k', chapterSlug: 'c1' },
    })
    expect(findRoute('/Courses/@Premium')?.id).toBe('coursesPremium')
  })
})

describe('course progress', () => {
  it('parses what it stored, and survives garbage', () => {
    expect(parseProgress(null)).toBe(EMPTY_PROGRESS)
    expect(parseProgress('{not json')).toBe(EMPTY_PROGRESS)
    expect(parseProgress('{"read":["a",1],"last":"a"}')).toEqual({ read: ['a'], last: 'a' })
  })
  it('records a chapter once and remembers it as the place to resume', () => {
    const once = withRead(EMPTY_PROGRESS, 'a')
    const twice = withRead(withRead(once, 'b'), 'a')
    expect(twice).toEqual({ read: ['a', 'b'], last: 'a' })
    expect(parseProgress(JSON.stringify(twice))).toEqual(twice)
  })
})

describe('class routes and JSON-LD', () => {
  it('/Class/{segment} is one page; Competence is more specific', () => {
    const hit = findRoute('/Class/KLS001', true)
    expect(hit && ROUTES[hit.id].page).toBe('Class/Detail')
    expect(ROUTES.classCode.page).toBe(ROUTES.classSlug.page)
    expect(findRoute('/Class/Competence/x', true)?.id).toBe('classCompetence')
    expect(compile('/Class/Competence/{slug}').specificity).toBeGreaterThan(
      compile('/Class/{slug}').specificity,
    )
  })
  it('Course JSON-LD names the provider and one course instance', () => {
    const ld = classJsonLd(
      {
        id: 1,
        slug: 'go',
        name: 'Go',
        code: 'KLS001',
        type: 'hybrid',
        price: 150000,
        startDate: '2026-12-01',
      },
      'https://alkademi.id',
      'Alkademi',
    )
    expect(ld).toMatchObject({
      '@type': 'Course',
      url: 'https://alkademi.id/Class/go',
      courseCode: 'KLS001',
      provider: { '@type': 'Organization', name: 'Alkademi' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'blended', startDate: '2026-12-01' },
      offers: { price: 150000, priceCurrency: 'IDR' },
    })
  })
})
