/**
 * Classes, the rest: the class page's Course JSON-LD (provider, hasCourseInstance) and
 * open batches (read through `batch/active`'s own paging fields) in the raw HTML, SPEC §2's
 * server-side entry paths in the route table's spelling (sites/routes.ts: matching is
 * case-sensitive), `/Courses/{slug}` of a class slug included, and axe checks of the catalogue, class, course, chapter
 * reader, leaderboards and pricing pages.
 */
import { SAMPLE_NOTE } from '../../content/sample'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, rawGet, sandboxData, sandboxJson, settle, siteUrl, test } from './fixtures'

const TENANTS = ['demo', 'smkcoding'] as const

interface SandboxClass {
  slug: string
  code: string
  name: string
  state: string
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
  modules: { slug: string; chapters: { slug: string; title: string }[] }[]
}

const allClasses = (tenant: string) =>
  sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true&sort=newest')

/** The JSON-LD objects of a raw page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

for (const key of TENANTS) {
  test.describe(key, () => {
    test('a class page: Course JSON-LD with provider and hasCourseInstance, open batches with seats', async ({
      request,
    }) => {
      // The batches the page reads: SPEC §3's paging fields, the first 50 (features/classes/overviewParams.ts).
      const batches = (await sandboxJson<BatchPage>(key, '/api/batch/active?page=1&perPage=50')).body
      expect(batches.page.current_page).toBe(1)
      expect(batches.data_count.per_page).toBe(50)
      expect(batches.data_count.total_data).toBeGreaterThan(0)
      const item = (await allClasses(key)).find((c) =>
        batches.data.some((b) => b.programId === c.programId && b.quota),
      )!
      expect(item, 'a class whose program has an open batch').toBeTruthy()
      const html = (await (await rawGet(request, key, `/Class/${item.slug}`)).text()).replace(/<!-- -->/g, '')

      // Seeded items are sample data: they carry the sample label and no structured data
      // (components/JsonLd.tsx); the builders' shapes are unit-tested (tests/unit/structured-data.test.tsx).
      expect(jsonLdOf(html).find((o) => o['@type'] === 'Course')).toBeUndefined()
      expect(html).toContain(SAMPLE_NOTE)

      expect(html).toContain('Angkatan yang dibuka')
      const batch = batches.data.find((b) => b.programId === item.programId && b.quota)!
      expect(html).toContain(batch.name)
      expect(html).toMatch(/Sisa kursi [\d.]+ dari [\d.]+/)
    })

    test('SPEC §2 server-side entry paths render the class in the raw HTML with its meta', async ({
      request,
    }) => {
      const classes = await allClasses(key)
      const item = classes[0]!
      for (const path of [
        `/Class/${item.slug}`,
        `/Overview/${item.slug}`,
        `/Class/Competence/${item.slug}`,
        // SPEC §2: courses/{slug} is a class overview by slug when no course has that slug.
        `/Courses/${item.slug}`,
      ]) {
        const res = await rawGet(request, key, path)
        expect(res.status(), path).toBe(200)
        const html = (await res.text()).replace(/<!-- -->/g, '')
        expect(html, path).toContain(`<h1>${item.name}</h1>`)
        expect(html, path).toMatch(new RegExp(`<title>${item.name} \\| [^<]+</title>`))
        expect(html, path).toContain(SAMPLE_NOTE)
      }
      const pesilat = await rawGet(request, key, '/Pesilat')
      expect(pesilat.status()).toBe(200)
      expect(await pesilat.text()).toContain('Pesilat')
    })
  })
}

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('axe: catalogue, class, course, chapter reader, leaderboards and pricing have no violations', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const [item] = await allClasses('demo')
  const courses = await sandboxData<Course[]>('demo', '/services/v1/course/list?premium=false')
  const course = await sandboxData<Course>('demo', `/services/v1/course/detail?slug=${courses[0]!.slug}`)
  const module = course.modules[0]!
  const found: Record<string, string[]> = {}
  for (const path of [
    '/Class',
    `/Class/${item!.slug}`,
    `/Courses/${course.slug}`,
    `/Courses/${course.slug}/module/${module.slug}/chapter/${module.chapters[1]!.slug}`,
    '/Leaderboards',
    '/Pricing',
  ]) {
    await page.goto(siteUrl('demo', path))
    await settle(page)
    const violations = await axeViolations(page)
    if (violations.length) found[path] = violations
  }
  expect(found).toEqual({})
})
