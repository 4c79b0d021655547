import { describe, expect, it } from 'vitest'
import { getCareer, getJob, listCareers, listJobs } from '../../api/careers'
import { useSandbox } from './harness'

const h = useSandbox()
const fault = (pathPrefix: string, f = '500') => h.admin('faults', { pathPrefix, fault: f, remaining: 1 })

describe('careers (SPEC §7, messages with SPEC §8 prefixes)', () => {
  it('lists careers with exact pagination and the list Career prefix', async () => {
    const res = await listCareers(h.ctx())
    expect(res.status).toBe(true)
    expect(res.message).toBe('Success fetch list Career: OK')
    expect(res.pagination).toEqual({ page: 1, perPage: 6, totalItems: 6, totalPages: 1 })
    expect(res.data?.map((c) => c.slug)).toContain('software-engineering')
    expect(res.data?.[0]?.icon).toBe(`${h.baseUrl}/drive/img/career/1.svg`)
    const past = await listCareers(h.ctx(), { page: 2 })
    expect(past.data).toEqual([])
    expect(past.pagination).toEqual({ page: 2, perPage: 6, totalItems: 6, totalPages: 1 })
  })

  it('fails a career list with the Failed prefix and resets the list to null', async () => {
    await fault('/services/v1/career/list')
    const res = await listCareers(h.ctx())
    expect(res).toEqual({
      status: false,
      message: 'Failed fetch list Career: Terjadi kesalahan pada server (HTTP 500). Silakan coba lagi.',
      data: null,
      pagination: null,
    })
  })

  it('lists jobs under a career', async () => {
    const res = await listJobs(h.ctx(), { careerId: 1 })
    expect(res.message).toBe('Success fetch list Job: OK')
    expect(res.data?.length).toBe(5)
    expect(res.data?.every((j) => j.careerId === 1)).toBe(true)
    expect(res.pagination).toEqual({ page: 1, perPage: 6, totalItems: 5, totalPages: 1 })
  })

  it('fails a job list for an unknown career with 404 and the Failed prefix', async () => {
    const res = await listJobs(h.ctx(), { careerId: 999 })
    expect(res.status).toBe(false)
    expect(res.message).toBe('Failed fetch list Job: Karier tidak ditemukan')
    expect(res.data).toBeNull()
  })

  it('fetches a career by slug with its jobs, and fails on an unknown slug', async () => {
    const ok = await getCareer(h.ctx(), { slug: 'keamanan-siber' })
    expect(ok.message).toBe('Success fetch detail Career: OK')
    expect(ok.data?.name).toBe('Keamanan Siber')
    expect(ok.data?.jobs?.length).toBe(3)
    const missing = await getCareer(h.ctx(), { slug: 'tidak-ada' })
    expect(missing).toMatchObject({
      status: false,
      message: 'Failed fetch detail Career: Karier tidak ditemukan',
      data: null,
    })
  })

  it('fetches a job by id, and fails on an unknown id or a malformed response', async () => {
    const ok = await getJob(h.ctx(), { id: 1 })
    expect(ok.message).toBe('Success fetch detail Job: OK')
    expect(ok.data?.title).toBe('Frontend Developer')
    expect(ok.data?.career?.slug).toBe('software-engineering')
    const missing = await getJob(h.ctx(), { id: 9999 })
    expect(missing.message).toBe('Failed fetch detail Job: Lowongan tidak ditemukan')
    await fault('/services/v1/career/job/detail', 'malformed')
    const bad = await getJob(h.ctx(), { id: 1 })
    expect(bad.status).toBe(false)
    expect(bad.message.startsWith('Failed fetch detail Job: ')).toBe(true)
    expect(bad.data).toBeNull()
  })
})
