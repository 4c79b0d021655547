/**
 * How many taps and seconds from a home to "Anda terdaftar", for a free and a paid class?
 *
 * `npx tsx bench/learner-journey.ts`: taps and seconds, in Chromium at 360 px, from a tenant's home
 * to "Anda terdaftar" on a class page, for a free class (one tap on the class page) and a paid class
 * (the sandbox's gateway page in between). Runs against a server already started with `npm start`
 * (PORT, SANDBOX_PORT as given to it). The learner is new (the API's sign-up) and signed in through
 * the central login before the clock starts: the journey measured is the one of someone who has an
 * account. The way from the home: the menu's class catalogue (through ☰ when the header folds it;
 * the home's own link to it where the menu has none), then the class's card, found with the catalogue's search when it is not on the first page.
 *
 * With SHOTS=<folder>, the learner then opens "Akun Saya" (`/Welcome`) and its first screen is
 * saved at 360, 1024 and 1440 px (`<folder>/<tenant>-account-<width>.png`), with whether "Kelas saya"
 * and the class just joined are within that first screen.
 *
 * Environment: PORT (default 3000), SANDBOX_PORT (default 4000), BENCH_TENANTS (default
 * demo,sekolahkopi,smkcoding,pesilat,elevaite,bharabas), SHOTS (no screenshots by default).
 */
import { chromium, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { makeAppToken } from '../api/token'
import { resolveApiConfig } from '../api/context'
import { catalogueFor } from '../sandbox/seed/catalogues'
import { getTenant } from '../sites/registry'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'

const PORT = Number(process.env.PORT ?? 3000)
const SANDBOX = `http://localhost:${process.env.SANDBOX_PORT ?? 4000}`
const TENANTS = (process.env.BENCH_TENANTS ?? 'demo,sekolahkopi,smkcoding,pesilat,elevaite,bharabas').split(
  ',',
)
const PASSWORD = 'rahasia123'
const SHOTS = process.env.SHOTS
const SHOT_WIDTHS = [360, 1024, 1440] as const

const site = (tenant: string, path = '/') => `http://${tenant}.localhost:${PORT}${path}`
const joinable = (tenant: string) =>
  catalogueFor(tenant).classes.filter((k) => k.state !== 'finished' && k.registered < k.quota)

async function signUp(tenant: string): Promise<string> {
  const email = `bench-${tenant}-${Date.now()}@example.com`
  const res = await fetch(`${SANDBOX}/services/v1/auth/signup/coder`, {
    method: 'POST',
    headers: {
      AppToken: await makeAppToken(resolveApiConfig({}).appToken),
      'X-Tenant-Id': tenant,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: 'Pelajar Bench', email, password: PASSWORD }),
  })
  if (res.status !== 201) throw new Error(`sign-up on ${tenant}: ${res.status}`)
  return email
}

async function signIn(page: Page, tenant: string, email: string) {
  await page.goto(site(tenant, '/Login?redirect=%2F'))
  await page.waitForURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await page.waitForURL(site(tenant, '/'))
}

/** The tenant's class catalogue as its menu names it (`/Class`, or `/Pesilat/Class` on pesilat). */
function cataloguePath(tenant: string): string {
  const paths = getTenant(tenant)?.nav.map((n) => n.path) ?? []
  return paths.find((p) => /^\/(Pesilat\/)?Class$/.test(p)) ?? '/Class'
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * From the home to the class page, as a visitor would: the menu's catalogue link (through ☰ when the
 * header folds the menu), then the class's card, found with the catalogue's search when it is not
 * on the first page (one tap on the field; typing is in the time, not in the taps).
 */
