/**
 * Site search indexes what a tenant's menu offers and only the pages' content: pesilat's classes,
 * offered under "Kelas Silat" (`/Pesilat/Class`), are found there; no excerpt carries the skip link
 * ("Langsung ke konten", on every page) or a list's filter options run together.
 */
import { expect, sandboxGet, siteUrl, test } from './fixtures'

test("pesilat's classes are found, linked where its menu offers them", async ({ page }) => {
  const res = await sandboxGet('pesilat', '/services/v1/class/list?page=1&perPage=100')
  const klass = ((await res.json()) as { data: { name: string; slug: string }[] }).data[0]!
  await page.goto(siteUrl('pesilat', `/Cari?q=${encodeURIComponent(klass.name)}`))
  const group = page.getByRole('region', { name: /^Kelas: / })
  await expect(group.getByRole('link', { name: klass.name }).first()).toHaveAttribute(
    'href',
    `/Pesilat/Class/${encodeURIComponent(klass.slug)}`,
  )
})

test('excerpts come from the content: no skip link, no filter options run together', async ({ page }) => {
  for (const tenant of ['pesilat', 'smkcoding']) {
    // "konten" is a word of the skip link every page starts with: indexed, it finds every page.
    for (const q of ['konten', 'kelas']) {
      await page.goto(siteUrl(tenant, `/Cari?q=${q}`))
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: new RegExp(`“${q}”`) })
          .first(),
      ).toBeVisible()
      const excerpts = await page.locator('.search-hit__excerpt').allTextContents()
      for (const text of excerpts) {
        expect(text, `${tenant} ${q}`).not.toMatch(/^\s*Langsung ke konten/)
        expect(text, `${tenant} ${q}`).not.toMatch(/SemuaPendaftaran|dibukaSedang/)
      }
    }
  }
})

test('offline, /Cari opens from the kept shell even if never visited, and says what it needs', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /net::ERR_INTERNET_DISCONNECTED/,
    /Failed to load resource/,
    /Failed to fetch dynamically imported module/,
    /\[api\] \w+: (Tidak dapat terhubung ke server|Layanan data sedang tidak dapat dihubungi)/,
  )
  await page.goto(siteUrl('pesilat'))
  // The precache is complete once the worker is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await page.goto(siteUrl('pesilat', '/Cari?q=silat'))
  await expect(page.getByRole('heading', { level: 1, name: 'Cari' })).toBeVisible()
  await expect(
    page
      .getByText(/Anda sedang luring/)
      .or(page.locator('p.search-page__count'))
      .first(),
  ).toBeVisible()
  await context.setOffline(false)
})
