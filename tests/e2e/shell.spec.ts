/**
 * What the page shell does on every page besides rendering it: page-load and click logging
 * (SPEC §4), the offline notice, and the link prefetch policy (SPEC §2: visible links, not on 2g,
 * data-saver or offline).
 */
import type { Page, Request } from '@playwright/test'
import { OFFLINE_TEXT } from '../../shell/Notices'
import {
  expect,
  holdPageScripts,
  resourceStatus,
  armFault,
  leaseTenant,
  settle,
  settleIdleWork,
  siteUrl,
  test,
} from './fixtures'

/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

const CLICK_LOG = '/services/v1/logger/log/click'

function clickLogs(page: Page) {
  const logs: { from: string; to: string; type: string }[] = []
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().includes(CLICK_LOG)) logs.push(req.postDataJSON())
  })
  return logs
}

test('the page load is logged once per browser session, and link clicks are logged', async ({
  page,
  consoleErrors,
}) => {
  const logs = clickLogs(page)
  const answered = page.waitForResponse((res) => res.url().includes(CLICK_LOG))
  await page.goto(siteUrl('demo'))
  expect((await answered).status()).toBeLessThan(300)
  await settle(page)
  expect(logs).toEqual([expect.objectContaining({ type: 'page_load', to: siteUrl('demo'), from: '' })])

  // A full reload in the same tab is the same session: no second page-load log.
  await page.goto(siteUrl('demo', '/About'))
  await settle(page)
  expect(logs.filter((l) => l.type === 'page_load')).toHaveLength(1)

  const clicked = page.waitForRequest((req) => req.url().includes(CLICK_LOG))
  await page.locator('.site-footer').getByRole('link', { name: 'Kebijakan Privasi' }).click()
  await clicked
  await expect(page).toHaveURL(siteUrl('demo', '/Privacy-Policy'))
  expect(logs.at(-1)).toMatchObject({
    type: 'internal_navigation',
    from: siteUrl('demo', '/About'),
    to: siteUrl('demo', '/Privacy-Policy'),
  })
  await settle(page)
  expect(consoleErrors).toEqual([])
})

test('a failed page-load log is retried on the next page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(resourceStatus(500), /\[api\] clickLog: /, /page load log API error/)
  const logs = clickLogs(page)
  await leaseTenant(FAULTED)
  await armFault(FAULTED, { pathPrefix: CLICK_LOG, fault: '500', remaining: 1 })
  // The log waits until the page is idle, which can come after the network is: waited for itself.
  const failed = page.waitForResponse((res) => res.url().includes(CLICK_LOG))
  await page.goto(siteUrl(FAULTED, '/About'))
  expect((await failed).status()).toBe(500)
  const retried = page.waitForResponse((res) => res.url().includes(CLICK_LOG))
  await page.goto(siteUrl(FAULTED, '/Privacy-Policy'))
  expect((await retried).status()).toBeLessThan(300)
  // Once one succeeded, the session is done.
  await page.goto(siteUrl(FAULTED, '/Terms-And-Conditions'))
  await settleIdleWork(page)
  expect(logs.filter((l) => l.type === 'page_load').map((l) => new URL(l.to).pathname)).toEqual([
    '/About',
    '/Privacy-Policy',
  ])
})

test('going offline shows the notice without moving the page; coming back hides it', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // A revalidation that was under way when the connection went says so in the console.
  allowConsoleErrors(
    /net::ERR_INTERNET_DISCONNECTED/,
    /Failed to load resource: net::ERR_FAILED/,
    /\[api\] \w+: (Tidak dapat terhubung ke server|Layanan data sedang)/,
  )
  await page.goto(siteUrl('demo'))
  // Cutting the connection while idle-time prefetches run would fail them (a console error).
  await settleIdleWork(page)
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_TEXT })
  await expect(notice).toBeHidden()
  const heroTop = await page.locator('.hero').evaluate((el) => el.getBoundingClientRect().top)
  await context.setOffline(true)
  await expect(notice).toBeVisible()
  expect(await page.locator('.hero').evaluate((el) => el.getBoundingClientRect().top)).toBe(heroTop)
  await context.setOffline(false)
  await expect(notice).toBeHidden()
})