async function toClass(
  page: Page,
  tenant: string,
  k: { slug: string; name: string },
  tap: (l: Locator) => Promise<void>,
) {
  let note = ''
  const path = cataloguePath(tenant)
  const inMenu = getTenant(tenant)?.nav.some((n) => n.path === path) ?? false
  if (inMenu) {
    const link = page.locator(`header a[href="${path}"]`).first()
    if (!(await link.isVisible())) await tap(page.getByRole('button', { name: 'Menu' }))
    await tap(link)
  } else if (await page.locator(`main a[href="${path}"]`).count()) {
    // A menu without the catalogue: the home's own link to it, as a visitor would.
    note = ' (catalogue from the home, not the menu)'
    await tap(page.locator(`main a[href="${path}"]`).first())
  } else {
    // No page of the site links its class catalogue (smkcoding offers its courses instead): the
    // address typed, said in the note and not counted as a tap.
    note = ' (catalogue opened by its address: the site links none)'
    await page.goto(site(tenant, path))
  }
  await page.waitForURL(site(tenant, path))
  const card = page.locator(`main a[href$="/Class/${k.slug}"]:visible`).first()
  try {
    await card.waitFor({ timeout: 3_000 })
  } catch {
    note += ' (found with the catalogue search)'
    const search = page.getByRole('searchbox', { name: 'Cari kelas' })
    await tap(search)
    await search.fill(k.name)
    await card.waitFor({ timeout: 15_000 })
  }
  await tap(card)
  await page.waitForURL(new RegExp(`/Class/${escape(k.slug)}$`))
  return note
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
console.log('tenant       | class | taps | seconds | note')
for (const tenant of TENANTS) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await signIn(page, tenant, await signUp(tenant))
  const joined: string[] = []
  for (const kind of ['free', 'paid'] as const) {
    const k = joinable(tenant).find((x) => (kind === 'free' ? x.price === 0 : x.price > 0))
    if (!k) continue
    let taps = 0
    const tap = async (l: Locator) => {
      taps++
      await l.click()
    }
    await page.goto(site(tenant, '/'))
    await page.waitForLoadState('load')
    // The clock starts once the home answers taps (hydrated), as a visitor's first tap would wait.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const start = performance.now()
    try {
      let note = await toClass(page, tenant, k, tap)
      const summary = page.getByRole('complementary', { name: 'Ringkasan kelas' })
      if (kind === 'free') await tap(summary.getByRole('button', { name: 'Daftar gratis' }))
      else {
        await tap(summary.getByRole('button', { name: /^Bayar/ }))
        await tap(page.getByRole('button', { name: 'Bayar sekarang' }))
        await page.waitForURL(/\/Payment-Status\/Success/)
        await tap(page.getByRole('link', { name: `Buka kelas ${k.name}` }))
        note += ' (gateway page included)'
      }
      await summary.getByText('Anda terdaftar').waitFor({ timeout: 30_000 })
      const seconds = (performance.now() - start) / 1000
      console.log(
        `${tenant.padEnd(12)} | ${kind.padEnd(5)} | ${String(taps).padStart(4)} | ${seconds.toFixed(2).padStart(7)} |${note}`,
      )
      joined.push(k.name)
    } catch (error) {
      // One tenant's failure is a figure too: say it, keep its screen, go on with the others.
      const shot = `/tmp/learner-journey-${tenant}-${kind}.png`
      await page.screenshot({ path: shot }).catch(() => undefined)
      console.log(
        `${tenant.padEnd(12)} | ${kind.padEnd(5)} | failed at ${page.url()}: ${String(error).split('\n')[0]} (${shot})`,
      )
    }
  }
  if (SHOTS) await accountShots(page, tenant, joined)
  await context.close()
}
await browser.close()

/** "Akun Saya"'s first screen at each width: is "Kelas saya", with the classes just joined, on it? */
async function accountShots(page: Page, tenant: string, classes: string[]) {
  fs.mkdirSync(SHOTS!, { recursive: true })
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    await page.goto(site(tenant, '/Welcome'))
    const heading = page.getByRole('heading', { name: 'Kelas saya' })
    await heading.waitFor()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const fold = page.viewportSize()!.height
    const within = async (l: Locator) => ((await l.boundingBox())?.y ?? Infinity) < fold
    const shown = await Promise.all(
      classes.map((name) => within(page.getByRole('main').getByText(name, { exact: true }).first())),
    )
    const shot = path.join(SHOTS!, `${tenant}-account-${width}.png`)
    await page.screenshot({ path: shot })
    console.log(
      `${tenant.padEnd(12)} | Akun Saya at ${width} px: "Kelas saya" ${(await within(heading)) ? 'in' : 'below'} the first screen, ` +
        `${shown.filter(Boolean).length}/${classes.length} joined classes in it (${shot})`,
    )
  }
}
