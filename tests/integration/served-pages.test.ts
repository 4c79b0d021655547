/**
 * The pages as the renderer answers them before any script runs (./served-sites.ts): the HTTP
 * basics (testkit/httpBasics.ts: 404s, caching, security headers, compression); class, course and
 * program lists in the raw HTML, SPEC §2's server-side entry paths with their meta, the open
 * batches of a class, the optional module segment of a chapter address, and the 404s of unknown
 * items. What a visitor does with these pages is in tests/e2e (foundation, classes*, events).
 */
import { describe, expect, it } from 'vitest'
import { SAMPLE_NOTE } from '../../content/sample'
import { getTenant } from '../../sites/registry'
import {
  cachingAndSecurityProblems,
  compressionProblems,
  missingAssetProblems,
  unknownNewsProblems,
  type RawGet,
} from '../../testkit/httpBasics'
import { useServedSites } from './served-sites'

const TENANTS = ['demo', 'smkcoding'] as const
const served = useServedSites(TENANTS, 'served-pages')
const { get } = served
/** The body as sent, no redirect followed: what testkit/httpBasics.ts checks. */
const raw: RawGet = (tenant, path, headers) => get(tenant, path, { headers, redirect: 'manual' })

interface SandboxClass {
  slug: string
  code: string
  name: string
  programId: number
}
interface SandboxBatch {
  programId: number
  name: string
  quota?: number | null
}
interface BatchPage {
  data: SandboxBatch[]
  page: { current_page: number; last_page: number }
  data_count: { per_page: number; total_data: number }
}
interface Course {
  slug: string
  title: string
  isPremium: boolean
  modules: { slug: string; title: string; chapters: { slug: string; title: string }[] }[]
}
interface Program {
  id: number
  name: string
}

const allClasses = (tenant: string) =>
  served.sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true&sort=newest')
const coursesOf = (premium: boolean, tenant: string) =>
  served.sandboxData<Course[]>(tenant, `/services/v1/course/list?premium=${premium}`)
const courseOf = (slug: string, tenant: string) =>
  served.sandboxData<Course>(tenant, `/services/v1/course/detail?slug=${slug}`)
const programs = (query: string, tenant: string) =>
  served.sandboxData<Program[]>(tenant, `/services/v1/program/list?page=1&pageSize=100${query}`)
const chaptersOf = (c: Course) =>
  c.modules.flatMap((m) => m.chapters.map((ch) => ({ ...ch, module: m.slug })))

/** Rendered text as a reader sees it: React's text separators left out. */
const text = (html: string) => html.replace(/<!-- -->/g, '')

