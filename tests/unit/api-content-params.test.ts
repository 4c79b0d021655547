/**
 * Parameter serialisation of the content calls (careers, posts, classes, programs, api host): the
 * only-if-set rules, page-size defaults (SPEC §9), the active-class and webinar rules (SPEC §7),
 * message prefixes (SPEC §8). No HTTP: query builders are pure, and the end-to-end URL is captured
 * through a fake `fetch` in the ApiContext.
 */
import { describe, expect, it } from 'vitest'
import * as batches from '../../api/batches'
import { CALLS, type CallName } from '../../api/calls'
import * as careers from '../../api/careers'
import * as classes from '../../api/classes'
import { callUrl, serializeQuery, type Query } from '../../api/client'
import { resolveApiConfig, type ApiContext } from '../../api/context'
import { batchPagination } from '../../api/fetchers/batches'
import * as posts from '../../api/posts'
import * as programs from '../../api/programs'

const qs = (q: Query | undefined) => decodeURIComponent(serializeQuery(q))

/** A context whose fetch records the URL and answers with `body`. */
function capture(body: unknown) {
  const urls: string[] = []
  const ctx: ApiContext = {
    ...resolveApiConfig({ API_BASE_URL: 'http://sandbox.test' }),
    tenantId: 'demo',
    fetch: (async (input: RequestInfo | URL) => {
      urls.push(String(input instanceof Request ? input.url : input))
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    }) as typeof fetch,
  }
  return { ctx, urls }
}
const emptyList = {
  status: true,
  message: 'OK',
  data: [],
  pagination: { page: 1, perPage: 6, totalItems: 0, totalPages: 0 },
}

describe('careers', () => {
  it('sends page only if set, and careerId, slug, id as given', () => {
    expect(qs(careers.careerListQuery({}))).toBe('')
    expect(qs(careers.careerListQuery({ page: 3 }))).toBe('?page=3')
    expect(qs(careers.jobListQuery({ careerId: 2 }))).toBe('?careerId=2')
    expect(qs(careers.jobListQuery({ careerId: 2, page: 4 }))).toBe('?careerId=2&page=4')
    expect(qs(careers.careerDetailQuery({ slug: 'data-dan-ai' }))).toBe('?slug=data-dan-ai')
    expect(qs(careers.jobDetailQuery({ id: 7 }))).toBe('?id=7')
  })

  it('carries the exact SPEC §8 prefixes', () => {
    expect(careers.CAREER_PREFIXES).toEqual({
      careerList: { success: 'Success fetch list Career: ', failure: 'Failed fetch list Career: ' },
      jobList: { success: 'Success fetch list Job: ', failure: 'Failed fetch list Job: ' },
      careerDetail: { success: 'Success fetch detail Career: ', failure: 'Failed fetch detail Career: ' },
      jobDetail: { success: 'Success fetch detail Job: ', failure: 'Failed fetch detail Job: ' },
    })
  })

  it('prefixes a failure without any server (network error)', async () => {
    const ctx: ApiContext = {
      ...resolveApiConfig({ API_BASE_URL: 'http://sandbox.test' }),
      tenantId: 'demo',
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
    }
    const orig = console.error
    console.error = () => {}
    try {
      const res = await careers.listJobs(ctx, { careerId: 1 })
      expect(res.status).toBe(false)
      expect(res.message.startsWith('Failed fetch list Job: ')).toBe(true)
      expect(res.data).toBeNull()
    } finally {
      console.error = orig
    }
  })
})

