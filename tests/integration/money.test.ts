import { describe, expect, it } from 'vitest'
import { createInvoice, getPayment, repayPayment } from '../../api/payments'
import {
  approvePayout,
  createPayout,
  getBalance,
  listBanks,
  listPayouts,
  markPayoutPaid,
  PAYOUT_STATUSES,
  rejectPayout,
} from '../../api/payouts'
import { sandboxConfig } from '../../sandbox/config'
import { CALLBACK_SIGNATURE_HEADER, PAYOUT_DECIDERS, callbackSignature } from '../../sandbox/routes/money'
import { canApprovePayouts } from '../../shell/account'
import { useSandbox } from './harness'

const h = useSandbox()

/** The gateway's callback, as the gateway sends it: signed with its secret (or not, or wrongly). */
async function callback(payload: unknown, sign: 'signed' | 'unsigned' | 'forged' = 'signed') {
  const body = JSON.stringify(payload)
  const secret = sign === 'forged' ? 'a guess' : sandboxConfig().paymentCallbackSecret
  const res = await fetch(`${h.baseUrl}/services/v1/payment/callback`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(sign === 'unsigned' ? {} : { [CALLBACK_SIGNATURE_HEADER]: callbackSignature(secret, body) }),
    },
    body,
  })
  return {
    httpStatus: res.status,
    ...((await res.json()) as { status: boolean; data?: { status: string; paidAt?: string } }),
  }
}

const PAID_CLASS_ID = async () => {
  const { CLASSES } = await import('../../sandbox/seed/classes')
  return CLASSES.find((k) => k.price > 0)!
}
const FREE_CLASS_ID = async () => {
  const { CLASSES } = await import('../../sandbox/seed/classes')
  return CLASSES.find((k) => k.price === 0)
}

describe('payments', () => {
  it('creates an invoice, settles it by callback, and reads its detail', async () => {
    const ctx = await h.as('siswa@alkademi.id')
    const klass = await PAID_CLASS_ID()
    const inv = await createInvoice(ctx, { classId: klass.id, paymentMethod: 'qris' })
    expect(inv.status).toBe(true)
    expect(inv.data).toMatchObject({ status: 'pending', amount: klass.price, className: klass.name })
    const id = inv.data!.invoiceId
    // Only the gateway's signature settles an invoice: a caller without it changes nothing.
    expect(await callback({ invoiceId: id, status: 'paid' }, 'unsigned')).toMatchObject({ httpStatus: 401 })
    expect(await callback({ invoiceId: id, status: 'paid' }, 'forged')).toMatchObject({ httpStatus: 401 })
    expect((await getPayment(ctx, id)).data?.status).toBe('pending')
    const paid = await callback({ invoiceId: id, status: 'paid' })
    expect(paid.data?.status).toBe('paid')
    expect(paid.data?.paidAt).toBeTruthy()
    expect((await getPayment(ctx, id)).data?.status).toBe('paid')
    // a settled invoice cannot be settled again nor repaid
    expect((await callback({ invoiceId: id, status: 'failed' })).status).toBe(false)
    expect(await repayPayment(ctx, id)).toMatchObject({ status: false, message: 'Tagihan sudah dibayar' })
  })

  it('repays a failed invoice: back to pending with one more attempt', async () => {
    const ctx = await h.as('siswa@alkademi.id')
    const inv = await createInvoice(ctx, {
      classId: (await PAID_CLASS_ID()).id,
      paymentMethod: 'bank_transfer',
    })
    const id = inv.data!.invoiceId
    await callback({ invoiceId: id, status: 'failed' })
    const again = await repayPayment(ctx, id)
    expect(again.data).toMatchObject({ status: 'pending', attempts: 2 })
  })

  it('refuses guests, strangers, free classes and unknown invoices', async () => {
    const klass = await PAID_CLASS_ID()
    expect((await createInvoice(h.ctx(), { classId: klass.id, paymentMethod: 'qris' })).status).toBe(false)
    const free = await FREE_CLASS_ID()
    const student = await h.as('siswa@alkademi.id')
    if (free)
      expect((await createInvoice(student, { classId: free.id, paymentMethod: 'qris' })).status).toBe(false)
    const inv = await createInvoice(student, { classId: klass.id, paymentMethod: 'ewallet' })
    const mentor = await h.as('mentor@alkademi.id')
    expect(await getPayment(mentor, inv.data!.invoiceId)).toMatchObject({
      status: false,
      message: 'Anda tidak memiliki akses',
    })
    expect((await getPayment(student, 'INV-NOPE')).status).toBe(false)
  })

  it('gives invoices ids nobody can count through', async () => {
    const student = await h.as('siswa@alkademi.id')
    const klass = await PAID_CLASS_ID()
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await createInvoice(student, { classId: klass.id, paymentMethod: 'qris' })).data!.invoiceId,
      ),
    )
    for (const id of ids) expect(id).toMatch(/^INV-[0-9A-F]{20}$/)
    expect(new Set(ids).size).toBe(3)
  })

  it('keeps an invoice, its class and its detail to the tenant whose token created it', async () => {
    const student = await h.as('siswa@alkademi.id')
    const { catalogueFor } = await import('../../sandbox/seed/catalogues')
    const otherClass = catalogueFor('sekolahkopi').classes.find((k) => k.price > 0)!
    expect(await createInvoice(student, { classId: otherClass.id, paymentMethod: 'qris' })).toMatchObject({
      status: false,
      message: 'classId tidak dikenal',
    })
    const inv = (await createInvoice(student, { classId: (await PAID_CLASS_ID()).id, paymentMethod: 'qris' }))
      .data!
    // The same user's token on another site does not see the demo site's invoice.
    const elsewhere = h.ctx('sekolahkopi')
    const { login } = await import('../../api/accounts')
    await login(elsewhere, { email: 'siswa@alkademi.id', password: 'rahasia123' })
    expect(await getPayment(elsewhere, inv.invoiceId)).toMatchObject({
      status: false,
      message: 'Tagihan tidak ditemukan',
    })
  })
})

