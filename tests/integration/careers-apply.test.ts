/**
 * `POST v1/career/job/apply` (ours, api/README.md) over real HTTP: a guest uploads a CV to the drive
 * and applies; bad fields, a missing CV, a closed job and another site's job are refused; the same
 * submission sent twice with one Idempotency-Key (as the outbox sends it) is stored once.
 */
import { describe, expect, it } from 'vitest'
import { uploadFile } from '../../api/accounts'
import { generateToken } from '../../api/app'
import { applyToJob, getJob, listCareers, listJobs, type JobApplicationInput } from '../../api/careers'
import type { ApiContext } from '../../api/context'
import { sendSubmission } from '../../shell/outbox/send'
import { useSandbox } from './harness'

const h = useSandbox()

async function guest(tenant = 'demo'): Promise<ApiContext> {
  const ctx = h.ctx(tenant)
  ctx.tokens!.setGuestToken((await generateToken(ctx)).data!.token)
  return ctx
}

async function cv(ctx: ApiContext): Promise<string> {
  const res = await uploadFile(ctx, new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }), {
    fileName: 'cv.pdf',
  })
  expect(res.status).toBe(true)
  return res.data!.url
}

/** The first job of the site whose deadline day has not passed. */
async function openJobId(ctx: ApiContext): Promise<number> {
  for (const career of (await listCareers(ctx)).data ?? []) {
    const jobs = await listJobs(ctx, { careerId: career.id })
    const open = jobs.data?.find((j) => !j.deadline || Date.parse(j.deadline) + 86_400_000 > Date.now())
    if (open) return open.id
  }
  throw new Error('no open job')
}

async function count(tenant: string, email: string): Promise<number> {
  const res = await h.sandbox.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM job_applications WHERE tenant = $1 AND email = $2',
    [tenant, email],
  )
  return res.rows[0]!.n
}

const input = (jobId: number, cvUrl: string, email: string): JobApplicationInput => ({
  jobId,
  name: 'Sari Contoh',
  email,
  phone: '081234567890',
  motivation: 'Saya ingin belajar, bertumbuh; dan berkontribusi.',
  cvUrl,
})

describe('job applications', () => {
  it('a guest uploads a CV and applies; the application is stored with its site', async () => {
    const ctx = await guest()
    const jobId = await openJobId(ctx)
    const res = await applyToJob(ctx, input(jobId, await cv(ctx), 'sari@contoh.example'))
    expect(res).toMatchObject({ status: true, message: 'Lamaran berhasil dikirim' })
    expect(res.data).toMatchObject({ jobId, name: 'Sari Contoh', phone: '081234567890' })
    expect(await count('demo', 'sari@contoh.example')).toBe(1)
  })

  it('refuses bad fields, a CV that is not a drive upload, and a call without a token', async () => {
    const ctx = await guest()
    const jobId = await openJobId(ctx)
    const url = await cv(ctx)
    const bad = async (patch: Partial<JobApplicationInput>) =>
      (await applyToJob(ctx, { ...input(jobId, url, 'x@contoh.example'), ...patch })).message
    expect(await bad({ name: ' ' })).toMatch(/Nama wajib diisi/)
    expect(await bad({ email: 'bukan-email' })).toMatch(/email tidak valid/)
    expect(await bad({ phone: '12' })).toMatch(/telepon tidak valid/)
    expect(await bad({ motivation: 'a'.repeat(1001) })).toMatch(/maksimal 1000/)
    expect(await bad({ cvUrl: '' })).toMatch(/CV wajib diunggah/)
    expect(await bad({ cvUrl: 'https://elsewhere.example/cv.pdf' })).toMatch(/CV wajib diunggah/)
    expect(await bad({ cvUrl: `${h.baseUrl}/drive/v1/files/999999` })).toMatch(/tidak ditemukan/)
    const anonymous = await applyToJob(h.ctx(), input(jobId, url, 'x@contoh.example'))
    expect(anonymous).toMatchObject({ status: false, message: 'Token akses diperlukan' })
    expect(await count('demo', 'x@contoh.example')).toBe(0)
  })

  it('refuses a job past its deadline day', async () => {
    const ctx = await guest()
    for (let id = 1; id < 40; id++) {
      const job = await getJob(ctx, { id })
      if (!job.data?.deadline || Date.parse(job.data.deadline) + 86_400_000 > Date.now()) continue
      const res = await applyToJob(ctx, input(id, await cv(ctx), 'telat@contoh.example'))
      expect(res).toMatchObject({ status: false, message: 'Lowongan ini sudah ditutup' })
      return
    }
    throw new Error('the seed has no closed job on demo')
  })

  it("another site's job is not found, and one site's applications are not another's", async () => {
    const demo = await guest('demo')
    const demoJob = await openJobId(demo)
    const other = await guest('smkcoding')
    const otherJob = await openJobId(other)
    expect(otherJob).not.toBe(demoJob)
    const res = await applyToJob(other, input(demoJob, await cv(other), 'lintas@contoh.example'))
    expect(res).toMatchObject({ status: false, message: 'Lowongan tidak ditemukan' })
    expect((await applyToJob(other, input(otherJob, await cv(other), 'lintas@contoh.example'))).status).toBe(
      true,
    )
    expect(await count('smkcoding', 'lintas@contoh.example')).toBe(1)
    expect(await count('demo', 'lintas@contoh.example')).toBe(0)
  })

  it('one submission sent twice with the same Idempotency-Key is stored once', async () => {
    const ctx = await guest()
    const body = input(await openJobId(ctx), await cv(ctx), 'sekali@contoh.example')
    const submission = {
      call: 'careerJobApply' as const,
      label: 'Lamaran',
      input: body,
      id: `apply-${Date.now()}-test`,
      createdAt: Date.now(),
      attempts: 1,
    }
    const [a, b] = await Promise.all([sendSubmission(ctx, submission), sendSubmission(ctx, submission)])
    const again = await sendSubmission(ctx, submission)
    expect([a.status, b.status, again.status]).toEqual([true, true, true])
    expect((a.data as { id: number }).id).toBe((again.data as { id: number }).id)
    expect(await count('demo', 'sekali@contoh.example')).toBe(1)
  })
})
