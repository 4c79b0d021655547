/** Mentors and leaderboards: raw HTML holds the data, the program picker switches boards. */
import {
  expect,
  rawGet,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxGet,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

const TENANTS = ['demo', 'smkcoding'] as const

/** What the sandbox answers the tenant's own site (its catalogue: mentors and boards differ per tenant). */
async function sandboxJson<T>(tenant: string, path: string): Promise<T> {
  const res = await sandboxGet(tenant, path)
  return ((await res.json()) as { data: T }).data
}

interface Row {
  rank: number
  teamName: string
  schoolName: string
  score: number
}

for (const key of TENANTS) {
  test.describe(key, () => {
    test('/Mentor lists the active mentors in the raw HTML and filters by expertise', async ({
      page,
      request,
    }) => {
      const mentors = await sandboxJson<{ name: string; expertise: string[] }[]>(key, '/api/active/mentors')
      const html = await (await rawGet(request, key, '/Mentor')).text()
      for (const m of mentors) expect(html).toContain(m.name)
      await page.goto(siteUrl(key, '/Mentor'))
      await settle(page)
      await expect(page.locator('.mentor-card')).toHaveCount(mentors.length)
      const skill = mentors[0]!.expertise[0]!
      await page.getByRole('combobox', { name: 'Keahlian' }).selectOption(skill)
      await expect(page).toHaveURL(new RegExp(`keahlian=${encodeURIComponent(skill).replace(/%20/g, '\\+')}`))
      const expected = mentors.filter((m) => m.expertise.includes(skill)).length
      await expect(page.locator('.mentor-card')).toHaveCount(expected)
      await expect(page.locator('.list-count')).toHaveText(`${expected} mentor`)
    })

    test('/Leaderboards shows the first program, and the picker switches program', async ({
      page,
      request,
    }) => {
      const programs = await sandboxJson<{ id: number; name: string }[]>(
        key,
        '/services/v1/program/list?page=1&pageSize=100',
      )
      const [first, second] = programs
      const board1 = await sandboxJson<Row[]>(
        key,
        `/services/v1/program/${first!.id}/leaderboard?page=1&pageSize=10`,
      )
      const board2 = await sandboxJson<Row[]>(
        key,
        `/services/v1/program/${second!.id}/leaderboard?page=1&pageSize=11`,
      )
      const html = await (await rawGet(request, key, '/Leaderboards')).text()
      expect(html).toContain(board1[0]!.teamName)

      await page.goto(siteUrl(key, '/Leaderboards'))
      await settle(page)
      const firstRow = page.locator('.leaderboard tbody tr').first()
      await expect(firstRow.locator('.leaderboard__team')).toHaveText(board1[0]!.teamName)
      await page.getByLabel('Program').selectOption(String(second!.id))
      await expect(page).toHaveURL(new RegExp(`\\?program=${second!.id}$`))
      await expect(page.locator('#board-title')).toHaveText(second!.name)
      await expect(firstRow.locator('.leaderboard__team')).toHaveText(board2[0]!.teamName)
      // A page holds 10 rows (SPEC §9; the 11th row was asked above to know whether a page 2 exists); a
      // smaller league's board fits on one page.
      await expect(page.locator('.leaderboard tbody tr')).toHaveCount(Math.min(10, board2.length))
      if (board2.length > 10) {
        await page.getByRole('link', { name: 'Halaman 2' }).click()
        await expect(page).toHaveURL(new RegExp(`program=${second!.id}&page=2|page=2&program=${second!.id}`))
        await expect(firstRow.locator('.leaderboard__rank')).toHaveText('11')
        await page.goBack()
      } else await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveCount(0)
      await page.goBack()
      await expect(page.locator('#board-title')).toHaveText(first!.name)
    })
  })
}

test('/Leaderboards: a failing board says why, and retry recovers', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/, /Injected server error/)
  await leaseTenant(FAULTED)
  await page.goto(siteUrl(FAULTED, '/Leaderboards'))
  await settle(page)
  await armFault(FAULTED, { pathPrefix: '/services/v1/program/', fault: '500' })
  await page.getByRole('link', { name: 'Halaman 2' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Papan peringkat belum dapat dimuat' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  const retry = alert.getByRole('button', { name: 'Coba lagi' })
  await expect(retry).toBeVisible()
  await resetTenant(FAULTED)
  // SWR may retry on its own once the fault is gone (on focus or its error retry), and then the
  // alert leaves before the tap: either way the board must come back.
  if (await retry.isVisible()) await retry.click().catch(() => undefined)
  await expect(alert).toBeHidden()
  await expect(page.locator('.leaderboard tbody tr').first().locator('.leaderboard__rank')).toHaveText('11')
})
