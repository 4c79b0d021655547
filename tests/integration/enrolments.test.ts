/**
 * Joining a class, the learner's classes and invoices, and "Kabari saya" over real HTTP
 * (sandbox/routes/enrolments.ts; contracts in api/README.md).
 */
import { describe, expect, it } from 'vitest'
import { login } from '../../api/accounts'
import { getClassOverview } from '../../api/classes'
import { enrolInClass, listMyClasses, listMyPayments, notifyClass } from '../../api/enrolments'
import { createInvoice } from '../../api/payments'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { sendSubmission } from '../../shell/outbox/send'
import { useSandbox } from './harness'

const h = useSandbox()

const open = (tenant: string) =>
  catalogueFor(tenant).classes.filter((k) => k.state !== 'finished' && k.registered < k.quota)
const freeClass = (tenant: string) => open(tenant).find((k) => k.price === 0)!
const paidClass = (tenant: string) => open(tenant).find((k) => k.price > 0)!
const fullClass = (tenant: string) => catalogueFor(tenant).classes.find((k) => k.registered >= k.quota)!
const finishedClass = (tenant: string) => catalogueFor(tenant).classes.find((k) => k.state === 'finished')!

async function learnerOn(tenant: string, email = 'siswa@alkademi.id') {
  const ctx = h.ctx(tenant)
  expect((await login(ctx, { email, password: 'rahasia123' })).status).toBe(true)
  return ctx
}

