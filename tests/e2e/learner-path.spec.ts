/**
 * What a new learner meets on a phone (360 px): an event page gives its date, place and "Daftar
 * sekarang" within the first screen, without a layout shift; pesilat's class page leads back to
 * "Kelas Silat" at /Pesilat/Class, as its menu does. The same over all 40 sites, from the built
 * pages: tests/integration/learner-path.test.ts.
 */
import type { Page } from '@playwright/test'
import { expect, sandboxJson, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

const EVENT_TENANTS = ['demo', 'sekolahkopi'] as const
/** The first screen of a phone, below which nothing a visitor came for should start. */
const FIRST_SCREEN = 640

interface SandboxEvent {
  slug: string
  title: string
  startsAt?: string
  endsAt?: string
  registrationUrl?: string | null
}

async function upcomingEvent(tenant: string): Promise<SandboxEvent> {
  const { body } = await sandboxJson<{ data: SandboxEvent[] }>(
    tenant,
    '/services/v3/post/list?kindSlug=event&pageSize=10',
  )
  const event = body.data.find(
    (e) => e.registrationUrl && e.startsAt && new Date(e.endsAt ?? e.startsAt) > new Date(),
  )
  expect(event, `${tenant}: the seed has an upcoming event with a registration form`).toBeTruthy()
  return event!
}

test.use({ viewport: { width: 360, height: 740 } })

for (const tenant of EVENT_TENANTS) {
  test(`${tenant}: an event's date, place and "Daftar sekarang" are on a phone's first screen`, async ({
    page,
  }) => {
    const event = await upcomingEvent(tenant)
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!e.hadRecentInput) w.__shift += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(siteUrl(tenant, `/Event/${event.slug}`))
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)

    const facts = page.getByRole('complementary', { name: 'Info acara' })
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y
    const date = facts.getByText('Tanggal', { exact: true })
    const place = facts.getByText('Tempat', { exact: true })
    const register = facts.getByRole('link', { name: 'Daftar sekarang' })
    await expect(register).toBeVisible()
    for (const [what, locator] of [
      ['date', date],
      ['place', place],
      ['Daftar sekarang', register],
    ] as const) {
      const box = (await locator.boundingBox())!
      expect(box.y + box.height, `${tenant}: ${what} ends within ${FIRST_SCREEN} px`).toBeLessThanOrEqual(
        FIRST_SCREEN,
      )
    }
    // The facts come before the story: under the title, above the cover.
    expect(await top(facts)).toBeLessThan(await top(page.locator('.detail__cover')))

    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    expect(shift, 'cumulative layout shift').toBeLessThan(0.01)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('desktop: the facts sit beside the story, at the top', async ({ page }) => {
  const event = await upcomingEvent('demo')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(siteUrl('demo', `/Event/${event.slug}`))
  await settle(page)
  const facts = (await page.getByRole('complementary', { name: 'Info acara' }).boundingBox())!
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(facts.x).toBeGreaterThan(title.x + title.width / 2)
  expect(facts.y).toBeLessThan(title.y + title.height)
})

test('pesilat: a class page leads back to "Kelas Silat" at /Pesilat/Class', async ({ page }) => {
  const { body } = await sandboxJson<{ data: { slug: string; name: string }[] }>(
    'pesilat',
    '/services/v1/class/list?page=1&perPage=6',
  )
  const klass = body.data[0]
  expect(klass, 'pesilat has a class').toBeTruthy()
  for (const path of [`/Class/${klass!.slug}`, `/Pesilat/Class/${klass!.slug}`]) {
    await page.goto(siteUrl('pesilat', path))
    await settle(page)
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    const crumb = trail.getByRole('link', { name: 'Kelas Silat', exact: true })
    await expect(crumb, path).toHaveAttribute('href', '/Pesilat/Class')
    await expect(trail.getByRole('link', { name: 'Kelas', exact: true }), path).toHaveCount(0)
    await expect(trail.getByRole('link', { name: 'Pesilat', exact: true }), path).toHaveAttribute(
      'href',
      '/Pesilat',
    )
    expect(await axeViolations(page), path).toEqual([])
  }
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Kelas Silat' })
    .click()
  await expect(page).toHaveURL(/\/Pesilat\/Class$/)
})
