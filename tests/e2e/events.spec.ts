/**
 * Events, the job board and appointments, on two tenants, through renderer/.
 */
import { SAMPLE_NOTE } from '../../content/sample'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { calendarFileName } from '../../components/calendarFile'
import {
  expect,
  rawGet,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxJson,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

const TENANTS = ['demo', 'smkcoding'] as const

interface SandboxPost {
  id: number
  slug: string
  title: string
  startsAt?: string
  endsAt?: string
}

async function events(
  tenant: string,
  query = '',
): Promise<{ data: SandboxPost[]; pagination: { totalItems: number } }> {
  return (
    await sandboxJson<{ data: SandboxPost[]; pagination: { totalItems: number } }>(
      tenant,
      `/services/v3/post/list?kindSlug=event&pageSize=10${query}`,
    )
  ).body
}

async function noHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
}

async function jsonLdTypes(page: Page): Promise<unknown[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.flatMap((n) => {
      const data = JSON.parse(n.textContent ?? 'null') as unknown
      return Array.isArray(data) ? data : [data]
    }),
  )
}

for (const tenant of TENANTS) {
  test(`${tenant}: event list → detail → .ics downloads and parses`, async ({ page, request }) => {
    const first = await events(tenant)
    const upcoming = first.data.find((e) => e.startsAt && new Date(e.endsAt ?? e.startsAt) > new Date())
    expect(upcoming, 'the seed has an upcoming event on page 1').toBeTruthy()
    const raw = await rawGet(request, tenant, '/Event')
    expect(raw.status()).toBe(200)
    const html = await raw.text()
    expect(html).toContain(first.data[0]!.title)
    expect(html.replace(/<!-- -->/g, '')).toContain(`${first.pagination.totalItems} acara`)

    await page.goto(siteUrl(tenant, '/Event'))
    await settle(page)
    await expect(page.locator('h1')).toHaveText('Acara')
    await expect(page.locator('.event-card')).toHaveCount(first.data.length)
    await expect(page.getByRole('heading', { name: 'Akan datang' })).toBeVisible()
    await page.getByRole('link', { name: upcoming!.title, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/Event/${upcoming!.slug}$`), { timeout: 15_000 })
    await expect(page.locator('h1')).toHaveText(upcoming!.title)
    await expect(page.locator('.detail__facts')).toContainText('Penyelenggara')

    const ld = (await jsonLdTypes(page)) as {
      '@type': string
      eventAttendanceMode?: string
      location?: unknown
      startDate?: string
    }[]
    // Seeded events are sample data: the sample label and no Event structured data
    // (components/JsonLd.tsx); the builder's shape is unit-tested (tests/unit/structured-data.test.tsx).
    expect(ld.find((d) => d['@type'] === 'Event')).toBeUndefined()
    await expect(page.getByText(SAMPLE_NOTE).first()).toBeVisible()

    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('link', { name: /Tambahkan ke kalender/ }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe(calendarFileName(upcoming!.title))
    const ics = await readFile((await download.path())!, 'utf8')
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(unfolded).toContain('BEGIN:VEVENT')
    const field = (name: string) =>
      new RegExp(`^${name}[:;](.*)$`, 'm').exec(unfolded.replace(/\r/g, ''))?.[1]
    expect(field('SUMMARY')).toBe(upcoming!.title.replace(/,/g, '\\,').replace(/;/g, '\\;'))
    const start = field('DTSTART')!
    expect(start).toMatch(/^\d{8}T\d{6}Z$/)
    const iso = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}T${start.slice(9, 11)}:${start.slice(11, 13)}:${start.slice(13, 15)}Z`
    expect(new Date(iso).toISOString()).toBe(new Date(upcoming!.startsAt!).toISOString())
    expect(unfolded.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    await noHorizontalScroll(page)
  })
}

test('event search, category filter and pagination live in the URL', async ({ page }) => {
  const all = await events('demo')
  await page.goto(siteUrl('demo', '/Event'))
  await settle(page)
  await page.getByRole('searchbox', { name: 'Cari acara' }).fill('Hackathon')
  await expect(page).toHaveURL(/\?q=Hackathon$/)
  const found = await events('demo', '&search=Hackathon')
  await expect(page.locator('.list-count')).toHaveText(`${found.pagination.totalItems} acara`)
  await page.getByRole('searchbox', { name: 'Cari acara' }).fill('zzz tidak ada')
  await expect(page.locator('.empty-state')).toContainText('zzz tidak ada')

  await page.goto(siteUrl('demo', '/Event'))
  await settle(page)
  const select = page.getByLabel('Kategori')
  const option = select.locator('option').nth(1)
  const categoryId = (await option.getAttribute('value'))!
  await select.selectOption(categoryId)
  await expect(page).toHaveURL(new RegExp(`\\?category=${categoryId}$`))
  const inCategory = await events('demo', `&categoryId=${categoryId}`)
  expect(inCategory.pagination.totalItems).toBeLessThan(all.pagination.totalItems)
  await expect(page.locator('.list-count')).toHaveText(`${inCategory.pagination.totalItems} acara`)

  await page.goto(siteUrl('demo', '/Event?page=2'))
  await settle(page)
  const second = await events('demo', '&page=2')
  await expect(page.locator('.event-card').first()).toContainText(second.data[0]!.title)
  await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page')
})

test('an unknown event is a 404; a failing event list says why and retries', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  expect((await rawGet(request, 'demo', '/Event/tidak-ada-acara-ini')).status()).toBe(404)
  allowConsoleErrors(/Injected server error|500/)
  await leaseTenant(FAULTED)
  await page.goto(siteUrl(FAULTED, '/Event'))
  await settle(page)
  await armFault(FAULTED, { pathPrefix: '/services/v3/post/list', fault: '500', remaining: 3 })
  await page.getByRole('searchbox', { name: 'Cari acara' }).fill('Hackathon')
  await page.getByRole('searchbox', { name: 'Cari acara' }).press('Enter')
  await expect(page.getByRole('alert')).toContainText('Daftar acara belum dapat dimuat')
  await resetTenant(FAULTED)
  await page.getByRole('button', { name: 'Coba lagi' }).click()
  const found = await events(FAULTED, '&search=Hackathon')
  await expect(page.locator('.list-count')).toHaveText(`${found.pagination.totalItems} acara`)
})

interface SandboxCareer {
  id: number
  slug: string
  name: string
}
interface SandboxJob {
  id: number
  slug: string
  title: string
  company: string
}

for (const tenant of TENANTS) {
  test(`${tenant}: job board career → jobs → job detail`, async ({ page, request }) => {
    const careers = (await sandboxJson<{ data: SandboxCareer[] }>(tenant, '/services/v1/career/list')).body
      .data
    const career = careers[0]!
    const jobs = (
      await sandboxJson<{ data: SandboxJob[] }>(tenant, `/services/v1/career/job/list?careerId=${career.id}`)
    ).body.data
    const job = jobs[0]!
    expect(await (await rawGet(request, tenant, '/Event/Careers')).text()).toContain(career.name)

    await page.goto(siteUrl(tenant, '/Event/Careers'))
    await settle(page)
    await expect(page.locator('h1')).toHaveText('Lowongan Kerja')
    await page.getByRole('link', { name: career.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Career/${career.slug}$`), { timeout: 15_000 })
    await expect(page.locator('h1')).toHaveText(career.name)
    await expect(page.locator('.job-item')).toHaveCount(jobs.length)
    await page.getByRole('link', { name: job.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Event/Careers/${job.id}/${job.slug}$`), { timeout: 15_000 })
    await expect(page.locator('h1')).toHaveText(job.title)
    const ld = (await jsonLdTypes(page)) as Record<string, unknown>[]
    // A seeded job is sample data: no JobPosting structured data, the sample label instead.
    expect(ld.find((d) => d['@type'] === 'JobPosting')).toBeUndefined()
    await expect(page.getByText(SAMPLE_NOTE).first()).toBeVisible()
    await noHorizontalScroll(page)

    const detail = await rawGet(request, tenant, `/Event/Careers/${job.id}`)
    expect(detail.status()).toBe(200)
    expect(await detail.text()).toContain(job.title)
    expect((await rawGet(request, tenant, `/Event/Careers/${job.id}/judul-lama`)).status()).toBe(200)
    const list = await rawGet(request, tenant, '/Career')
    expect(list.status()).toBe(200)
    expect(await list.text()).toContain(career.name)
  })
}

test('a failing job list shows a plain Indonesian reason, logs the prefixed one, and retries', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed fetch list Job: |Injected server error|500/)
  await leaseTenant(FAULTED)
  const careers = (await sandboxJson<{ data: SandboxCareer[] }>(FAULTED, '/services/v1/career/list')).body
    .data
  const logged: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text())
  })
  await page.goto(siteUrl(FAULTED, `/Career/${careers[1]!.slug}`))
  await settle(page)
  await armFault(FAULTED, { pathPrefix: '/services/v1/career/job/list', fault: '500', remaining: 3 })
  await page.goto(siteUrl(FAULTED, `/Career/${careers[1]!.slug}?page=2`))
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Lowongan belum dapat dimuat')
  await expect(alert).not.toContainText('Failed fetch')
  expect(logged.some((l) => l.startsWith('Failed fetch list Job: '))).toBe(true)
  await resetTenant(FAULTED)
  await page.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the appointment form rejects bad input in Indonesian, keeps it, then books and the sandbox holds it', async ({
  page,
}) => {
  await page.goto(siteUrl('demo', '/Make-Appointment'))
  await settle(page)
  await expect(page.locator('h1')).toHaveText('Buat Janji Temu')
  const submit = page.getByRole('button', { name: 'Kirim permintaan' })
  await submit.click()
  await expect(page.getByText('Topik wajib diisi.')).toBeVisible()
  await expect(page.getByText('Nama wajib diisi.')).toBeVisible()
  await expect(page.getByText(/^Periksa kembali \d+ isian yang ditandai\.$/)).toBeVisible()

  const topic = page.getByLabel('Topik atau layanan')
  const topicValue = (await topic.locator('option').nth(1).getAttribute('value'))!
  await topic.selectOption(topicValue)
  await page.getByLabel('Tanggal').fill('2020-01-01')
  await page.getByLabel('Jam (WIB)').selectOption('10:00')
  await page.getByLabel('Nama lengkap').fill('Sari Wulandari')
  await page.getByLabel('Email').fill('sari@contoh')
  await page.getByLabel('Nomor telepon/WhatsApp').fill('12345')
  await page.getByLabel('Pesan').fill('Kami ingin pelatihan untuk 20 guru.')
  await submit.click()
  await expect(page.getByText('Tanggal tidak boleh di masa lalu.')).toBeVisible()
  await expect(page.getByText(/Format email tidak valid/)).toBeVisible()
  await expect(page.getByText(/Nomor telepon diawali \+62 atau 08/)).toBeVisible()
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Sari Wulandari')

  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Tanggal').fill(tomorrow)
  await page.getByLabel('Email').fill('sari@contoh.id')
  await page.getByLabel('Nomor telepon/WhatsApp').fill('+62 812-3456-7890')

  // A failing backend keeps the request in the outbox (tests/e2e/forms-outbox.spec.ts).
  await submit.click()
  const status = page.locator('.alert--success')
  await expect(status).toContainText('Janji temu tercatat dengan nomor')
  const id = Number(/nomor (\d+)/.exec((await status.textContent()) ?? '')?.[1])
  const stored = await sandboxJson<{ data: Record<string, unknown> }>(
    'demo',
    `/services/v1/post/appointment/${id}`,
  )
  expect(stored.status).toBe(200)
  expect(stored.body.data).toMatchObject({
    postId: Number(topicValue),
    name: 'Sari Wulandari',
    email: 'sari@contoh.id',
    phone: '+6281234567890',
    preferredDate: tomorrow,
    preferredTime: '10:00',
    message: 'Kami ingin pelatihan untuk 20 guru.',
  })
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('')
  await noHorizontalScroll(page)
})