/** Requests for the About page's code while the home page sits there (its hero links to /About). */
async function aboutChunkRequests(page: Page, connection?: Record<string, unknown>) {
  if (connection)
    await page.addInitScript((hints) => {
      Object.defineProperty(navigator, 'connection', { value: hints, configurable: true })
    }, connection)
  const seen: string[] = []
  page.on('request', (req) => {
    if (/\/assets\/entries\/pages_About\.[\w-]+\.js$/.test(req.url())) seen.push(req.url())
  })
  await page.goto(siteUrl('demo'))
  await expect(page.locator('.hero').getByRole('link', { name: 'Tentang kami' })).toBeInViewport()
  return seen
}

test('a visible link prefetches its page once the browser is idle', async ({ page }) => {
  const seen = await aboutChunkRequests(page)
  await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1)
})

for (const [name, hints] of [
  ['2g', { effectiveType: '2g', saveData: false }],
  ['data-saver', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`no prefetch on ${name}`, async ({ page }) => {
    const seen = await aboutChunkRequests(page, hints)
    // Well past the 2 s idle time-out of the policy.
    await page.waitForTimeout(3000)
    expect(seen).toEqual([])
  })
}

test('the page renders its first frame before its scripts are requested, and hydrates after', async ({
  page,
}) => {
  // The first frame's time, taken by a callback registered before any of the page's own.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()
    }),
  )
  await page.goto(siteUrl('demo', '/Class'))
  await settle(page)
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? Number.POSITIVE_INFINITY,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => r.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(3)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstFrame)
  // Hydration ends once every slice has (components/HydrationSlice.tsx), at React's lowest priority:
  // after the network is idle on a busy machine, so it is waited for, not read at that moment.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  // Hydrated: the phone menu opens.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible()
})

test('typed before hydration: kept, given to React, and a held submission is sent once hydrated', async ({
  page,
}) => {
  // The page's scripts wait until the test lets them through: until then it is the HTML alone.
  const release = await holdPageScripts(page)
  await page.goto(siteUrl('demo', '/Make-Appointment'))
  const name = page.getByLabel('Nama lengkap')
  await name.fill('Sari Wulandari')
  await page.getByRole('button', { name: 'Kirim permintaan' }).click()
  await page.waitForTimeout(300)
  // Not sent natively: nothing typed went into an address.
  expect(new URL(page.url()).search).toBe('')

  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(name).toHaveValue('Sari Wulandari')
  // The held submission ran through React's own check: the fields left empty are marked, the name
  // (React's state has it) is not.
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  expect(new URL(page.url()).search).toBe('')
})