describe('posts', () => {
  it('defaults post lists to 10 a page and blog lists to 6 (SPEC §9)', () => {
    expect(qs(posts.postListQuery({ kindSlug: 'news' }))).toBe('?kindSlug=news&page=1&pageSize=10')
    expect(qs(posts.postListQuery({ kindSlug: 'blog' }))).toBe('?kindSlug=blog&page=1&pageSize=6')
    expect(
      qs(posts.postListQuery({ kindSlug: 'news', search: 'ai', categoryId: 4, excludeId: 9, pageSize: 3 })),
    ).toBe('?kindSlug=news&page=1&pageSize=3&search=ai&categoryId=4&excludeId=9')
    expect(qs(posts.postListQuery({ kindSlug: 'news', search: '' }))).toBe(
      '?kindSlug=news&page=1&pageSize=10',
    )
  })

  it('sends either id or slug for a detail', () => {
    expect(qs(posts.postDetailQuery({ kindSlug: 'news', id: 5 }))).toBe('?kindSlug=news&id=5')
    expect(qs(posts.postDetailQuery({ kindSlug: 'news', slug: 'abc' }))).toBe('?kindSlug=news&slug=abc')
    expect(qs(posts.postByIdQuery({ id: 12 }))).toBe('?id=12')
  })

  it('defaults category lists to 6 and articles to 10, filters only if set', () => {
    expect(qs(posts.postKindCategoryListQuery({ kindSlug: 'event' }))).toBe(
      '?kindSlug=event&page=1&pageSize=6',
    )
    expect(qs(posts.postKindCategoryListQuery({ kindSlug: 'event', search: 'web' }))).toBe(
      '?kindSlug=event&page=1&pageSize=6&search=web',
    )
    expect(qs(posts.postCategoryListQuery({}))).toBe('?page=1&pageSize=6')
    expect(qs(posts.postCategoryListQuery({ categorySlug: 'webinar', search: 'w', page: 2 }))).toBe(
      '?page=2&pageSize=6&search=w&categorySlug=webinar',
    )
    expect(qs(posts.articleListQuery({}))).toBe('?page=1&pageSize=10')
    expect(qs(posts.articleListQuery({ categorySlug: 'karier', excludeId: 3, search: 'kerja' }))).toBe(
      '?page=1&pageSize=10&search=kerja&categorySlug=karier&excludeId=3',
    )
  })

  it('sends the legacy list filters only if set, and always asks for published posts only', () => {
    expect(qs(posts.legacyPostListQuery({}))).toBe('?page=1&active=true&pageSize=10')
    expect(qs(posts.legacyPostListQuery({ kind: 'blog' }))).toBe('?page=1&kind=blog&active=true&pageSize=6')
    expect(qs(posts.legacyPostListQuery({ kind: 'podcast', type: 'audio' }))).toBe(
      '?page=1&kind=podcast&type=audio&active=true&pageSize=10',
    )
    // A draft is never asked for, whatever a caller passes.
    const asked = { kind: 'news', active: false } as unknown as Parameters<
      typeof posts.legacyPostListQuery
    >[0]
    expect(qs(posts.legacyPostListQuery(asked))).toBe('?page=1&kind=news&active=true&pageSize=10')
  })

  it('sends only page for the gallery, and fills post ids into paths', () => {
    expect(qs(posts.galleryListQuery({}))).toBe('')
    expect(qs(posts.galleryListQuery({ page: 2 }))).toBe('?page=2')
    const ctx = capture(null).ctx
    expect(callUrl(ctx, CALLS.postUpdate, { pathParams: { id: 42 } })).toBe(
      'http://sandbox.test/services/v1/post/42',
    )
    expect(CALLS.postDelete.method).toBe('DELETE')
  })
})