interface SandboxProgram {
  id: number
  slug: string
  name: string
  state: string
}
type ProgramPage = { data: SandboxProgram[]; pagination: { totalItems: number } }

test('program filters change the list and the URL; reload keeps them', async ({ page, request }) => {
  const all = (await sandboxJson<ProgramPage>('smkcoding', '/services/v1/program/list?pageSize=6')).body
  expect(await (await rawGet(request, 'smkcoding', '/Program')).text()).toContain(all.data[0]!.name)
  await page.goto(siteUrl('smkcoding', '/Program'))
  await settle(page)
  await expect(page.locator('.list-count')).toHaveText(`${all.pagination.totalItems} program`)

  await page.getByLabel('Status').selectOption('open')
  await expect(page).toHaveURL(/\/Program\?state=open$/)
  const open = (
    await sandboxJson<ProgramPage>('smkcoding', '/services/v1/program/list?pageSize=6&state=open')
  ).body
  expect(open.pagination.totalItems).toBeLessThan(all.pagination.totalItems)
  await expect(page.locator('.list-count')).toHaveText(`${open.pagination.totalItems} program`)
  await expect(page.locator('.board-card h2')).toHaveText(open.data.map((p) => p.name))

  await page.getByLabel('Tingkat').selectOption('beginner')
  await expect(page).toHaveURL(/state=open/)
  await expect(page).toHaveURL(/level=beginner/)
  const both = (
    await sandboxJson<ProgramPage>(
      'smkcoding',
      '/services/v1/program/list?pageSize=6&state=open&level=beginner',
    )
  ).body
  await expect(page.locator('.list-count')).toHaveText(`${both.pagination.totalItems} program`)

  const city = page.getByLabel('Kota pelaksanaan')
  const cityId = (await city.locator('option').nth(1).getAttribute('value'))!
  await city.selectOption(cityId)
  await expect(page).toHaveURL(new RegExp(`city=${cityId}`))
  const inCity = (
    await sandboxJson<ProgramPage>(
      'smkcoding',
      `/services/v1/program/list?pageSize=6&state=open&level=beginner&heldCityIds=${cityId}`,
    )
  ).body
  if (inCity.pagination.totalItems === 0) await expect(page.locator('.empty-state')).toBeVisible()
  else await expect(page.locator('.list-count')).toHaveText(`${inCity.pagination.totalItems} program`)

  await page.reload()
  await settle(page)
  await expect(page.getByLabel('Status')).toHaveValue('open')
  await expect(page.getByLabel('Kota pelaksanaan')).toHaveValue(cityId)
  await noHorizontalScroll(page)
})

