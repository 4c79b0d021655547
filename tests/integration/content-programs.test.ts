import { describe, expect, it } from 'vitest'
import { getSilabus, listActiveBatches, listActiveMentors } from '../../api/batches'
import {
  getActiveProgram,
  getProgramFilters,
  listActivePrograms,
  listAwsPrograms,
  listLeaderboard,
  listProgramSchools,
  listPrograms,
} from '../../api/programs'
import { useSandbox } from './harness'

const h = useSandbox()
const fault = (pathPrefix: string, f = '500') => h.admin('faults', { pathPrefix, fault: f, remaining: 1 })

describe('programs', () => {
  it('lists 10 programs 6 a page, with every filter', async () => {
    const all = await listPrograms(h.ctx())
    expect(all.pagination).toEqual({ page: 1, perPage: 6, totalItems: 10, totalPages: 2 })
    const open = await listPrograms(h.ctx(), { state: 'open', perPage: 10 })
    expect(open.data?.map((p) => p.id)).toEqual([1, 4, 7, 10])
    const cloud = await listPrograms(h.ctx(), { categoryId: 3, filterType: 'pelatihan' })
    expect(cloud.data?.map((p) => p.id)).toEqual([4, 5])
    const picked = await listPrograms(h.ctx(), { programIds: [2, 3], level: 'beginner', search: 'liga' })
    expect(picked.data?.map((p) => p.name)).toEqual(['Liga Pemrograman SMK'])
    const heldInBandung = await listPrograms(h.ctx(), { heldCityIds: [3273], perPage: 10 })
    expect(heldInBandung.data?.every((p) => p.heldCityIds?.includes(3273))).toBe(true)
    expect(heldInBandung.data?.length).toBeGreaterThan(0)
    const registrar = await listPrograms(h.ctx(), { registrarCityIds: [3174], perPage: 10 })
    expect(registrar.data?.every((p) => p.registrarCityIds?.includes(3174))).toBe(true)
  })

  it('400s a bad program filter', async () => {
    const bad = await listPrograms(h.ctx(), { state: 'arsip' })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
    expect(bad.message).toMatch(/^state harus salah satu dari/)
  })

  it('serves the filter options, and fails on malformed JSON', async () => {
    const res = await getProgramFilters(h.ctx())
    expect(res.data?.types).toEqual(['bootcamp', 'beasiswa', 'kompetisi', 'pelatihan'])
    expect(res.data?.cities.find((c) => c.id === 3273)?.name).toBe('Kota Bandung')
    await fault('/services/v1/program/filters', 'malformed')
    expect(await getProgramFilters(h.ctx())).toMatchObject({ status: false, data: null })
  })

  it('lists active programs and shows one with its batches; a finished one is 404', async () => {
    const res = await listActivePrograms(h.ctx(), { perPage: 10 })
    expect(res.pagination).toEqual({ page: 1, perPage: 10, totalItems: 7, totalPages: 1 })
    expect(res.data?.every((p) => p.state === 'open' || p.state === 'ongoing')).toBe(true)
    const one = await getActiveProgram(h.ctx(), { id: 1 })
    expect(one.data?.batches?.length).toBe(2)
    expect(one.data?.batches?.every((b) => b.programId === 1)).toBe(true)
    const finished = await getActiveProgram(h.ctx(), { id: 3 })
    expect(finished).toMatchObject({ status: false, message: 'Program aktif tidak ditemukan', data: null })
    await fault('/services/v1/program/active')
    expect((await listActivePrograms(h.ctx())).pagination).toBeNull()
  })

  it('lists schools per program 10 a page, and 404s an unknown program', async () => {
    const res = await listProgramSchools(h.ctx(), { programId: 1 })
    expect(res.pagination).toEqual({ page: 1, perPage: 10, totalItems: 12, totalPages: 2 })
    expect(res.data?.every((s) => s.programId === 1)).toBe(true)
    const found = await listProgramSchools(h.ctx(), { programId: 1, search: 'negeri', perPage: 50 })
    expect(found.data?.every((s) => s.name.includes('Negeri'))).toBe(true)
    const missing = await listProgramSchools(h.ctx(), { programId: 99 })
    expect(missing).toMatchObject({ status: false, message: 'Program tidak ditemukan', pagination: null })
  })

  it('ranks a leaderboard best first across pages, and 404s an unknown program', async () => {
    const first = await listLeaderboard(h.ctx(), { programId: 3 })
    const second = await listLeaderboard(h.ctx(), { programId: 3, page: 2 })
    expect(first.pagination).toEqual({ page: 1, perPage: 10, totalItems: 20, totalPages: 2 })
    const rows = [...first.data!, ...second.data!]
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const scores = rows.map((r) => r.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect((await listLeaderboard(h.ctx(), { programId: 42 })).status).toBe(false)
  })

  it('lists AWS programs, and fails on a stall past the client time-out', async () => {
    const res = await listAwsPrograms(h.ctx())
    expect(res.data?.map((p) => p.partner)).toEqual([
      'Mitra Awan Contoh',
      'Mitra Awan Contoh',
      'Mitra Awan Contoh',
    ])
    expect(res.pagination?.totalItems).toBe(3)
    await fault('/services/v1/program/aws', 'timeout')
    const slow = await listAwsPrograms(h.ctx())
    expect(slow).toMatchObject({
      status: false,
      message: 'Server terlalu lama merespons. Silakan coba lagi.',
    })
  })
})

describe('api host: batches, silabus, mentors', () => {
  it('maps the batch paging fields to SPEC §9 pagination exactly', async () => {
    const res = await listActiveBatches(h.ctx())
    expect(res.pagination).toEqual({ page: 1, perPage: 10, totalItems: 21, totalPages: 3 })
    const last = await listActiveBatches(h.ctx(), { page: 5, perPage: 5 })
    expect(last.pagination).toEqual({ page: 5, perPage: 5, totalItems: 21, totalPages: 5 })
    expect(last.data?.length).toBe(1)
    expect(last.data?.[0]?.program?.name).toBeTruthy()
  })

  it('fails a batch list on a bad perPage and on a wrong-schema body', async () => {
    const bad = await listActiveBatches(h.ctx(), { perPage: 0 })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
    await fault('/api/batch/active', 'schema')
    expect((await listActiveBatches(h.ctx())).status).toBe(false)
  })

  it('serves a program silabus, and 404s an unknown program', async () => {
    const res = await getSilabus(h.ctx(), { programId: 4 })
    expect(res.data?.programName).toBe('Mulai Cloud Nusantara')
    expect(res.data?.modules.map((m) => m.order)).toEqual([1, 2, 3, 4, 5])
    expect(res.data?.totalHours).toBe(res.data?.modules.reduce((a, m) => a + (m.durationHours ?? 0), 0))
    expect(await getSilabus(h.ctx(), { programId: 77 })).toMatchObject({
      status: false,
      message: 'Silabus tidak ditemukan',
    })
  })

  it('lists active mentors, and fails on a server error', async () => {
    const res = await listActiveMentors(h.ctx())
    expect(res.data?.length).toBe(13)
    expect(res.data?.[0]?.avatar).toBe(`${h.baseUrl}/drive/img/mentor/1.svg`)
    await fault('/api/active/mentors')
    expect(await listActiveMentors(h.ctx())).toMatchObject({ status: false, data: null })
  })
})
