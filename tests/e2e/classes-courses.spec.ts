/**
 * Courses: lists in the raw HTML, the course page, the chapter reader's previous/next and
 * progress kept after a reload, the optional module segment, premium previews and locks, 404s.
 */
import {
  expect,
  rawGet,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxData,
  settle,
  siteUrl,
  test,
} from './fixtures'

const TENANTS = ['demo', 'smkcoding'] as const
/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

interface Ref {
  slug: string
  title: string
  isFree?: boolean
}
interface Course {
  slug: string
  title: string
  isPremium: boolean
  classSlug: string | null
  modules: { slug: string; title: string; chapters: Ref[] }[]
}

const listOf = (premium: boolean, tenant = 'demo') =>
  sandboxData<Course[]>(tenant, `/services/v1/course/list?premium=${premium}`)
const courseOf = (slug: string, tenant = 'demo') =>
  sandboxData<Course>(tenant, `/services/v1/course/detail?slug=${slug}`)
const flat = (c: Course) => c.modules.flatMap((m) => m.chapters.map((ch) => ({ ...ch, module: m.slug })))

for (const key of TENANTS) {
  test.describe(key, () => {
    test('the reader moves next and previous, and remembers progress after a reload', async ({ page }) => {
      const [summary] = await listOf(false, key)
      const course = await courseOf(summary!.slug, key)
      const chapters = flat(course)
      await page.goto(siteUrl(key, `/Courses/${course.slug}`))
      await settle(page)
      await page.getByRole('link', { name: 'Mulai belajar' }).click()
      await expect(page.locator('h1')).toHaveText(chapters[0]!.title)
      await expect(page.locator('.chapter-page__content')).toBeVisible()
      // The demo catalogue's programming courses carry code; other schools' chapters are prose.
      if (key === 'demo') await expect(page.locator('.chapter-page__content pre code')).toBeVisible()

      const nav = page.getByRole('navigation', { name: 'Bab sebelumnya dan berikutnya' })
      await nav.getByRole('link', { name: /Berikutnya/ }).click()
      await expect(page.locator('h1')).toHaveText(chapters[1]!.title)
      await nav.getByRole('link', { name: /Berikutnya/ }).click()
      await expect(page.locator('h1')).toHaveText(chapters[2]!.title)
      await nav.getByRole('link', { name: /Sebelumnya/ }).click()
      await expect(page.locator('h1')).toHaveText(chapters[1]!.title)
      await expect(page).toHaveURL(new RegExp(`/module/${chapters[1]!.module}/chapter/${chapters[1]!.slug}$`))

      await page.reload()
      await expect(page.locator('.chapter-page__outline .course-page__progress')).toHaveText(
        `3 dari ${chapters.length} bab dibaca`,
      )
      await expect(page.locator('.course-outline__chapter.is-read')).toHaveCount(3)
      await page.goto(siteUrl(key, `/Courses/${course.slug}`))
      await expect(page.getByRole('link', { name: `Lanjutkan: ${chapters[1]!.title}` })).toBeVisible()
      await expect(page.locator('.course-page__progress')).toHaveText(
        `3 dari ${chapters.length} bab sudah Anda baca di perangkat ini.`,
      )
    })
  })
}

test('a premium course: preview chapters open, a locked chapter shows what unlocks it', async ({
  page,
  request,
}) => {
  const [summary] = await listOf(true)
  const course = await courseOf(summary!.slug)
  const chapters = flat(course)
  const preview = chapters.find((c) => c.isFree)!
  const locked = chapters.find((c) => !c.isFree)!
  const base = `/Courses/@Premium/${course.slug}`

  const open = await rawGet(request, 'demo', `${base}/module/${preview.module}/chapter/${preview.slug}`)
  expect(open.status()).toBe(200)
  expect(await open.text()).toContain('<pre><code')

  const lockedRes = await rawGet(request, 'demo', `${base}/module/${locked.module}/chapter/${locked.slug}`)
  expect(lockedRes.status()).toBe(200)
  const lockedHtml = await lockedRes.text()
  expect(lockedHtml).toContain('Bab ini terbuka untuk peserta kelas premium.')
  expect(lockedHtml).not.toContain('<pre><code')

  await page.goto(siteUrl('demo', `${base}/module/${locked.module}/chapter/${locked.slug}`))
  const offer = page.getByRole('note')
  await expect(offer).toContainText('Bab ini terbuka untuk peserta kelas premium.')
  await offer.getByRole('link', { name: 'Buka kursus lewat kelas premium' }).click()
  await expect(page).toHaveURL(new RegExp(`/Class/${course.classSlug}$`))
  await expect(page.locator('h1')).toBeVisible()
})

test('the reader has no horizontal scroll at 360 px, code blocks included', async ({ page }) => {
  const [summary] = await listOf(true)
  const course = await courseOf(summary!.slug)
  const ch = flat(course)[0]!
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('demo', `/Courses/@Premium/${course.slug}/module/${ch.module}/chapter/${ch.slug}`))
  await settle(page)
  await page.screenshot({ path: '/tmp/classes-chapter-360.png', fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto(siteUrl('demo', `/Courses/@Premium/${course.slug}`))
  await settle(page)
  await page.screenshot({ path: '/tmp/classes-course-360.png', fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('demo', `/Courses/@Premium/${course.slug}/module/${ch.module}/chapter/${ch.slug}`))
  await settle(page)
  await page.screenshot({ path: '/tmp/classes-chapter-1280.png', fullPage: true })
})

test('/Courses: a failing list says why, and retry recovers', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/, /Injected server error/)
  await leaseTenant(FAULTED)
  await page.goto(siteUrl(FAULTED, '/Courses'))
  await settle(page)
  await armFault(FAULTED, { pathPrefix: '/services/v1/course/list', fault: '500' })
  await page.getByLabel('Cari kursus').fill('Python')
  const alert = page.getByRole('alert').filter({ hasText: 'Kursus belum dapat dimuat' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await resetTenant(FAULTED)
  await alert.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(alert).toBeHidden()
  await expect(page.locator('.classes-card__title')).toHaveText(['Python untuk Analisis Data'])
})