describe('the simulated payment gateway page', () => {
  const form = (result: string, back: string) => new URLSearchParams({ result, return: back }).toString()
  const post = (url: string, body: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    })

  it('opens by paymentUrl without an app token, pays, and sends the visitor back', async () => {
    const ctx = await h.as('siswa@alkademi.id')
    const klass = await PAID_CLASS_ID()
    const inv = (await createInvoice(ctx, { classId: klass.id, paymentMethod: 'virtual_account' })).data!
    const page = await fetch(inv.paymentUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(inv.invoiceId)
    expect(html).toContain('Bayar sekarang')

    const back = 'http://demo.localhost:3000/Pembayaran?dari=gateway'
    const res = await post(inv.paymentUrl, form('paid', back))
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('http://demo.localhost:3000/Pembayaran')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      dari: 'gateway',
      invoice: inv.invoiceId,
      status: 'paid',
    })
    expect((await getPayment(ctx, inv.invoiceId)).data?.status).toBe('paid')
    // Settled: the page says so and offers nothing more; a second submit changes nothing.
    const after = await (await fetch(inv.paymentUrl)).text()
    expect(after).toContain('Lunas')
    expect(after).not.toContain('Bayar sekarang')
    const again = await post(inv.paymentUrl, form('failed', back))
    expect(new URL(again.headers.get('location')!).searchParams.get('status')).toBe('unchanged')
  })

  it("returns only to the tenant's registered origin, whatever Origin created the invoice", async () => {
    // Created with a foreign Origin header: the token says whose invoice it is (demo).
    const ctx = { ...(await h.as('siswa@alkademi.id')), origin: 'https://attacker.example' }
    const inv = (await createInvoice(ctx, { classId: (await PAID_CLASS_ID()).id, paymentMethod: 'qris' }))
      .data!
    const page = await (
      await fetch(
        `${inv.paymentUrl}?return=${encodeURIComponent('https://attacker.example/CallbackPayment')}`,
      )
    ).text()
    expect(page).not.toContain('attacker.example')
    for (const foreign of [
      'https://attacker.example/CallbackPayment',
      'http://smkcoding.localhost:3000/CallbackPayment',
    ]) {
      const res = await post(inv.paymentUrl, form('failed', foreign))
      expect(res.status, foreign).toBe(200)
      expect(res.headers.get('location')).toBeNull()
    }
    const other = (await createInvoice(ctx, { classId: (await PAID_CLASS_ID()).id, paymentMethod: 'qris' }))
      .data!
    // The demo site's registered origins: its configured domain, and demo.localhost on the sites' ports.
    const res = await post(other.paymentUrl, form('paid', 'https://demo.alkademi.com/CallbackPayment'))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^https:\/\/demo\.alkademi\.com\/CallbackPayment\?invoice=/)
  })

  it('cancels, never redirects to a script address, and 404s an unknown invoice', async () => {
    const ctx = await h.as('siswa@alkademi.id')
    const inv = (await createInvoice(ctx, { classId: (await PAID_CLASS_ID()).id, paymentMethod: 'qris' }))
      .data!
    const res = await post(inv.paymentUrl, form('failed', 'javascript:alert(1)'))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Gagal')
    expect((await getPayment(ctx, inv.invoiceId)).data?.status).toBe('failed')
    expect((await post(inv.paymentUrl, form('curang', ''))).status).toBe(400)
    expect((await fetch(inv.paymentUrl.replace(inv.invoiceId, 'INV-NOPE'))).status).toBe(404)
  })
})

