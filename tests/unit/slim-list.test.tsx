/**
 * The lists baked into list pages keep only what their cards read (features/listPayload): same key, same
 * paging, and every card renders the same HTML from the slim item as from the full one, so the
 * revalidated full answer replaces it without a visible change.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { SWRConfig, unstable_serialize } from 'swr'
import { describe, expect, it } from 'vitest'
import type { Career, Job } from '../../api/careers'
import type { ClassItem } from '../../api/classes'
import type { CourseSummary } from '../../api/courses'
import { memoryTokenStore } from '../../api/context'
import { ApiProvider, type ApiQuery, type Outcome } from '../../api/hooks'
import type { Post } from '../../api/posts'
import { SUMMARY_CHARS } from '../../api/postSummary'
import type { Program } from '../../api/programs'
import { okList, failList, type ListResult } from '../../api/result'
import { CareerCard } from '../../features/careers/CareerCard'
import { JobItem } from '../../features/careers/JobItem'
import { ClassCard } from '../../features/classes/ClassCard'
import { CourseCard } from '../../features/classes/courses/CourseCard'
import { ProgramTile } from '../../features/classes/ProgramTile'
import { ProgramPostCard } from '../../features/events/ProgramPostCard'
import { EventCard } from '../../features/events/EventCard'
import {
  careerCard,
  classCard,
  courseCard,
  eventCard,
  jobItem,
  landingClass,
  landingNews,
  landingProgram,
  postCard,
  programCard,
  programOption,
  programPostCard,
  programTile,
  videoCard,
} from '../../features/listPayload/cardFields'
import { pick, slimList } from '../../features/listPayload/slimList'
import { PostCard } from '../../features/posts/PostCard'
import { SECTIONS } from '../../features/posts/sections'
import { VideoCard } from '../../features/posts/video/VideoCard'
import { ProgramCard } from '../../features/events/program/ProgramCard'
import { CAREERS, JOBS } from '../../sandbox/seed/careers'
import { CLASSES } from '../../sandbox/seed/classes'
import { COURSES } from '../../sandbox/seed/courses'
import { POSTS } from '../../sandbox/seed/posts'
import { PROGRAMS } from '../../sandbox/seed/programs'
import { apiContextFor } from '../../sites/apiContext'
import { ClassGrid } from '../../sites/landings/sections/ClassGrid'
import { NewsList } from '../../sites/landings/sections/NewsList'
import { ProgramGrid } from '../../sites/landings/sections/ProgramGrid'
import { createSiteRuntime } from '../../sites/runtime'

const html = (node: React.ReactElement) => renderToStaticMarkup(node)
/** The cards are typed with the full item; before revalidation the page hands them the slim one. */
const asFull = <T,>(slim: object) => slim as T
const bytes = (value: unknown) => JSON.stringify(value).length
const posts = POSTS as unknown as Post[]
const PAGING = { page: 1, perPage: 2, totalItems: 7, totalPages: 4 }

function queryOf<R extends Outcome>(result: R): ApiQuery<R> {
  return { key: ['posts', 'demo', { page: 1 }], run: async () => result }
}

describe('slimList', () => {
  it('keeps the key, the message and the paging, and slims each item', async () => {
    const full = okList(posts.slice(0, 2), PAGING, 'Berhasil')
    const query = slimList(queryOf(full), postCard)
    expect(query.key).toEqual(['posts', 'demo', { page: 1 }])
    const slim = await query.run({} as never)
    expect(slim).toEqual({
      status: true,
      message: 'Berhasil',
      pagination: PAGING,
      data: posts.slice(0, 2).map(postCard),
    })
    expect(bytes(slim)).toBeLessThan(bytes(full) / 2)
  })

  it('passes a failure and a non-list answer through unchanged', async () => {
    const failed: ListResult<Post> = failList('Server sedang bermasalah.')
    expect(await slimList(queryOf(failed), postCard).run({} as never)).toBe(failed)
    const single = { status: true as const, message: 'OK', data: { count: 3 } }
    expect(await slimList(queryOf(single), (x: never) => x).run({} as never)).toBe(single)
  })
})