/** The JSON-LD objects of a raw page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

describe('HTTP basics', () => {
  it('a missing asset is a plain 404, never HTML', async () => {
    expect(await missingAssetProblems(raw)).toEqual([])
  })

  it('hashed assets are immutable, HTML is revalidated, security headers are set', async () => {
    expect(await cachingAndSecurityProblems(raw)).toEqual([])
  })

  it('text is sent compressed: brotli for built files, gzip for server-rendered pages', async () => {
    const [post] = await served.sandboxData<{ slug: string }[]>(
      'demo',
      '/services/v3/post/list?kindSlug=news&pageSize=1',
    )
    expect(await compressionProblems(raw, post!.slug)).toEqual([])
  })

  it('an unknown news slug is a 404', async () => {
    expect(await unknownNewsProblems(raw)).toEqual([])
  })
})

for (const key of TENANTS) {
  describe(key, () => {
    it('/Class: the raw HTML holds the first six classes, webinars and recent classes', async () => {
      const classes = await allClasses(key)
      const res = await get(key, '/Class')
      expect(res.status).toBe(200)
      const html = res.text()
      for (const c of classes.slice(0, 6)) expect(html).toContain(c.name.replace(/&/g, '&amp;'))
      expect(html).not.toContain(`>${classes[6]!.name.replace(/&/g, '&amp;')}<`)
      expect(html).toContain('Webinar')
      expect(html).toContain('Kelas terbaru')
      expect(html).toContain(`<title>Kelas | ${getTenant(key)!.name}</title>`)
    })

    it('a class page: no Course JSON-LD on sample data, open batches with seats', async () => {
      // The batches the page reads: SPEC §3's paging fields, the first 50 (features/classes/overviewParams.ts).
      const res = await served.sandboxFetch(key, '/api/batch/active?page=1&perPage=50')
      const batches = (await res.json()) as BatchPage
      expect(batches.page.current_page).toBe(1)
      expect(batches.data_count.per_page).toBe(50)
      expect(batches.data_count.total_data).toBeGreaterThan(0)
      const item = (await allClasses(key)).find((c) =>
        batches.data.some((b) => b.programId === c.programId && b.quota),
      )!
      expect(item, 'a class whose program has an open batch').toBeTruthy()
      const html = text((await get(key, `/Class/${item.slug}`)).text())

      // Seeded items are sample data: they carry the sample label and no structured data
      // (components/JsonLd.tsx); the builders' shapes are unit-tested (tests/unit/structured-data.test.tsx).
      expect(jsonLdOf(html).find((o) => o['@type'] === 'Course')).toBeUndefined()
      expect(html).toContain(SAMPLE_NOTE)

      expect(html).toContain('Angkatan yang dibuka')
      const batch = batches.data.find((b) => b.programId === item.programId && b.quota)!
      expect(html).toContain(batch.name)
      expect(html).toMatch(/Sisa kursi [\d.]+ dari [\d.]+/)
    })

    it('SPEC §2 server-side entry paths render the class in the raw HTML with its meta', async () => {
      const item = (await allClasses(key))[0]!
      for (const path of [
        `/Class/${item.slug}`,
        `/Overview/${item.slug}`,
        `/Class/Competence/${item.slug}`,
        // SPEC §2: courses/{slug} is a class overview by slug when no course has that slug.
        `/Courses/${item.slug}`,
      ]) {
        const res = await get(key, path)
        expect(res.status, path).toBe(200)
        const html = text(res.text())
        expect(html, path).toContain(`<h1>${item.name}</h1>`)
        expect(html, path).toMatch(new RegExp(`<title>${item.name} \\| [^<]+</title>`))
        expect(html, path).toContain(SAMPLE_NOTE)
      }
      const pesilat = await get(key, '/Pesilat')
      expect(pesilat.status).toBe(200)
      expect(pesilat.text()).toContain('Pesilat')
    })

    it('/Courses and /Courses/@Premium list their courses in the raw HTML', async () => {
      const free = await coursesOf(false, key)
      const premium = await coursesOf(true, key)
      expect(free.length).toBeGreaterThanOrEqual(1)
      const html = (await get(key, '/Courses')).text()
      for (const c of free) expect(html).toContain(c.title)
      for (const c of premium) expect(html).not.toContain(c.title)
      const premiumRes = await get(key, '/Courses/@Premium')
      expect(premiumRes.status).toBe(200)
      const premiumHtml = premiumRes.text()
      for (const c of premium) expect(premiumHtml).toContain(c.title)
    })

    it('a course page holds its outline, no Course JSON-LD on sample data; unknown course or chapter is 404', async () => {
      const [summary] = await coursesOf(false, key)
      const course = await courseOf(summary!.slug, key)
      const res = await get(key, `/Courses/${course.slug}`)
      expect(res.status).toBe(200)
      const html = res.text()
      expect(html).toContain(`<h1>${course.title}</h1>`)
      // Seeded items are sample data: they carry the sample label and no structured data
      // (components/JsonLd.tsx); the builders' shapes are unit-tested (tests/unit/structured-data.test.tsx).
      expect(html).not.toContain('"@type":"Course"')
      expect(html).toContain(SAMPLE_NOTE)
      for (const ch of chaptersOf(course)) expect(html).toContain(ch.title)
      expect((await get(key, '/Courses/kursus-hantu')).status).toBe(404)
      expect((await get(key, `/Courses/${course.slug}/module/x/chapter/bab-hantu`)).status).toBe(404)
    })

    it('/Bandung and /Jakarta list the programs held there', async () => {
      for (const [path, ids] of [
        ['/Bandung', '3273'],
        ['/Jakarta', '3171,3172,3173,3174,3175'],
      ] as const) {
        const held = await programs(`&heldCityIds=${ids}`, key)
        expect(held.length).toBeGreaterThan(0)
        const others = (await programs('', key)).filter((p) => !held.some((h) => h.id === p.id))
        const html = (await get(key, path)).text()
        for (const p of held.slice(0, 6)) expect(html).toContain(p.name)
        for (const p of others) expect(html).not.toContain(`>${p.name}</a>`)
      }
    })
  })
}

it('the module segment is optional in a chapter address', async () => {
  const [summary] = await coursesOf(false, 'demo')
  const course = await courseOf(summary!.slug, 'demo')
  const ch = chaptersOf(course)[4]!
  const res = await get('demo', `/Courses/${course.slug}/module/chapter/${ch.slug}`)
  expect(res.status).toBe(200)
  expect(res.text()).toContain(`<h1>${ch.title}</h1>`)
})

it('/Class/Competence/{slug} and /Overview/{code} are class overviews', async () => {
  const item = (await allClasses('demo'))[2]!
  const competence = await get('demo', `/Class/Competence/${item.slug}`)
  expect(competence.status).toBe(200)
  expect(competence.text()).toContain(`<h1>${item.name}</h1>`)
  const own = (await allClasses('smkcoding'))[2]!
  const overview = await get('smkcoding', `/Overview/${own.code}`)
  expect(overview.status).toBe(200)
  expect(overview.text()).toContain(`<h1>${own.name}</h1>`)
  // Another tenant's class is not found there.
  expect((await get('smkcoding', `/Overview/${item.code}`)).status).toBe(404)
})

it('unknown job id or career slug → 404', async () => {
  expect((await get('demo', '/Event/Careers/999999')).status).toBe(404)
  expect((await get('demo', '/Event/Careers/bukan-angka')).status).toBe(404)
  expect((await get('smkcoding', '/Career/tidak-ada')).status).toBe(404)
})