describe('classes', () => {
  it('sends each class-list filter only if set, page size 6 by default', () => {
    expect(qs(classes.classListQuery({}))).toBe('?pageSize=6')
    expect(
      qs(
        classes.classListQuery({
          page: 2,
          perPage: 9,
          state: 'open',
          search: 'react',
          sort: 'newest',
          type: 'online',
          filterType: 'hybrid',
          programId: 3,
          all: false,
          preClass: true,
          level: 'beginner',
          programIds: [1, 2],
        }),
      ),
    ).toBe(
      '?page=2&pageSize=9&state=open&search=react&sort=newest&type=online&filter.type=hybrid&programId=3&all=false&preClass=true&level=beginner&programIds=1,2',
    )
  })

  it('adds the active-class query only when page is given (SPEC §7)', async () => {
    expect(classes.classActiveQuery({ state: 'open', perPage: 3, programIds: [1] })).toBeUndefined()
    expect(qs(classes.classActiveQuery({ page: 1 }))).toBe('?page=1&pageSize=6')
    expect(
      qs(
        classes.classActiveQuery({
          page: 2,
          perPage: 4,
          state: 'open',
          level: 'advanced',
          programIds: [3, 5],
          search: 'go',
          filterType: 'online',
        }),
      ),
    ).toBe('?page=2&pageSize=4&state=open&level=advanced&programIds=3,5&search=go&filter.type=online')
    const { ctx, urls } = capture(emptyList)
    await classes.listActiveClasses(ctx, { state: 'open' })
    await classes.listActiveClasses(ctx, { state: 'open', page: 1 })
    expect(urls).toEqual([
      'http://sandbox.test/services/v1/class/active',
      'http://sandbox.test/services/v1/class/active?page=1&pageSize=6&state=open',
    ])
  })

  it('sends webinar pageSize from perPage', async () => {
    expect(qs(classes.webinarListQuery({}))).toBe('?page=1&pageSize=6')
    expect(qs(classes.webinarListQuery({ perPage: 12, page: 3, programIds: [4] }))).toBe(
      '?page=3&pageSize=12&programIds=4',
    )
    const { ctx, urls } = capture(emptyList)
    await classes.listWebinars(ctx, { perPage: 8 })
    expect(urls[0]).toBe('http://sandbox.test/services/v1/class/webinar?page=1&pageSize=8')
    expect(urls[0]).not.toContain('perPage')
  })

  it('sends slug, classroomId, and nothing for recent classes', async () => {
    expect(qs(classes.classOverviewQuery({ slug: 'go' }))).toBe('?slug=go')
    expect(qs(classes.classSyllabusQuery({ classroomId: 1001 }))).toBe('?classroomId=1001')
    const { ctx, urls } = capture({ status: true, data: [] })
    const res = await classes.listRecentClasses(ctx)
    expect(res).toEqual({ status: true, message: 'OK', data: [] })
    expect(urls).toEqual(['http://sandbox.test/services/v1/class/recent'])
  })
})

describe('programs', () => {
  it('sends every program filter only if set, 6 a page by default', () => {
    expect(qs(programs.programListQuery({}))).toBe('?page=1&pageSize=6')
    expect(
      qs(
        programs.programListQuery({
          page: 2,
          perPage: 12,
          state: 'open',
          level: 'beginner',
          programIds: [1, 2],
          search: 'aws',
          filterType: 'bootcamp',
          registrarCityIds: [3273],
          heldCityIds: [3174, 3578],
          categoryId: 3,
        }),
      ),
    ).toBe(
      '?page=2&pageSize=12&state=open&level=beginner&programIds=1,2&search=aws&filter.type=bootcamp&registrarCityIds=3273&heldCityIds=3174,3578&categoryId=3',
    )
    expect(qs(programs.programListQuery({ programIds: [] }))).toBe('?page=1&pageSize=6')
  })

  it('pages schools per program 10 by default, programs 6, leaderboards 10', () => {
    expect(qs(programs.programSchoolsQuery({ programId: 1 }))).toBe('?page=1&pageSize=10')
    expect(qs(programs.programSchoolsQuery({ programId: 1, search: 'smk', perPage: 5 }))).toBe(
      '?page=1&pageSize=5&search=smk',
    )
    expect(qs(programs.programActiveQuery({}))).toBe('?page=1&pageSize=6')
    expect(qs(programs.awsProgramsQuery({ page: 2 }))).toBe('?page=2&pageSize=6')
    expect(qs(programs.leaderboardQuery({ programId: 1 }))).toBe('?page=1&pageSize=10')
  })

  it('fills program ids into the not-shown paths', async () => {
    const { ctx, urls } = capture(emptyList)
    await programs.listProgramSchools(ctx, { programId: 7 })
    await programs.listLeaderboard(ctx, { programId: 8, page: 2 })
    expect(urls).toEqual([
      'http://sandbox.test/services/v1/program/7/schools?page=1&pageSize=10',
      'http://sandbox.test/services/v1/program/8/leaderboard?page=2&pageSize=10',
    ])
  })
})

