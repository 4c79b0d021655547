/**
 * The AI chat assistant on `aipintar` (an `ai{product}` site), against the sandbox's
 * seeded logins, conversations and streamed Indonesian replies.
 */
import { MESSAGES } from '../../api/messages'
import type { Page } from '@playwright/test'
import {
  CONNECTION_LOST_ERRORS,
  expect,
  rawGet,
  armFault,
  patchSettings,
  leaseTenant,
  settle,
  siteUrl,
  test,
} from './fixtures'

const TENANT = 'aipintar'
/** A site without the assistant until its settings switch it on (this file's own). */
const SWITCHED = 'akselerasi'
const LONG_CONVERSATION = 'Rencana belajar satu semester'

async function signIn(page: Page, path = '/Chat') {
  await page.goto(siteUrl(TENANT, path))
  const form = page.locator('form.chat-signin')
  await form.getByLabel('Email').fill('siswa@alkademi.id')
  await form.getByLabel('Kata sandi').fill('rahasia123')
  await form.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByText('Masuk sebagai')).toContainText('Rina Wulandari')
}

const thread = (page: Page) => page.locator('.chat-thread')
const input = (page: Page) => page.getByLabel('Pesan untuk asisten')
const lastReply = (page: Page) => thread(page).locator('.chat-msg--assistant').last()
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A conversation's button in the list (not its delete button, whose name also holds the title). */
const listItem = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Daftar percakapan' })
    .getByRole('button', { name: new RegExp(`^${escape(title)}`) })

/**
 * Types a message and sends it with Enter, once the previous reply has ended: while one streams,
 * the composer offers "Hentikan" and Enter sends nothing (the last piece can show before the end).
 */
async function ask(page: Page, text: string) {
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeVisible()
  await input(page).fill(text)
  await input(page).press('Enter')
}

/** The reply's text lengths while it streams, until it completes. */
async function watchReply(page: Page): Promise<number[]> {
  const lengths: number[] = []
  const reply = lastReply(page)
  for (let i = 0; i < 400; i++) {
    const [text, busy] = await Promise.all([reply.innerText(), reply.getAttribute('aria-busy')])
    lengths.push(text.length)
    if (busy !== 'true' && text.length > 0) break
    await page.waitForTimeout(40)
  }
  return lengths
}

// Every test streams from the ai site, and some arm a one-shot stream fault there: one at a time.
test.beforeEach(() => leaseTenant(TENANT))

test('the ai landing links to the chat; the pre-rendered page holds the frame', async ({ page, request }) => {
  const raw = await (await rawGet(request, TENANT, '/Chat')).text()
  expect(raw).toContain('Asisten AI')
  expect(raw).toContain('Memuat asisten')
  await page.goto(siteUrl(TENANT, '/'))
  await settle(page)
  const cta = page.getByRole('link', { name: /Coba asisten AI Pintar/ })
  await expect(cta).toHaveAttribute('href', '/Chat')
  await cta.click()
  await expect(page).toHaveURL(siteUrl(TENANT, '/Chat'))
  await expect(page.getByRole('heading', { name: 'Masuk untuk mulai bertanya' })).toBeVisible()
})

test("a sign-in made before the first visit's version check is kept; what an older version left is not", async ({
  page,
  context,
}) => {
  // An earlier visit under another version left its version, an item and a guest token.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('app-version', '0.9.0')
    localStorage.setItem('left-by-old-version', 'x')
  })
  await context.addCookies([{ name: 'guest-token', value: 'old-guest', url: siteUrl(TENANT, '/') }])
  // The version call answers only once the visitor has signed in: the check runs after it.
  let signedIn = () => {}
  const afterSignIn = new Promise<void>((resolve) => (signedIn = resolve))
  await page.route(/\/v1\/app\/version/, async (route) => {
    await afterSignIn
    await route.continue()
  })
  await signIn(page)
  const token = async () => (await context.cookies()).find((c) => c.name === 'client-token')?.value
  const signedInToken = await token()
  expect(signedInToken).toBeTruthy()
  signedIn()

  await expect.poll(() => page.evaluate(() => localStorage.getItem('app-version'))).toBe('1.0.0')
  expect(await page.evaluate(() => localStorage.getItem('left-by-old-version'))).toBeNull()
  expect((await context.cookies()).find((c) => c.name === 'guest-token')?.value).not.toBe('old-guest')
  expect(await token()).toBe(signedInToken)
  await page.reload()
  await expect(page.getByText('Masuk sebagai')).toContainText('Rina Wulandari')
  await expect(listItem(page, LONG_CONVERSATION)).toBeVisible()
})

