/**
 * What an earlier version of the app left in the outbox is still delivered: it stored the call's
 * name with the raw request body, the outbox now keeps the typed call's input
 * (shell/outbox/stored.ts). An appointment written into IndexedDB in the old shape is sent through
 * its typed call when a page loads, reported as delivered, and stored once.
 */
import { formatDate } from '../../components/format'
import { expect, sandboxData, settle, siteUrl, test } from './fixtures'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('an appointment queued by the earlier version is delivered after the update, once', async ({ page }) => {
  const email = `lama-${unique()}@contoh.id`
  const [topic] = await sandboxData<{ id: number }[]>('demo', '/services/v3/post/list?kindSlug=appointment')
  const date = new Date(Date.now() + 7 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10)
  const label = `Permintaan janji temu ${formatDate(date)} pukul 11:00 WIB`
  const stored = async () =>
    (
      await sandboxData<{ count: number }>(
        'demo',
        `/services/v1/post/appointment/count?email=${encodeURIComponent(email)}`,
      )
    ).count

  // A page without a form: nothing loads the outbox before the reload below.
  await page.goto(siteUrl('demo', '/Class'))
  await settle(page)
  // The earlier version's record: the call's name and its raw body, with the outbox's marker set.
  await page.evaluate(
    async (item) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('alkademi-outbox', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('submissions', { keyPath: 'id' })
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('submissions', 'readwrite')
          tx.objectStore('submissions').put(item)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      })
      localStorage.setItem('alkademi-outbox-pending', '1')
    },
    {
      id: `lama-${Date.now()}-0001`,
      call: 'appointmentCreate',
      label,
      body: {
        postId: topic!.id,
        name: 'Sari Wulandari',
        email,
        phone: '081234567890',
        preferredDate: date,
        preferredTime: '11:00',
      },
      createdAt: Date.now(),
      attempts: 0,
    },
  )
  expect(await stored()).toBe(0)

  await page.reload()
  await expect(
    page
      .locator('[data-outbox-delivered]')
      .getByText(new RegExp(`${label} yang tersimpan .* sudah terkirim`)),
  ).toBeVisible({ timeout: 30_000 })
  expect(await stored()).toBe(1)
  await page.reload()
  await settle(page)
  expect(await stored()).toBe(1)
})
