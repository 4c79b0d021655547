/**
 * People, money, AI and hosted-db writes persist in PGlite: they survive a restart of the same data
 * folder (write, close, reopen, read), and concurrent writes lose nothing.
 */
import { describe, expect, it } from 'vitest'
import { listSchools, login, registerSchool, signupCoder, uploadFile } from '../../api/accounts'
import { listConversationMessages, streamChat } from '../../api/chat'
import { createDonation, listDonations } from '../../api/hostedDb'
import { approvePayout, createPayout, getBalance, listPayouts } from '../../api/payouts'
import { startSandbox, useDataDirs, type RunningSandbox } from './harness'

const dataDir = useDataDirs()
const start = (dir: string) => startSandbox({ dataDir: dir, timeoutMs: 5000 })

/** The bytes of an uploaded file, read straight from PGlite. */
async function uploadedText(run: RunningSandbox, id: number) {
  const res = await run.sandbox.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM uploads WHERE id = $1', [
    id,
  ])
  return new TextDecoder().decode(res.rows[0]!.bytes)
}

describe('people and money writes in a data folder', () => {
  it('survive a restart; 20 concurrent writes all land', async () => {
    const dir = await dataDir('people')

    let run = await start(dir)
    const coder = run.ctx()
    expect(
      (await signupCoder(coder, { name: 'Putu Arya', email: 'putu@example.id', password: 'rahasia123' }))
        .status,
    ).toBe(true)
    const school = {
      npsn: '70000001',
      name: 'SMK Persisten',
      cityId: 1201,
      address: 'Jl. A',
      email: 'a@b.id',
      phone: '0221',
    }
    expect((await registerSchool(run.ctx(), school)).status).toBe(true)
    const mentor = await run.as('mentor@alkademi.id')
    const upload = await uploadFile(mentor, new Blob(['halo'], { type: 'text/plain' }), {
      fileName: 'halo.txt',
    })
    expect(upload.status).toBe(true)
    const payout = await createPayout(mentor, {
      amount: 75_000,
      bankCode: 'BSI',
      accountNumber: '5550001',
      accountName: 'Bayu',
    })
    const admin = await run.as('admin@alkademi.id')
    expect((await approvePayout(admin, payout.data!.id)).status).toBe(true)
    const balanceBefore = (await getBalance(mentor)).data!.balance
    const chat = await run.as('siswa@alkademi.id')
    const stream = await streamChat(chat, { message: 'Apakah ada sertifikat?' })
    for await (const _ of stream.data!) void _
    const conversationId = stream.data!.conversationId
    // 20 concurrent writes of two kinds
    const writes = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        createDonation(run.ctx(), { name: `Donatur ${i}`, amount: 10_000 + i }),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        signupCoder(run.ctx(), {
          name: `Peserta ${i}`,
          email: `peserta${i}@example.id`,
          password: 'rahasia123',
        }),
      ),
    ])
    expect(writes.every((w) => w.status)).toBe(true)
    await run.close()

    run = await start(dir)
    expect((await login(run.ctx(), { email: 'putu@example.id', password: 'rahasia123' })).status).toBe(true)
    for (let i = 0; i < 20; i++)
      expect(
        (await login(run.ctx(), { email: `peserta${i}@example.id`, password: 'rahasia123' })).status,
      ).toBe(true)
    expect((await listSchools(run.ctx(), { search: 'Persisten' })).data?.[0]?.npsn).toBe('70000001')
    const mentor2 = await run.as('mentor@alkademi.id')
    expect((await getBalance(mentor2)).data!.balance).toBe(balanceBefore)
    const approved = await listPayouts(mentor2, { status: 'approved', perPage: 100 })
    expect(approved.data!.some((p) => p.id === payout.data!.id)).toBe(true)
    const file = await uploadedText(run, upload.data!.id)
    expect(file).toBe('halo')
    const history = await listConversationMessages(await run.as('siswa@alkademi.id'), { id: conversationId })
    expect(history.data?.map((m) => m.role)).toEqual(['user', 'assistant'])
    const donors = await listDonations(run.ctx(), { limit: 100 })
    expect(donors.data!.filter((d) => d.name.startsWith('Donatur ')).length).toBe(20)
    await run.close()
    // Two cold opens of the database and 20 writes: seconds alone, past 30 s on a loaded machine.
  }, 120_000)
})
