/**
 * A tap before React listens (renderer/paintFirst.ts): the page's entry script is held back, so the
 * page is painted but React has not started, as on a slow phone whose scripts are still arriving.
 * ☰ and the search button answer such a tap at once, while React still does not listen (the
 * start-up script opens the menu, the button's invoker command the dialog), and once the page is
 * hydrated what they opened is React's: ☰ closes it on the next tap, the dialog's search engine
 * starts loading as React's own opening does, and the dialog closes. A tap on another button that
 * only React answers ("Lainnya") is made again once the page is hydrated, once: a toggle made
 * twice would end closed. How fast the answer comes on a slow phone is timed by
 * bench/tap-answer.ts, not here: on a shared machine it is not a condition a test can wait on.
 */
import type { Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE, LISTENING_ATTRIBUTE } from '../../shell/hydrated'
import { MORE_LABEL } from '../../shell/MoreMenu'
import { expect, holdPageScripts, siteUrl, test } from './fixtures'

const TENANTS = ['demo', 'smkcoding', 'bharabas'] as const

async function expectReactNotListening(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute(LISTENING_ATTRIBUTE, '')
}

for (const tenant of TENANTS) {
  test(`${tenant}: ☰ tapped before React listens opens the menu at once, and React keeps it open`, async ({
    page,
  }) => {
    const release = await holdPageScripts(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(siteUrl(tenant, '/'))
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(nav).toBeHidden()
    await toggle.click()
    await expect(nav).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expectReactNotListening(page)

    release()
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
    await expect(nav).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(nav).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test(`${tenant}: the search button tapped before React listens opens the search at once`, async ({
    page,
  }) => {
    const release = await holdPageScripts(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(siteUrl(tenant, '/'))
    const dialog = page.getByRole('dialog', { name: 'Cari di situs ini' })
    await page.getByRole('button', { name: 'Cari di situs ini' }).click()
    await expect(dialog).toBeVisible()
    await expectReactNotListening(page)

    // Once hydrated, React starts what its own opening would have: loading the search engine.
    const engine = page.waitForRequest(/\/pagefind\/pagefind\.js$/)
    release()
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
    await expect(dialog).toBeVisible()
    await engine
    await dialog.getByRole('button', { name: 'Tutup' }).click()
    await expect(dialog).toBeHidden()
  })
}

test('"Lainnya" tapped before React listens opens once the page is hydrated, and only once', async ({
  page,
}) => {
  const release = await holdPageScripts(page)
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(siteUrl('demo', '/About'))
  const more = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', {
    name: MORE_LABEL,
    exact: true,
  })
  const list = page.locator('.site-nav__more-list')
  await more.click()
  // Nothing but React answers it: the list is React's to render.
  await expectReactNotListening(page)
  await expect(list).toHaveCount(0)

  release()
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
  await expect(list).toBeVisible()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  // Made twice, the toggle would close it again.
  await page.waitForTimeout(300)
  await expect(list).toBeVisible()
})