async function settle(invoiceId: string) {
  const res = await fetch(`${h.baseUrl}/services/v1/payment/checkout/${invoiceId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'result=paid',
  })
  expect(res.status).toBe(200)
}

describe('v1/class/enroll', () => {
  it('joins a free class once: a repeat answers the same enrolment, and the class counts the seat', async () => {
    const ctx = await learnerOn('sekolahkopi')
    const k = freeClass('sekolahkopi')
    const before = (await getClassOverview(ctx, { slug: k.slug })).data!
    expect(before).toMatchObject({ quota: k.quota, registered: k.registered })
    const first = await enrolInClass(ctx, { classId: k.id })
    expect(first).toMatchObject({ status: true, message: 'Anda terdaftar' })
    expect(first.data).toMatchObject({ classId: k.id, amount: 0, status: 'paid', classSlug: k.slug })
    const again = await enrolInClass(ctx, { classId: k.id })
    expect(again).toMatchObject({ status: true, message: 'Anda sudah terdaftar di kelas ini' })
    expect(again.data!.invoiceId).toBe(first.data!.invoiceId)
    expect((await getClassOverview(ctx, { slug: k.slug })).data!.registered).toBe(k.registered + 1)
    const mine = (await listMyClasses(ctx)).data!
    expect(mine.map((m) => m.slug)).toEqual([k.slug])
    expect(mine[0]).toMatchObject({ name: k.name, classroomId: k.classroomId, free: true })
    // A free enrolment is no payment to show.
    expect((await listMyPayments(ctx)).data).toEqual([])
  })

  it('the same idempotency key sent twice stores one enrolment (the outbox delivering after a reload)', async () => {
    const ctx = await learnerOn('smkcoding', 'mentor@alkademi.id')
    const k = freeClass('smkcoding')
    const submission = {
      id: 'enrol-key-0001',
      call: 'classEnroll' as const,
      label: 'Pendaftaran',
      input: { classId: k.id },
      createdAt: Date.now(),
      attempts: 1,
    }
    const [a, b] = await Promise.all([sendSubmission(ctx, submission), sendSubmission(ctx, submission)])
    expect(a.status && b.status).toBe(true)
    expect((a.data as { invoiceId: string }).invoiceId).toBe((b.data as { invoiceId: string }).invoiceId)
    expect((await listMyClasses(ctx)).data).toHaveLength(1)
    expect((await getClassOverview(ctx, { slug: k.slug })).data!.registered).toBe(k.registered + 1)
  })

  it('refuses guests, paid, full, finished, unknown and other tenants’ classes, and bad bodies', async () => {
    const guest = h.ctx('pesilat')
    expect(await enrolInClass(guest, { classId: freeClass('pesilat').id })).toMatchObject({
      status: false,
      httpStatus: 401,
    })
    const ctx = await learnerOn('pesilat')
    expect(await enrolInClass(ctx, { classId: paidClass('pesilat').id })).toMatchObject({
      status: false,
      httpStatus: 422,
      message: 'Kelas ini berbayar: selesaikan pembayaran untuk mendaftar',
    })
    expect(await enrolInClass(ctx, { classId: fullClass('pesilat').id })).toMatchObject({
      status: false,
      httpStatus: 409,
      message: 'Kuota kelas ini sudah penuh',
    })
    expect(await enrolInClass(ctx, { classId: finishedClass('pesilat').id })).toMatchObject({
      status: false,
      httpStatus: 409,
      message: 'Kelas ini sudah selesai, pendaftaran ditutup',
    })
    expect(await enrolInClass(ctx, { classId: freeClass('elevaite').id })).toMatchObject({
      status: false,
      httpStatus: 404,
    })
    expect(await enrolInClass(ctx, { classId: 'x' as unknown as number })).toMatchObject({
      status: false,
      httpStatus: 400,
    })
    expect((await listMyClasses(ctx)).data).toEqual([])
  })
})

describe('v1/class/mine and v1/payment/mine', () => {
  it('list a paid class once its invoice is paid, the invoice with its status, on its own tenant only', async () => {
    const ctx = await learnerOn('bharabas')
    const k = paidClass('bharabas')
    const inv = (await createInvoice(ctx, { classId: k.id, paymentMethod: 'qris' })).data!
    expect((await listMyClasses(ctx)).data).toEqual([])
    expect((await listMyPayments(ctx)).data).toMatchObject([
      { invoiceId: inv.invoiceId, status: 'pending', amount: k.price, classSlug: k.slug },
    ])
    await settle(inv.invoiceId)
    expect((await listMyClasses(ctx)).data).toMatchObject([{ classId: k.id, slug: k.slug, free: false }])
    expect((await listMyPayments(ctx)).data).toMatchObject([{ invoiceId: inv.invoiceId, status: 'paid' }])
    // Paid already: enrolling answers the paid invoice.
    expect((await enrolInClass(ctx, { classId: k.id })).data!.invoiceId).toBe(inv.invoiceId)
    // The same user on another site sees nothing of this one.
    const elsewhere = await learnerOn('elevaite')
    expect((await listMyClasses(elsewhere)).data).toEqual([])
    expect((await listMyPayments(elsewhere)).data).toEqual([])
    // Guests have no classes.
    expect(await listMyClasses(h.ctx('bharabas'))).toMatchObject({ status: false, httpStatus: 401 })
    expect(await listMyPayments(h.ctx('bharabas'))).toMatchObject({ status: false, httpStatus: 401 })
  })
})

describe('v1/class/notify', () => {
  it('stores an address once per tenant and class, and checks what it is given', async () => {
    const k = fullClass('demo')
    const guest = h.ctx('demo')
    const first = await notifyClass(guest, { classId: k.id, email: 'Pelajar@Example.com' })
    expect(first).toMatchObject({ status: true, data: { stored: true, email: 'pelajar@example.com' } })
    expect((await notifyClass(guest, { classId: k.id, email: 'pelajar@example.com' })).data).toMatchObject({
      stored: false,
    })
    // Another tenant's full class: a row of its own, and the demo id is unknown there.
    expect(
      (
        await notifyClass(h.ctx('sekolahkopi'), {
          classId: fullClass('sekolahkopi').id,
          email: 'pelajar@example.com',
        })
      ).data,
    ).toMatchObject({ stored: true })
    expect(await notifyClass(h.ctx('sekolahkopi'), { classId: k.id, email: 'a@example.com' })).toMatchObject({
      status: false,
      httpStatus: 404,
    })
    expect(await notifyClass(guest, { classId: k.id, email: 'bukan-email' })).toMatchObject({
      status: false,
      httpStatus: 400,
      message: 'Alamat email tidak valid',
    })
    const rows = (await (await fetch(`${h.baseUrl}/__admin/class-notifications`)).json()) as unknown[]
    expect(rows).toEqual([
      { tenant: 'demo', classId: k.id, email: 'pelajar@example.com' },
      { tenant: 'sekolahkopi', classId: fullClass('sekolahkopi').id, email: 'pelajar@example.com' },
    ])
  })
})