test('☰ tapped before React listens opens the menu at once, and stays open once React listens: made once, not twice', async ({
  page,
}) => {
  const release = await holdPageScripts(page)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(siteUrl('demo', '/About'))
  const menu = page.getByRole('navigation', { name: 'Navigasi utama' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toBeHidden()
  // The start-up script answers it while the page's scripts are held (renderer/paintFirst.ts).
  await toggle.click()
  await expect(menu).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('html')).not.toHaveAttribute('data-react-listens', '')

  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(menu).toBeVisible()
  // The menu button toggles: made once more after hydration, the menu would end closed.
  await page.waitForTimeout(300)
  await expect(menu).toBeVisible()
  // React's state holds it open: the next tap closes it.
  await toggle.click()
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('a photo tapped before the page is hydrated opens once it is', async ({ page }) => {
  const release = await holdPageScripts(page)
  await page.goto(siteUrl('demo', '/Gallery'))
  const title = await page.locator('.gallery__caption').first().innerText()
  await page.locator('.gallery__open').first().click()
  release()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('h2')).toHaveText(title)
  await expect(dialog).toContainText('Foto 1 dari 6')
})

test('typed while React hydrates: the key press makes React hydrate the form at once, and the text is kept', async ({
  page,
}) => {
  // A key press while React hydrates the page, once it has rendered the field (React marks the
  // element) but before the page is marked hydrated: the key press makes React hydrate the form's
  // part of the page at once (components/HydrationSlice.tsx), inside its handling of that event, and
  // when that part is the last, the page's mark of hydration comes from there too. A string, run as
  // it is: nothing the test's compiler adds.
  await page.addInitScript(`(function () {
    var channel = new MessageChannel()
    channel.port1.onmessage = function () {
      var html = document.documentElement
      if (html && html.hasAttribute('data-hydrated')) return
      var field = document.querySelector('main input[name="name"]')
      var rendered = field && Object.keys(field).some(function (key) { return key.indexOf('__reactFiber') === 0 })
      if (!rendered) return channel.port2.postMessage(null)
      var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      setter.call(field, 'Sari Wulandari')
      window.typedWhileHydrating = true
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }))
    }
    channel.port2.postMessage(null)
  })()`)
  // The form's part of the page hydrates in a few slices of its own, so a key press lands among
  // them on some visits only; one that falls after the mark types into a hydrated page (not this
  // case): two that landed. At a phone's 4× CPU slowdown the slices last long enough for it to land
  // on most visits, however fast or busy the machine running the test is.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const name = page.getByLabel('Nama lengkap')
  let landed = 0
  for (let visit = 0; visit < 16 && landed < 2; visit++) {
    await page.goto(siteUrl('smkcoding', '/Register'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    if (
      !(await page.evaluate(
        () => (window as unknown as { typedWhileHydrating?: boolean }).typedWhileHydrating,
      ))
    )
      continue
    landed++
    // Long enough for any render that follows to have run.
    await page.waitForTimeout(300)
    await expect(name).toHaveValue('Sari Wulandari')
  }
  expect(landed).toBe(2)
  // React's state has it: its own check passes the name and marks the fields left empty.
  await page.getByRole('button', { name: 'Daftar sebagai coder' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})

test('typed before React listens and left while it hydrates: no false error moves the button away from the tap', async ({
  page,
}) => {
  // Both passwords typed before React listens, the second still focused. Once React has rendered the
  // second (it marks the element) but before the page is marked hydrated, the visitor taps the submit
  // button: the press has React hydrate the form at once, and the field is left. React's blur
  // handling checks it: against its own empty state it would show "wajib diisi" or "tidak sama"
  // until the hand-over, and the line pushed the button down under the finger, so the tap landed
  // beside it. Every error line shown in the form meanwhile is recorded. A string, run as it is:
  // nothing the test's compiler adds.
  await page.addInitScript(`(function () {
    window.errorsShown = []
    var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    document.addEventListener('DOMContentLoaded', function () {
      var first = document.querySelector('main input[name="password"]')
      var second = document.querySelector('main input[name="passwordConfirm"]')
      ;[first, second].forEach(function (field) {
        field.focus()
        setter.call(field, 'rahasia123')
        field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }))
      })
      new MutationObserver(function () {
        document.querySelectorAll('main form .field__error').forEach(function (line) {
          window.errorsShown.push(line.textContent)
        })
      }).observe(document.querySelector('main form'), { subtree: true, childList: true, characterData: true })
      var channel = new MessageChannel()
      channel.port1.onmessage = function () {
        if (document.documentElement.hasAttribute('data-hydrated')) return
        var rendered = Object.keys(second).some(function (key) { return key.indexOf('__reactFiber') === 0 })
        if (!rendered) return channel.port2.postMessage(null)
        window.leftWhileHydrating = true
        document.querySelector('main button[type="submit"]').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
        second.blur()
      }
      channel.port2.postMessage(null)
    })
  })()`)
  // As in the test above: the slices last long enough at a phone's 4× CPU slowdown for the blur to
  // land among them on most visits.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let landed = 0
  for (let visit = 0; visit < 16 && landed < 2; visit++) {
    await page.goto(siteUrl('smkcoding', '/Register'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    if (
      !(await page.evaluate(() => (window as unknown as { leftWhileHydrating?: boolean }).leftWhileHydrating))
    )
      continue
    landed++
    // Long enough for the hand-over and any render that follows to have run.
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { errorsShown: string[] }).errorsShown)).toEqual(
      [],
    )
    await expect(page.getByLabel('Ulangi kata sandi')).toHaveValue('rahasia123')
  }
  expect(landed).toBe(2)
  // React's state has both: its own check marks the fields left empty and passes the passwords.
  await page.getByRole('button', { name: 'Daftar sebagai coder' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Ulangi kata sandi')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('.field__error', { hasText: 'Kata sandi tidak sama.' })).toHaveCount(0)
})

test('before hydration a form with an action is sent natively', async ({ page }) => {
  await page.route(/\/assets\/entries\/entry-client-routing/, () => undefined)
  await page.goto(siteUrl('demo', '/Make-Appointment'))
  // Like the header's search (its dialog opens once hydrated), it is meant to work without scripts.
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.action = '/Cari'
    form.method = 'get'
    form.innerHTML = '<input name="q" value="python">'
    document.body.append(form)
    form.requestSubmit()
  })
  await expect(page).toHaveURL(siteUrl('demo', '/Cari?q=python'))
})