for (const tenant of TENANTS) {
  test(`${tenant}: program detail by slug and by id, Course JSON-LD, unknown → 404`, async ({
    page,
    request,
  }) => {
    const program = (await sandboxJson<ProgramPage>(tenant, '/services/v1/program/list?pageSize=6')).body
      .data[0]!
    const bySlug = await rawGet(request, tenant, `/Program/${program.slug}`)
    expect(bySlug.status()).toBe(200)
    expect(await bySlug.text()).toContain(`<h1 class="detail__title">${program.name}</h1>`)
    const byId = await rawGet(request, tenant, `/Program/${program.id}/judul-lama`)
    expect(byId.status()).toBe(200)
    expect(await byId.text()).toContain(program.name)
    expect((await rawGet(request, tenant, '/Program/tidak-ada')).status()).toBe(404)
    expect((await rawGet(request, tenant, '/Program/999999/x')).status()).toBe(404)

    await page.goto(siteUrl(tenant, '/Program'))
    await settle(page)
    await page.getByRole('link', { name: program.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/Program/${program.slug}$`), { timeout: 15_000 })
    await expect(page.locator('h1')).toHaveText(program.name)
    // A seeded programme is sample data: no Course structured data, the sample label instead.
    expect(
      ((await jsonLdTypes(page)) as Record<string, unknown>[]).find((d) => d['@type'] === 'Course'),
    ).toBeUndefined()
    await expect(page.getByText(SAMPLE_NOTE).first()).toBeVisible()
    await expect(page.locator('.detail__facts')).toContainText('Biaya')
    await noHorizontalScroll(page)
  })
}

test('program events: list → detail by id, old slug still works, unknown id → 404', async ({
  page,
  request,
}) => {
  const posts = (
    await sandboxJson<{ data: SandboxPost[] }>('demo', '/services/v3/post/list?kindSlug=program&pageSize=10')
  ).body.data
  const post = posts[0]!
  expect(await (await rawGet(request, 'demo', '/Event/Program')).text()).toContain(post.title)
  await page.goto(siteUrl('demo', '/Event/Program'))
  await settle(page)
  await page.getByRole('link', { name: post.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/Event/Program/${post.id}/${post.slug}$`), { timeout: 15_000 })
  await expect(page.locator('h1')).toHaveText(post.title)
  expect((await rawGet(request, 'demo', `/Event/Program/${post.id}`)).status()).toBe(200)
  expect((await rawGet(request, 'demo', `/Event/Program/${post.id}/lama`)).status()).toBe(200)
  expect((await rawGet(request, 'demo', '/Event/Program/999999')).status()).toBe(404)

  // "Tanya program ini" opens the appointment form with the post as its topic.
  await page.getByRole('link', { name: 'Tanya program ini' }).click()
  await expect(page).toHaveURL(new RegExp(`/Make-Appointment\\?postId=${post.id}$`))
  await expect(page.getByLabel('Topik atau layanan')).toHaveValue(String(post.id))
  await noHorizontalScroll(page)
})

test('talent hiring: how it works, the live roles, and the way into the appointment form', async ({
  page,
  request,
}) => {
  await leaseTenant(FAULTED)
  const careers = (await sandboxJson<{ data: SandboxCareer[] }>(FAULTED, '/services/v1/career/list')).body
    .data
  const html = await (await rawGet(request, 'demo', '/Talent-Hiring')).text()
  expect(html).toContain('Cara kerjanya')
  for (const c of careers) expect(html).toContain(c.name)
  await page.goto(siteUrl('demo', '/Talent-Hiring'))
  await settle(page)
  await expect(page.locator('h1')).toHaveText('Talent Hiring')
  await page.getByRole('link', { name: 'Buat janji temu' }).first().click()
  await expect(page).toHaveURL(/\/Make-Appointment\?perihal=/)
  await expect(page.getByLabel('Pesan')).toHaveValue(/^Perihal: Rekrutmen talenta/)
  await noHorizontalScroll(page)
})
