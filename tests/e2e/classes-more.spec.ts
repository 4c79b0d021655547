/**
 * Classes, the rest: axe checks of the catalogue, class, course, chapter reader, leaderboards and
 * pricing pages. What the class pages answer before any script runs (open batches, SPEC §2's
 * server-side entry paths) is checked over HTTP: tests/integration/served-pages.test.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, sandboxData, settle, siteUrl, test } from './fixtures'

interface SandboxClass {
  slug: string
  code: string
  name: string
  state: string
  programId: number
}
interface Course {
  slug: string
  title: string
  modules: { slug: string; chapters: { slug: string; title: string }[] }[]
}

const allClasses = (tenant: string) =>
  sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true&sort=newest')

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
