/**
 * From one item to the next: a class page lists its program's other classes, a mentor leads to the
 * classes the mentor teaches, the catalogue filters preparatory classes in the URL, a candidate
 * applies to a job with a CV, and a webinar row hands out an .ics. Two tenants; axe at 360 px.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, sandboxData, sandboxJson, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

const TENANTS = ['demo', 'smkcoding'] as const

interface SandboxClass {
  id: number
  slug: string
  name: string
  programId: number
}
interface SandboxMentor {
  id: number
  name: string
  programIds: number[]
}
interface Paged {
  pagination: { totalItems: number }
}

async function axeAt360(page: Page, what: string) {
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await axeViolations(page), what).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

const classTotal = async (tenant: string, query: string) =>
  (await sandboxJson<Paged>(tenant, `/services/v1/class/list?page=1&pageSize=6&${query}`)).body.pagination
    .totalItems

for (const tenant of TENANTS) {
  test.describe(tenant, () => {
    test('a class page lists other classes of its program, and one opens', async ({ page }) => {
      const all = await sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true&sort=newest')
      const item = all.find((k) => all.some((o) => o.programId === k.programId && o.id !== k.id))!
      expect(item, 'a program with two classes').toBeTruthy()
      const siblings = all.filter((o) => o.programId === item.programId && o.id !== item.id)
      await page.goto(siteUrl(tenant, `/Class/${item.slug}`))
      await settle(page)
      const section = page.locator('section[aria-labelledby="kelas-program"]')
      await expect(section.getByRole('heading', { level: 2 })).toContainText('Kelas lain di program')
      const links = section.locator('.classes-card__link')
      await expect(links.first()).toBeVisible()
      const names = await links.allInnerTexts()
      expect(names).not.toContain(item.name)
      for (const name of names) expect(siblings.map((s) => s.name)).toContain(name)
      await axeAt360(page, `/Class/${item.slug}`)
      await links.first().click()
      await expect(page.locator('h1')).toHaveText(names[0]!, { timeout: 15_000 })
    })

    test('a mentor card leads to the classes of the programs the mentor teaches', async ({ page }) => {
      const mentors = await sandboxData<SandboxMentor[]>(tenant, '/api/active/mentors')
      const all = await sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true')
      // A mentor whose programs are not all of the catalogue's, so the filter visibly narrows.
      const mentor = mentors.find(
        (m) => m.programIds.length > 0 && all.some((k) => !m.programIds.includes(k.programId)),
      )!
      expect(mentor, 'a mentor teaching part of the catalogue').toBeTruthy()
      const expected = await classTotal(tenant, `programIds=${mentor.programIds.join(',')}`)
      expect(expected).toBeLessThan(all.length)
      await page.goto(siteUrl(tenant, '/Mentor'))
      await settle(page)
      await axeAt360(page, '/Mentor')
      await page.getByRole('link', { name: `Lihat kelas yang diajar ${mentor.name}` }).click()
      await expect(page).toHaveURL(new RegExp(`/Class\\?programs=${mentor.programIds.join('%2C|,')}`))
      await expect(page.locator('.list-count')).toHaveText(`${expected} kelas`)
      await expect(page.locator('.classes-chosen')).toContainText('Kelas dari program')

      // The class page's mentor strip leads to the same place.
      const taught = all.find((k) => mentor.programIds.includes(k.programId))!
      await page.goto(siteUrl(tenant, `/Class/${taught.slug}`))
      await settle(page)
      const strip = page.getByRole('link', { name: `Kelas yang diajar ${mentor.name}` })
      await expect(strip).toHaveAttribute('href', `/Class?programs=${mentor.programIds.join(',')}`)
    })

    test('the preparatory filter narrows the catalogue and survives a reload', async ({ page }) => {
      const all = await classTotal(tenant, '')
      const prep = await classTotal(tenant, 'preClass=true')
      expect(prep).toBeGreaterThan(0)
      expect(prep).toBeLessThan(all)
      await page.goto(siteUrl(tenant, '/Class'))
      await settle(page)
      await expect(page.locator('.list-count')).toHaveText(`${all} kelas`)
      await page.getByRole('combobox', { name: 'Kelas persiapan' }).selectOption('true')
      await expect(page).toHaveURL(/preClass=true/)
      await expect(page.locator('.list-count')).toHaveText(`${prep} kelas`)
      await page.reload()
      await settle(page)
      await expect(page.locator('.list-count')).toHaveText(`${prep} kelas`)
      await expect(page.getByRole('combobox', { name: 'Kelas persiapan' })).toHaveValue('true')
      await page.getByRole('combobox', { name: 'Kelas persiapan' }).selectOption('false')
      await expect(page.locator('.list-count')).toHaveText(`${all - prep} kelas`)
      await axeAt360(page, '/Class?preClass=false')
    })

    test('a candidate applies to a job with a CV and sees the success message', async ({ page }) => {
      const careers = await sandboxData<{ id: number }[]>(tenant, '/services/v1/career/list?page=1')
      let job: { id: number; title: string } | undefined
      for (const c of careers) {
        const jobs = await sandboxData<{ id: number; title: string; deadline: string }[]>(
          tenant,
          `/services/v1/career/job/list?careerId=${c.id}&page=1`,
        )
        job = jobs.find((j) => Date.parse(j.deadline) + 86_400_000 > Date.now())
        if (job) break
      }
      expect(job, 'an open job').toBeTruthy()
      const email = `kandidat-${tenant}-${Date.now()}@contoh.example`
      await page.goto(siteUrl(tenant, `/Event/Careers/${job!.id}`))
      await settle(page)
      const form = page.locator('section[aria-labelledby="lamar"]')
      await form.getByLabel('Nama lengkap').fill('Sari Contoh')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Nomor telepon').fill('081234567890')
      await form.getByLabel(/Motivasi singkat/).fill('Saya suka belajar hal baru.')
      // Without a CV: refused in Indonesian, and what was typed stays.
      await form.getByRole('button', { name: 'Kirim lamaran' }).click()
      await expect(form.locator('.alert--danger')).toContainText('Unggah CV Anda terlebih dahulu')
      await expect(form.getByLabel('Email')).toHaveValue(email)
      await axeAt360(page, `/Event/Careers/${job!.id}`)
      await form.getByLabel('CV (wajib)').setInputFiles({
        name: 'cv-sari.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 contoh'),
      })
      await expect(form.getByText('Terunggah: cv-sari.pdf')).toBeVisible()
      await form.getByRole('button', { name: 'Kirim lamaran' }).click()
      await expect(form.locator('.alert--success')).toContainText(`Lamaran Anda untuk ${job!.title} terkirim`)
      await expect(form.getByRole('button', { name: 'Kirim lamaran' })).toHaveCount(0)
      const stored = await sandboxData<{ count: number }>(
        tenant,
        `/services/v1/career/job/application/count?email=${encodeURIComponent(email)}`,
      )
      expect(stored.count).toBe(1)
    })

    test('a webinar row hands out an .ics of the session', async ({ page }) => {
      const webinars = await sandboxData<{ title: string; startAt: string; durationMinutes?: number }[]>(
        tenant,
        '/services/v1/class/webinar?page=1&pageSize=3',
      )
      const first = webinars[0]!
      await page.goto(siteUrl(tenant, '/Class'))
      await settle(page)
      const row = page.locator('section[aria-labelledby="webinars"]')
      const link = row
        .getByRole('listitem')
        .filter({ hasText: first.title })
        .getByRole('link', { name: /^Tambahkan ke kalender/ })
      await expect(link).toHaveAttribute('href', /^blob:/)
      const downloading = page.waitForEvent('download')
      await link.click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/)
      const ics = await readFile((await download.path())!, 'utf8')
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      const unfolded = ics.replace(/\r\n /g, '')
      const field = (name: string) => new RegExp(`^${name}:(.*)\\r$`, 'm').exec(unfolded)?.[1]
      expect(field('SUMMARY')).toBe(first.title.replace(/[\\;,]/g, (c) => `\\${c}`))
      const stamp = (d: Date) =>
        d
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')
      const start = new Date(first.startAt)
      expect(field('DTSTART')).toBe(stamp(start))
      expect(field('DTEND')).toBe(stamp(new Date(start.getTime() + (first.durationMinutes ?? 60) * 60_000)))
      expect(field('UID')).toMatch(/^webinar-\d+@/)
    })
  })
}