test('sign in, new conversation streamed in chunks, stop mid-stream, reload finds it, delete it', async ({
  page,
  context,
}) => {
  // The sandbox's reset keeps its database: a title of this attempt's own is what a retry finds.
  const title = `Bagaimana cara mulai belajar Python ${Date.now().toString(36)}`
  await signIn(page)
  const cookie = (await context.cookies()).find((c) => c.name === 'client-token')
  expect(cookie?.value).toBeTruthy()

  await page.getByRole('button', { name: 'Percakapan baru' }).click()
  // Shift+Enter breaks the line, Enter sends.
  await input(page).fill(title)
  await input(page).press('Shift+Enter')
  await input(page).pressSequentially('untuk data?')
  await expect(input(page)).toHaveValue(`${title}\nuntuk data?`)
  await input(page).press('Enter')
  await expect(input(page)).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Hentikan' })).toBeVisible()

  const lengths = await watchReply(page)
  const growing = lengths.filter((n, i) => i > 0 && n > lengths[i - 1]!).length
  expect(growing, `lengths seen: ${lengths.join(',')}`).toBeGreaterThan(3) // several chunks
  const reply = lastReply(page)
  await expect(reply.getByRole('heading', { name: 'Mulai belajar data dengan Python' })).toBeVisible()
  await expect(reply.locator('ol > li')).toHaveCount(3)
  await expect(reply.locator('pre code')).toContainText('import pandas as pd')
  await expect(reply.getByRole('link', { name: 'daftar kelas' })).toHaveAttribute('href', '/Class')
  const external = reply.getByRole('link', { name: 'tutorial Python' })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  // Copy button on the code block.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await reply.getByRole('button', { name: 'Salin kode' }).click()
  await expect(reply.getByRole('button', { name: 'Tersalin' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('print(df.describe())')
  // The live region says the complete reply, once.
  const announcement = page.getByTestId('chat-announcement')
  await expect(announcement).toContainText('Balasan asisten: Halo!')
  await expect(announcement).toContainText('Semoga membantu, semangat belajar!')

  // The new conversation is listed and its id is in the address.
  const list = page.getByRole('navigation', { name: 'Daftar percakapan' })
  const item = listItem(page, title)
  await expect(item).toHaveAttribute('aria-current', 'true')
  const id = new URL(page.url()).searchParams.get('percakapan')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)

  // Stop mid-stream: what arrived stays. The reply is paced slowly, so the stop lands while it
  // streams however busy the machine is.
  await armFault(TENANT, { pathPrefix: '/ai/v1/chat/stream', fault: 'slowstream', remaining: 1 })
  await ask(page, 'Kapan jadwal kelas berikutnya?')
  await expect(lastReply(page)).toContainText('Halo!')
  await page.getByRole('button', { name: 'Hentikan' }).click()
  await expect(lastReply(page)).toContainText('Balasan dihentikan.')
  const kept = await lastReply(page).innerText()
  expect(kept).not.toContain('Semoga membantu')
  await page.waitForTimeout(500)
  expect(await lastReply(page).innerText()).toBe(kept)
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeVisible()

  // Reload: the conversation is reopened with its messages (the stopped reply flagged).
  await page.reload()
  await expect(item).toBeVisible()
  await expect(item).toContainText('4 pesan')
  await expect(thread(page).locator('.chat-msg')).toHaveCount(4)
  await expect(thread(page).locator('.chat-msg--user').first()).toContainText('untuk data?')
  await expect(thread(page)).toContainText('Balasan ini dihentikan sebelum selesai.')

  // Delete, with a confirm step first.
  await list.getByRole('button', { name: `Hapus percakapan ${title}` }).click()
  await expect(list.getByText(/beserta semua pesannya/)).toBeVisible()
  await list.getByRole('button', { name: 'Batal' }).click()
  await expect(item).toBeVisible()
  await list.getByRole('button', { name: `Hapus percakapan ${title}` }).click()
  await list.getByRole('button', { name: 'Ya, hapus' }).click()
  await expect(item).toHaveCount(0)
  await page.reload()
  await expect(listItem(page, LONG_CONVERSATION)).toBeVisible()
  await expect(item).toHaveCount(0)
})

test('scrolling up loads the older page without the view jumping', async ({ page }) => {
  await signIn(page)
  await listItem(page, LONG_CONVERSATION).click()
  const messages = thread(page).locator('.chat-msg')
  await expect(messages).toHaveCount(10) // the last page of 50 at 20 a page
  await expect(messages.last()).toContainText('Semoga membantu')
  const scroller = thread(page).locator('.chat-thread__scroll')
  // The view starts at the newest message.
  expect(await scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(4)

  // Mark the first message shown, then scroll to the top: the older page arrives above it.
  await messages.first().evaluate((el) => el.setAttribute('data-probe', 'first'))
  await scroller.evaluate((el) => (el.scrollTop = 0))
  await expect(messages).toHaveCount(30)
  // Where the old first message sits in the scroller once the older page is in.
  const offset = () =>
    thread(page)
      .locator('[data-probe="first"]')
      .evaluate((el) => {
        const box = el.getBoundingClientRect()
        const sc = el.closest('.chat-thread__scroll')!.getBoundingClientRect()
        return box.top - sc.top
      })
  const after = await offset()
  expect(after).toBeGreaterThan(0) // still in view: not pushed down by the 20 messages above
  expect(after).toBeLessThan(200)
  await scroller.evaluate((el) => (el.scrollTop = 0))
  await expect(messages).toHaveCount(50)
  await expect(thread(page).getByRole('button', { name: 'Muat pesan sebelumnya' })).toHaveCount(0)
  await expect(messages.first()).toContainText('Minggu 1:')
})

test('a fault before the reply keeps the text; a mid-stream fault shows why and retry completes it', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/, /\[api\] chatStream/, /ERR_INCOMPLETE_CHUNKED_ENCODING/)
  await signIn(page)
  await page.getByRole('button', { name: 'Percakapan baru' }).click()

  await armFault(TENANT, { pathPrefix: '/ai/v1/chat/stream', fault: '500', remaining: 1 })
  await ask(page, 'Apakah ada sertifikat?')
  // The service's own (English) words stay in the log; the visitor reads ours.
  await expect(page.getByRole('alert')).toContainText(`Pesan belum terkirim: ${MESSAGES.server(500)}`)
  await expect(page.getByRole('alert')).not.toContainText('Injected')
  await expect(input(page)).toHaveValue('Apakah ada sertifikat?')
  await page.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(lastReply(page)).toContainText('Sertifikat kelas')
  await expect(lastReply(page)).toContainText('Semoga membantu')
  await expect(input(page)).toHaveValue('')

  await armFault(TENANT, { pathPrefix: '/ai/v1/chat/stream', fault: 'midstream', remaining: 1 })
  await ask(page, 'Bagaimana cara bayar kelas?')
  const failed = lastReply(page)
  await expect(failed.getByRole('alert')).toContainText('Balasan gagal: Balasan terputus sebelum selesai.')
  await expect(failed).toContainText('Cara membayar kelas') // what arrived stays
  await expect(failed).not.toContainText('Semoga membantu')
  await failed.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(lastReply(page)).toContainText('Semoga membantu')
  await expect(lastReply(page)).toContainText('QRIS')
  await expect(thread(page).getByRole('alert')).toHaveCount(0)
})

test('HTML and javascript: links in a reply execute nothing', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Percakapan baru' }).click()
  await ask(page, 'Tolong uji keamanan balasan')
  const reply = lastReply(page)
  await expect(reply).toContainText('Teks biasa tetap tampil.')
  await expect(reply).toContainText('Semoga membantu')
  expect(await page.evaluate(() => (window as { __chatXss?: unknown }).__chatXss)).toBeUndefined()
  await expect(thread(page).locator('script, img, iframe')).toHaveCount(0)
  await expect(reply.getByText('Tautan javascript')).toBeVisible()
  await expect(reply.locator('a')).toHaveCount(0)
  await reply.getByText('Tautan javascript').click()
  expect(await page.evaluate(() => (window as { __chatXss?: unknown }).__chatXss)).toBeUndefined()
  // Reloaded from the history, the same reply is just as inert.
  await page.reload()
  await expect(lastReply(page)).toContainText('Teks biasa tetap tampil.')
  await expect(thread(page).locator('script, img, a[href^="javascript"], a[href^="data"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __chatXss?: unknown }).__chatXss)).toBeUndefined()
})

test('offline: the input says so and sends nothing; loaded history stays', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // A request the page starts while the connection is gone (idle prefetch, a revalidation) fails on
  // purpose; the assertions below are what the visitor sees.
  allowConsoleErrors(...CONNECTION_LOST_ERRORS)
  await signIn(page)
  await listItem(page, 'Pembayaran kelas').click()
  const messages = thread(page).locator('.chat-msg')
  await expect(messages.first()).toBeVisible()
  // The connection goes once the page has finished loading (the account menu's profile included).
  await settle(page)
  // 4 seeded messages, or more where an earlier attempt of this test added its exchange.
  const loaded = await messages.count()
  expect(loaded).toBeGreaterThanOrEqual(4)
  await context.setOffline(true)
  await expect(page.getByText('Anda sedang offline: pesan tidak dikirim.')).toBeVisible()
  await ask(page, 'Halo, masih di sana?')
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeDisabled()
  await expect(input(page)).toHaveValue('Halo, masih di sana?')
  await expect(messages).toHaveCount(loaded)
  await context.setOffline(false)
  await expect(page.getByText('Anda sedang offline: pesan tidak dikirim.')).toHaveCount(0)
  await input(page).press('Enter')
  await expect(messages).toHaveCount(loaded + 2)
})

test('other tenants: only with the aiAssistant setting', async ({ page }) => {
  await page.goto(siteUrl(SWITCHED, '/Chat'))
  await expect(page.getByText('Asisten AI belum tersedia di situs ini.')).toBeVisible()
  await patchSettings(SWITCHED, { aiAssistant: true })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Masuk untuk mulai bertanya' })).toBeVisible()
})

test('the chat code loads on the chat route only; no horizontal scroll at 360 px', async ({ page }) => {
  // Scripts that carry the assistant's own code (its copy button's label is in no other chunk).
  const chatScripts = new Set<string>()
  const seen = new Set<string>()
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return
    const path = new URL(r.url()).pathname
    seen.add(path)
    if ((await r.text().catch(() => '')).includes('Salin kode')) chatScripts.add(path)
  })
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page)
  await listItem(page, 'Belajar Python untuk data').click()
  await expect(thread(page).locator('pre code').first()).toBeVisible()
  await expect.poll(() => chatScripts.size).toBe(1)
  const [chatChunk] = [...chatScripts]
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  if (process.env.CHAT_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.CHAT_SCREENSHOTS}/chat-360.png`, fullPage: true })

  // The landing, its link to /Chat in view (links prefetch their page): the chat chunk stays away.
  chatScripts.clear()
  seen.clear()
  await page.goto(siteUrl(TENANT, '/'))
  await settle(page)
  await page.getByRole('link', { name: /Coba asisten AI Pintar/ }).scrollIntoViewIfNeeded()
  await settle(page)
  expect(seen.size).toBeGreaterThan(0)
  expect(seen.has(chatChunk!)).toBe(false)
  expect(chatScripts.size).toBe(0)
})
