/** Curriculum, syllabus browser and city pages. */
import { expect, rawGet, sandboxData, settle, siteUrl, test } from './fixtures'

const TENANTS = ['demo', 'smkcoding'] as const

interface Program {
  id: number
  slug: string
  name: string
}
interface Silabus {
  modules: { title: string; description: string }[]
}

const programs = (query = '', tenant = 'demo') =>
  sandboxData<Program[]>(tenant, `/services/v1/program/list?page=1&pageSize=100${query}`)

for (const key of TENANTS) {
  test.describe(key, () => {
    test('/Curriculum lists programs and leads to a program curriculum with its syllabus', async ({
      page,
      request,
    }) => {
      const all = await programs('', key)
      const html = await (await rawGet(request, key, '/Curriculum')).text()
      for (const p of all.slice(0, 6)) expect(html).toContain(p.name)
      const target = all[1]!
      const silabus = await sandboxData<Silabus>(key, `/api/silabus/${target.id}`)
      const detail = await rawGet(request, key, `/Curriculum/${target.slug}`)
      expect(detail.status()).toBe(200)
      const detailHtml = await detail.text()
      expect(detailHtml).toContain(`<title>Kurikulum ${target.name}`)
      expect(detailHtml).toContain(silabus.modules[0]!.description)
      expect((await rawGet(request, key, '/Curriculum/program-hantu')).status()).toBe(404)

      await page.goto(siteUrl(key, '/Curriculum'))
      await settle(page)
      await page.getByRole('link', { name: target.name }).click()
      await expect(page.locator('h1')).toHaveText(`Kurikulum ${target.name}`)
      await expect(page.locator('.syllabus__week')).toHaveCount(silabus.modules.length)
    })

    test('/Silabus switches program with the picker', async ({ page }) => {
      const [first, second] = await programs('', key)
      const s2 = await sandboxData<Silabus>(key, `/api/silabus/${second!.id}`)
      await page.goto(siteUrl(key, '/Silabus'))
      await settle(page)
      await expect(page.locator('#silabus-title')).toHaveText(first!.name)
      await page.getByLabel('Program').selectOption(String(second!.id))
      await expect(page).toHaveURL(new RegExp(`\\?program=${second!.id}$`))
      await expect(page.locator('#silabus-title')).toHaveText(second!.name)
      await expect(page.locator('.syllabus__week').first()).toContainText(s2.modules[0]!.description)
    })
  })
}

test('/Pricing shows the plans with prices in Rupiah read from the catalogue', async ({ page, request }) => {
  const { formatRupiah } = await import('../../components/format')
  const classes = await sandboxData<{ price: number; state: string }[]>(
    'demo',
    '/services/v1/class/list?all=true',
  )
  const paid = classes.filter((k) => k.state !== 'finished' && k.price > 0).map((k) => k.price)
  const range = `${formatRupiah(Math.min(...paid))} – ${formatRupiah(Math.max(...paid))}`
  expect(range).toMatch(/^Rp \d{1,3}(\.\d{3})+ – Rp \d{1,3}(\.\d{3})+$/)
  const res = await rawGet(request, 'demo', '/Pricing')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(range)
  expect(html).toContain('Kursus premium')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('demo', '/Pricing'))
  await settle(page)
  await expect(page.locator('.pricing-plan')).toHaveCount(4)
  await expect(page.locator('.pricing-plan__price').nth(1)).toHaveText(range)
  await page.screenshot({ path: '/tmp/classes-pricing-360.png', fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('/Training-Services lists the training programmes and leads to their syllabus', async ({
  page,
  request,
}) => {
  const trainings = await programs('&filter.type=pelatihan')
  expect(trainings.length).toBeGreaterThan(1)
  const html = await (await rawGet(request, 'demo', '/Training-Services')).text()
  for (const p of trainings) expect(html).toContain(p.name)
  const second = trainings[1]!
  const s2 = await sandboxData<Silabus>('demo', `/api/silabus/${second.id}`)
  await page.goto(siteUrl('demo', '/Training-Services'))
  await settle(page)
  await page.getByRole('link', { name: second.name }).click()
  await expect(page).toHaveURL(new RegExp(`/Training-Services/Syllabus\\?program=${second.id}$`))
  await expect(page.locator('#silabus-title')).toHaveText(second.name)
  await expect(page.locator('.syllabus__week').first()).toContainText(s2.modules[0]!.description)
})
