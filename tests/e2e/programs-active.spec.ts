/**
 * The program calls that had no screen: the active programs above the catalogue on /Program, each
 * opening its batches in place (`programActive`, `programActiveDetail`), and the programs run with
 * AWS on the foundation's /Collaboration page (`awsPrograms`), shown only where a tenant has some.
 *
 * What every tenant's pages hold before any script runs is checked over HTTP on all of them
 * (tests/integration/served-programs.test.ts). The browser's part is the same code on every tenant,
 * told apart only by the data: it runs on a tenant of each case, active programs with and without
 * AWS programs (demo; smkcoding and bharabas, of two other landing families) and none at all
 * (comingsoon).
 */
import { tenantKeys } from '../../sites/registry'
import { expect, holdPageScripts, sandboxGet, settle, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()
const CASES = ['demo', 'smkcoding', 'bharabas', 'comingsoon'].filter((k) => BUILT.includes(k))

interface Program {
  id: number
  slug: string
  name: string
  batches?: { name: string; quota: number | null; registered: number | null }[]
}

async function data<T>(tenant: string, path: string): Promise<T> {
  const res = await sandboxGet(tenant, `/services/${path}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: T }).data
}

for (const tenant of CASES) {
  test(`${tenant}: /Program shows the active programs, each opening its batches, then the catalogue`, async ({
    page,
  }) => {
    const active = await data<Program[]>(tenant, 'v1/program/active?page=1&pageSize=6')
    await page.goto(siteUrl(tenant, '/Program'))
    const section = page.getByRole('region', { name: 'Sedang dibuka dan berjalan' })
    if (active.length === 0) {
      await expect(section).toContainText('Belum ada program yang sedang dibuka atau berjalan.')
      return
    }
    await expect(section.locator('summary')).toHaveCount(active.length)
    await expect(page.getByRole('heading', { level: 2, name: 'Semua program' })).toBeVisible()

    const first = active[0]!
    const detail = await data<Program>(tenant, `v1/program/active/${first.id}`)
    const asked = page.waitForRequest((r) => r.url().includes(`/v1/program/active/${first.id}`))
    await section.locator('summary', { hasText: first.name }).click()
    await asked
    const item = section.locator('li', { hasText: first.name }).first()
    for (const b of detail.batches ?? []) await expect(item).toContainText(b.name)
    if ((detail.batches ?? []).length === 0) await expect(item).toContainText('Belum ada gelombang')
    const withQuota = detail.batches?.find((b) => b.quota)
    if (withQuota) await expect(item).toContainText(`/${withQuota.quota!.toLocaleString('id-ID')} peserta`)

    await item.getByRole('link', { name: `Lihat program ${first.name}` }).click()
    await expect(page).toHaveURL(siteUrl(tenant, `/Program/${encodeURIComponent(first.slug)}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    await settle(page)
  })

  test(`${tenant}: /Collaboration lists the programs run with AWS only where the tenant has some`, async ({
    page,
  }) => {
    const aws = await data<Program[]>(tenant, 'v1/program/aws?page=1&pageSize=6')
    await page.goto(siteUrl(tenant, '/Collaboration'))
    await settle(page)
    const section = page.getByRole('region', { name: 'Program bersama mitra teknologi' })
    if (aws.length === 0) {
      await expect(section).toHaveCount(0)
      return
    }
    await expect(section.getByRole('listitem')).toHaveCount(aws.length)
    await section.getByRole('link', { name: aws[0]!.name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aws[0]!.name)
  })
}

test('a program opened before the page is hydrated loads its batches once it is', async ({ page }) => {
  const tenant = 'demo'
  const active = await data<Program[]>(tenant, 'v1/program/active?page=1&pageSize=6')
  expect(active.length).toBeGreaterThan(0)
  const first = active[0]!
  // The page's scripts wait until the program is open: the `<details>` opens natively.
  const release = await holdPageScripts(page)
  await page.goto(siteUrl(tenant, '/Program'))
  const section = page.getByRole('region', { name: 'Sedang dibuka dan berjalan' })
  await section.locator('summary', { hasText: first.name }).click()
  await expect(section.locator('details').first()).toHaveAttribute('open', '')
  const asked = page.waitForRequest((r) => r.url().includes(`/v1/program/active/${first.id}`))
  release()
  await asked
  await settle(page)
})