describe('payouts, banks and balance', () => {
  it('lists banks', async () => {
    const banks = await listBanks(h.ctx())
    expect(banks.data?.map((b) => b.code)).toEqual(expect.arrayContaining(['BCA', 'BNI', 'BRI', 'MANDIRI']))
  })

  it('pages payouts by 10 and filters by status, bank and search', async () => {
    const admin = await h.as('admin@alkademi.id')
    const all = await listPayouts(admin)
    expect(all.pagination).toMatchObject({ page: 1, perPage: 10, totalItems: 16, totalPages: 2 })
    const statuses = new Set(all.data!.map((p) => p.status))
    expect([...statuses].every((s) => (PAYOUT_STATUSES as readonly string[]).includes(s))).toBe(true)
    const rejected = await listPayouts(admin, { status: 'rejected' })
    expect(rejected.data!.every((p) => p.status === 'rejected')).toBe(true)
    const bank = all.data![0]!.bankCode
    expect((await listPayouts(admin, { bank })).data!.every((p) => p.bankCode === bank)).toBe(true)
    const mine = await listPayouts(await h.as('mentor@alkademi.id'), { search: 'Bayu' })
    expect(mine.data!.every((p) => p.owner === 'mentor@alkademi.id')).toBe(true)
    expect(await listPayouts(admin, { status: 'lost' as never })).toMatchObject({ status: false, data: null })
    expect((await listPayouts(h.ctx())).status).toBe(false)
  })

  it('creates a payout within the available balance and refuses one beyond it', async () => {
    const mentor = await h.as('mentor@alkademi.id')
    const before = (await getBalance(mentor)).data!
    const res = await createPayout(mentor, {
      amount: 200_000,
      bankCode: 'BCA',
      accountNumber: '1234567890',
      accountName: 'Bayu Pratama',
      note: 'Honor mentor November',
    })
    expect(res.data).toMatchObject({ status: 'pending', amount: 200_000 })
    const after = (await getBalance(mentor)).data!
    expect(after.available).toBe(before.available - 200_000)
    const tooMuch = await createPayout(mentor, {
      amount: after.available + 50_000,
      bankCode: 'BCA',
      accountNumber: '1234567890',
      accountName: 'Bayu Pratama',
    })
    expect(tooMuch).toMatchObject({ status: false, message: 'Saldo tidak mencukupi' })
    expect(
      (await createPayout(mentor, { amount: 10, bankCode: 'BCA', accountNumber: '1', accountName: 'x' }))
        .status,
    ).toBe(false)
  })

  it('approve and reject are admin only; approve moves the balance in the same transaction', async () => {
    const mentor = await h.as('mentor@alkademi.id')
    const admin = await h.as('admin@alkademi.id')
    const p1 = (
      await createPayout(mentor, {
        amount: 100_000,
        bankCode: 'BNI',
        accountNumber: '987654321',
        accountName: 'Bayu',
      })
    ).data!
    const p2 = (
      await createPayout(mentor, {
        amount: 60_000,
        bankCode: 'BRI',
        accountNumber: '987654321',
        accountName: 'Bayu',
      })
    ).data!
    expect(await approvePayout(mentor, p1.id)).toMatchObject({
      status: false,
      message: 'Anda tidak memiliki akses',
    })
    expect((await rejectPayout(mentor, p2.id)).status).toBe(false)
    const before = (await getBalance(mentor)).data!.balance
    const approved = await approvePayout(admin, p1.id)
    expect(approved.data?.status).toBe('approved')
    expect((await getBalance(mentor)).data!.balance).toBe(before - 100_000)
    const rejected = await rejectPayout(admin, p2.id, 'Rekening tidak aktif')
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Rekening tidak aktif' })
    expect((await getBalance(mentor)).data!.balance).toBe(before - 100_000)
    expect((await approvePayout(admin, p2.id)).status).toBe(false)
    expect((await approvePayout(admin, 999_999)).status).toBe(false)
  })

  it('a super administrator decides payouts too, as the web app offers (canApprovePayouts)', async () => {
    const mentor = await h.as('mentor@alkademi.id')
    const superadmin = await h.as('superadmin@alkademi.id')
    const created = await createPayout(mentor, {
      amount: 50_000,
      bankCode: 'BCA',
      accountNumber: '5550002',
      accountName: 'Bayu',
    })
    expect(created.message).toContain('Permintaan pencairan dibuat')
    const payout = created.data!
    for (const role of ['admin', 'superadmin', 'mentor', 'student'])
      expect(canApprovePayouts(role), role).toBe(PAYOUT_DECIDERS.includes(role))
    expect((await approvePayout(superadmin, payout.id)).data).toMatchObject({
      id: payout.id,
      status: 'approved',
    })
  })

  it('marks an approved payout as transferred: admin only, approved only, once', async () => {
    const mentor = await h.as('mentor@alkademi.id')
    const admin = await h.as('admin@alkademi.id')
    const payout = (
      await createPayout(mentor, {
        amount: 50_000,
        bankCode: 'BCA',
        accountNumber: '5550001',
        accountName: 'Bayu',
      })
    ).data!
    expect(await markPayoutPaid(admin, payout.id)).toMatchObject({
      status: false,
      message: 'Pencairan sudah berstatus pending',
    })
    await approvePayout(admin, payout.id)
    expect(await markPayoutPaid(mentor, payout.id)).toMatchObject({
      status: false,
      message: 'Anda tidak memiliki akses',
    })
    const balance = (await getBalance(mentor)).data!.balance
    const paid = await markPayoutPaid(admin, payout.id)
    expect(paid.data).toMatchObject({ id: payout.id, status: 'paid' })
    expect(paid.data?.paidAt).toBeTruthy()
    // The balance moved at approval; the transfer does not move it again.
    expect((await getBalance(mentor)).data!.balance).toBe(balance)
    expect((await markPayoutPaid(admin, payout.id)).status).toBe(false)
  })

  it('20 concurrent payout requests all land and never overdraw', async () => {
    const student = await h.as('siswa@alkademi.id')
    const { available } = (await getBalance(student)).data!
    const before = (await listPayouts(student, { status: 'pending', perPage: 100 })).pagination!.totalItems
    const amount = 50_000
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createPayout(student, {
          amount,
          bankCode: 'MANDIRI',
          accountNumber: `11000${i}22`,
          accountName: 'Rina',
        }),
      ),
    )
    const okCount = results.filter((r) => r.status).length
    expect(available).toBeGreaterThanOrEqual(20 * amount)
    expect(okCount).toBe(20)
    const after = (await listPayouts(student, { status: 'pending', perPage: 100 })).pagination!.totalItems
    expect(after - before).toBe(okCount)
    expect((await getBalance(student)).data!.available).toBeGreaterThanOrEqual(0)
  })

  it('approving the same payout twice at once debits the balance once', async () => {
    const mentor = await h.as('mentor@alkademi.id')
    const admin = await h.as('admin@alkademi.id')
    const payout = (
      await createPayout(mentor, {
        amount: 80_000,
        bankCode: 'BCA',
        accountNumber: '123123123',
        accountName: 'Bayu',
      })
    ).data!
    const before = (await getBalance(mentor)).data!.balance
    const results = await Promise.all(Array.from({ length: 5 }, () => approvePayout(admin, payout.id)))
    expect(results.filter((r) => r.status)).toHaveLength(1)
    expect((await getBalance(mentor)).data!.balance).toBe(before - 80_000)
  })
})