describe('api host', () => {
  it('sends batch paging only if set, to the api host', async () => {
    expect(qs(batches.batchListQuery({}))).toBe('')
    expect(qs(batches.batchListQuery({ page: 2, perPage: 5 }))).toBe('?page=2&perPage=5')
    const body = {
      data: [],
      page: { current_page: 2, last_page: 4 },
      data_count: { per_page: 5, total_data: 17 },
    }
    const { ctx, urls } = capture(body)
    const res = await batches.listActiveBatches(ctx, { page: 2, perPage: 5 })
    expect(urls).toEqual(['http://sandbox.test/api/batch/active?page=2&perPage=5'])
    expect(res.pagination).toEqual({ page: 2, perPage: 5, totalItems: 17, totalPages: 4 })
  })

  it('maps page.current_page, page.last_page, data_count.per_page, data_count.total_data', () => {
    expect(
      batchPagination({
        page: { current_page: 3, last_page: 9 },
        data_count: { per_page: 7, total_data: 60 },
      }),
    ).toEqual({ page: 3, perPage: 7, totalItems: 60, totalPages: 9 })
  })

  it('puts the program id in the silabus path', async () => {
    const silabus = capture({ data: { programId: 4, modules: [] } })
    expect((await batches.getSilabus(silabus.ctx, { programId: 4 })).status).toBe(true)
    const mentors = capture({ data: [] })
    expect((await batches.listActiveMentors(mentors.ctx)).status).toBe(true)
    expect([...silabus.urls, ...mentors.urls]).toEqual([
      'http://sandbox.test/api/silabus/4',
      'http://sandbox.test/api/active/mentors',
    ])
  })
})

describe('the call table agrees with the builders', () => {
  const cases: [CallName, Query | undefined][] = [
    ['careerList', careers.careerListQuery({ page: 1 })],
    ['careerJobList', careers.jobListQuery({ careerId: 1, page: 1 })],
    ['careerDetail', careers.careerDetailQuery({ slug: 's' })],
    ['careerJobDetail', careers.jobDetailQuery({ id: 1 })],
    ['postList', posts.postListQuery({ kindSlug: 'news', search: 's', categoryId: 1, excludeId: 1 })],
    ['postDetail', posts.postDetailQuery({ kindSlug: 'news', id: 1 })],
    ['postKindCategoryList', posts.postKindCategoryListQuery({ kindSlug: 'news', search: 's' })],
    ['articleList', posts.articleListQuery({ search: 's', categorySlug: 'c', excludeId: 1 })],
    ['postDetailById', posts.postByIdQuery({ id: 1 })],
    ['postCategoryList', posts.postCategoryListQuery({ search: 's', categorySlug: 'c' })],
    ['postListLegacy', posts.legacyPostListQuery({ kind: 'news', type: 'text', active: true })],
    ['galleryList', posts.galleryListQuery({ page: 1 })],
    [
      'classActive',
      classes.classActiveQuery({
        page: 1,
        state: 's',
        level: 'l',
        programIds: [1],
        search: 's',
        filterType: 't',
      }),
    ],
    ['classWebinar', classes.webinarListQuery({ programIds: [1] })],
    ['classOverview', classes.classOverviewQuery({ slug: 's' })],
    ['classSyllabus', classes.classSyllabusQuery({ classroomId: 1 })],
    [
      'programList',
      programs.programListQuery({
        state: 's',
        level: 'l',
        programIds: [1],
        search: 's',
        filterType: 't',
        registrarCityIds: [1],
        heldCityIds: [1],
        categoryId: 1,
      }),
    ],
    ['programSchools', programs.programSchoolsQuery({ programId: 1, search: 's' })],
    ['leaderboards', programs.leaderboardQuery({ programId: 1 })],
    ['programActive', programs.programActiveQuery({})],
    ['awsPrograms', programs.awsProgramsQuery({})],
    ['batchActive', batches.batchListQuery({ page: 1, perPage: 1 })],
  ]
  it.each(cases)('%s sends only parameters its row lists', (name, query) => {
    const sent = Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k)
    expect(sent.length).toBeGreaterThan(0)
    for (const key of sent) expect(CALLS[name].query).toContain(key)
  })
})