describe('pick', () => {
  it('copies the fields the item has and leaves missing ones out (no serialised undefined)', () => {
    const item: { id: number; slug?: string; name: string | null } = { id: 1, name: null }
    const picked = pick(item, ['id', 'slug', 'name'])
    expect(picked).toEqual({ id: 1, name: null })
    expect('slug' in picked).toBe(false)
  })
})

describe('card projections render what the full item renders', () => {
  const sections = [SECTIONS.news, SECTIONS.berita, SECTIONS.blog, SECTIONS.podcasts, SECTIONS.articles]

  it('post cards, with a summary and without one (the excerpt then comes from the body)', () => {
    const sample = posts.filter((p) => p.kindSlug !== 'event').slice(0, 12)
    const withoutSummary = sample.map((p) => ({ ...p, summary: '' }))
    for (const section of sections)
      for (const post of [...sample, ...withoutSummary]) {
        const slim = asFull<Post>(postCard(post))
        expect(html(<PostCard post={slim} section={section} />)).toBe(
          html(<PostCard post={post} section={section} />),
        )
      }
    // Never the body: without a summary, the card carries the body's start, cut and plain.
    for (const post of [...sample, ...withoutSummary]) expect('content' in postCard(post)).toBe(false)
    const cut = postCard(withoutSummary[0]!).summary ?? ''
    expect(cut.length).toBeGreaterThan(0)
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_CHARS)
    expect(cut).not.toMatch(/</)
  })

  it('a card of a huge post without a summary weighs what any card weighs', () => {
    const post = { ...posts[0]!, summary: '', content: `<p>${'kata panjang sekali '.repeat(250_000)}</p>` }
    const slim = postCard(post)
    expect(JSON.stringify(slim).length).toBeLessThan(2000)
    expect(JSON.stringify(videoCard(post)).length).toBeLessThan(2000)
    expect(html(<PostCard post={asFull<Post>(slim)} section={SECTIONS.news} />)).toBe(
      html(<PostCard post={post} section={SECTIONS.news} />),
    )
  })

  it('event cards, before and after the events', () => {
    const events = posts.filter((p) => p.kindSlug === 'event')
    expect(events.length).toBeGreaterThan(0)
    expect(events.some((e) => e.startsAt)).toBe(true)
    for (const now of [new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z')])
      for (const post of events)
        expect(html(<EventCard post={asFull<Post>(eventCard(post))} now={now} />)).toBe(
          html(<EventCard post={post} now={now} />),
        )
  })

  it('program cards and the program filter options', () => {
    const programs = PROGRAMS as unknown as Program[]
    for (const program of programs)
      expect(html(<ProgramCard program={asFull<Program>(programCard(program))} />)).toBe(
        html(<ProgramCard program={program} />),
      )
    expect(programs.map(programOption)).toEqual(programs.map((p) => ({ id: p.id, name: p.name })))
  })

  it('class cards', () => {
    for (const item of CLASSES as unknown as ClassItem[])
      for (const level of [2, 3] as const)
        expect(html(<ClassCard item={asFull<ClassItem>(classCard(item))} headingLevel={level} />)).toBe(
          html(<ClassCard item={item} headingLevel={level} />),
        )
  })
  it('program tiles, also for programs without a cover (the logo then stands in)', () => {
    const programs = PROGRAMS as unknown as Program[]
    const variants = [...programs, ...programs.slice(0, 3).map((p) => ({ ...p, cover: null }))]
    for (const program of variants)
      for (const level of [2, 3] as const)
        expect(
          html(
            <ProgramTile program={asFull<Program>(programTile(program))} href="/x" headingLevel={level} />,
          ),
        ).toBe(html(<ProgramTile program={program} href="/x" headingLevel={level} />))
  })

  it('course cards, free and premium', () => {
    // The counts are the sandbox's answer, not the seed's: set here so the card shows them.
    const courses = (COURSES as unknown as CourseSummary[]).map((c, i) => ({
      ...c,
      moduleCount: i % 3,
      chapterCount: i % 4,
    }))
    expect(courses.some((c) => c.isPremium)).toBe(true)
    for (const course of courses)
      expect(html(<CourseCard course={asFull<CourseSummary>(courseCard(course))} />)).toBe(
        html(<CourseCard course={course} />),
      )
  })

  it('program news cards', () => {
    const programPosts = posts.filter((p) => p.kindSlug === 'program')
    expect(programPosts.length).toBeGreaterThan(0)
    for (const post of programPosts)
      expect(html(<ProgramPostCard post={asFull<Post>(programPostCard(post))} />)).toBe(
        html(<ProgramPostCard post={post} />),
      )
  })

  it('video cards, with a video and without, with a summary and without', () => {
    const withVideo = posts.filter((p) => p.video)
    expect(withVideo.length).toBeGreaterThan(0)
    const sample = [...withVideo, ...posts.slice(0, 6)]
    for (const post of [...sample, ...sample.map((p) => ({ ...p, summary: '' }))])
      expect(html(<VideoCard post={asFull<Post>(videoCard(post))} />)).toBe(html(<VideoCard post={post} />))
  })

  it('career cards and job items', () => {
    const careers = (CAREERS as unknown as Career[]).map((c, i) => ({ ...c, jobCount: i % 3 }))
    for (const career of careers)
      expect(html(<CareerCard career={asFull<Career>(careerCard(career))} />)).toBe(
        html(<CareerCard career={career} />),
      )
    const jobs = JOBS as unknown as Job[]
    expect(jobs.some((j) => j.description)).toBe(true)
    for (const job of jobs)
      expect(html(<JobItem job={asFull<Job>(jobItem(job))} />)).toBe(html(<JobItem job={job} />))
    expect(bytes(jobs.map(jobItem))).toBeLessThan(bytes(jobs))
  })
})

describe("the home's landing sections render from the slim lists what they render from the full ones", () => {
  const api = apiContextFor(createSiteRuntime('demo', {}, null, 'test'), memoryTokenStore())
  /** A section as the home renders it: its list in the page's SWR fallback under the hook's key. */
  const section = (node: React.ReactElement, key: readonly unknown[], items: readonly object[]) =>
    html(
      <ApiProvider value={api}>
        <SWRConfig
          value={{
            fallback: { [unstable_serialize(key)]: okList([...items], PAGING) },
            provider: () => new Map(),
          }}
        >
          {node}
        </SWRConfig>
      </ApiProvider>,
    )
  const chunks = <T,>(items: readonly T[]) =>
    Array.from({ length: Math.ceil(items.length / 3) }, (_, i) => items.slice(i * 3, i * 3 + 3))

  it('NewsList (news, blog, articles, podcasts)', () => {
    for (const kindSlug of ['news', 'blog', 'article', 'podcast']) {
      const params = { kindSlug, pageSize: 3 }
      const key = ['posts', 'demo', params]
      for (const items of chunks(posts.filter((p) => p.kindSlug === kindSlug).slice(0, 9))) {
        const full = section(<NewsList id="x" title="x" params={params} />, key, items)
        expect(full).toContain('news-card')
        expect(section(<NewsList id="x" title="x" params={params} />, key, items.map(landingNews))).toBe(full)
      }
    }
  })

  it('ProgramGrid, also for programs without a cover or a summary', () => {
    const params = { perPage: 3, state: 'open' }
    const key = ['programs', 'demo', params]
    const programs = PROGRAMS as unknown as Program[]
    const variants = [
      ...programs,
      ...programs.slice(0, 3).map((p) => ({ ...p, cover: null, summary: null })),
      ...programs.slice(0, 3).map((p) => ({ ...p, cover: undefined, summary: undefined })),
    ]
    for (const items of chunks(variants)) {
      const full = section(<ProgramGrid id="x" title="x" params={params} />, key, items)
      expect(full).toContain('program-card')
      expect(section(<ProgramGrid id="x" title="x" params={params} />, key, items.map(landingProgram))).toBe(
        full,
      )
    }
  })

  it('ClassGrid', () => {
    const params = { perPage: 6, state: 'open', sort: 'newest' }
    const key = ['classes', 'demo', params]
    for (const items of chunks(CLASSES as unknown as ClassItem[])) {
      const full = section(<ClassGrid id="x" title="x" params={params} />, key, items)
      expect(full).toContain('class-card')
      expect(section(<ClassGrid id="x" title="x" params={params} />, key, items.map(landingClass))).toBe(full)
    }
  })
})
