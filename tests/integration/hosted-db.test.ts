import { describe, expect, it } from 'vitest'
import {
  createAspiration,
  createBookReview,
  createDonation,
  createTestimony,
  createUserDisc,
  listAspirations,
  listBookReviews,
  listDonations,
  listRows,
  listTestimonies,
} from '../../api/hostedDb'
import { donationSchema } from '../../api/fetchers/hostedDb'
import { CALLS } from '../../api/calls'
import { makeAppToken } from '../../api/token'
import * as z from 'zod/mini'
import { useSandbox } from './harness'

const h = useSandbox()

describe('hosted database REST (PostgREST style)', () => {
  it('book reviews: insert, list newest first, filter with eq, limit', async () => {
    const ctx = h.ctx()
    const created = await createBookReview(ctx, {
      name: 'Wahyu Hidayat',
      book_title: 'Metamorfosa',
      review: 'Membuat saya ingin kembali sekolah.',
      rating: 5,
    })
    expect(created.status).toBe(true)
    expect(created.data?.[0]).toMatchObject({ name: 'Wahyu Hidayat', rating: 5 })
    const list = await listBookReviews(ctx, { eq: { book_title: 'Metamorfosa' }, limit: 2 })
    expect(list.data).toHaveLength(2)
    expect(list.data![0]!.name).toBe('Wahyu Hidayat')
    const none = await listBookReviews(ctx, { eq: { name: 'Tidak Ada' } })
    expect(none.data).toEqual([])
    expect((await createBookReview(ctx, { name: 'X', book_title: 'Y', review: 'Z', rating: 9 })).status).toBe(
      false,
    )
  })

  it('aspirations and testimonies: insert and list; bad payloads get 400', async () => {
    const ctx = h.ctx()
    expect(
      (await createAspiration(ctx, { name: 'Rahmat', aspiration: 'Lab komputer untuk sekolah kami.' }))
        .status,
    ).toBe(true)
    expect((await listAspirations(ctx)).data![0]!.name).toBe('Rahmat')
    expect((await createAspiration(ctx, { name: 'Rahmat' } as never)).status).toBe(false)
    expect((await createTestimony(ctx, { name: 'Tika', content: 'Seru!', rating: 5 })).status).toBe(true)
    expect((await listTestimonies(ctx, { order: 'rating.desc' })).data!.length).toBeGreaterThanOrEqual(4)
    expect((await listTestimonies(ctx, { order: 'hacker; DROP TABLE x' })).status).toBe(false)
  })

  it('donations: GET returns amount; array insert is all or nothing', async () => {
    const ctx = h.ctx()
    const list = await listDonations(ctx)
    expect(list.data!.every((d) => typeof d.amount === 'number')).toBe(true)
    const amounts = await listRows(ctx, CALLS.donationsList, z.object({ amount: z.number() }), {
      select: 'amount',
      order: 'amount.desc',
      limit: 1,
    })
    expect(amounts.data).toEqual([{ amount: 5_000_000 }])
    const bad = await fetch(`${h.baseUrl}/db/rest/v1/donations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', AppToken: await makeAppToken(ctx.appToken) },
      body: JSON.stringify([
        { name: 'A', amount: 10_000 },
        { name: 'B', amount: -1 },
      ]),
    })
    expect(bad.status).toBe(400)
    expect((await listDonations(ctx, { eq: { name: 'A' } })).data).toEqual([])
    expect(
      (await createDonation(ctx, { name: 'Siti', amount: 100_000, message: 'Semangat!' })).data?.[0]?.amount,
    ).toBe(100_000)
    expect((await listRows(ctx, CALLS.donationsList, donationSchema, { eq: { nope: 1 } })).status).toBe(false)
  })

  it('user_disc: insert and reject out-of-range scores', async () => {
    const ctx = h.ctx()
    const row = { name: 'Bima', email: 'bima@example.id', d: 70, i: 40, s: 30, c: 60, result: 'D' }
    expect((await createUserDisc(ctx, row)).data?.[0]).toMatchObject(row)
    expect((await createUserDisc(ctx, { ...row, d: 101 })).status).toBe(false)
  })

  it('20 concurrent inserts all land', async () => {
    const ctx = h.ctx()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createTestimony(ctx, { name: `Peserta ${i}`, role: 'Bulk', content: `Testimoni ${i}` }),
      ),
    )
    expect(results.every((r) => r.status)).toBe(true)
    const bulk = await listTestimonies(ctx, { eq: { role: 'Bulk' }, limit: 100 })
    expect(new Set(bulk.data!.map((t) => t.name)).size).toBe(20)
  })
})
