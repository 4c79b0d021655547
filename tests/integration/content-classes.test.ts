import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../api/client'
import {
  getClassOverview,
  getClassSyllabus,
  listActiveClasses,
  listClasses,
  listRecentClasses,
  listWebinars,
} from '../../api/classes'
import { useSandbox } from './harness'

const h = useSandbox()
const fault = (pathPrefix: string, f = '500') => h.admin('faults', { pathPrefix, fault: f, remaining: 1 })

describe('classes', () => {
  it('lists classes filtered by level and programIds, and 400s a bad sort', async () => {
    const res = await listClasses(h.ctx(), {
      level: 'advanced',
      programIds: [3, 4, 5, 6, 7, 8, 9],
      perPage: 30,
    })
    expect(res.data?.length).toBeGreaterThan(0)
    expect(
      res.data?.every((k) => k.level === 'advanced' && [3, 4, 5, 6, 7, 8, 9].includes(k.programId!)),
    ).toBe(true)
    expect(res.pagination?.totalItems).toBe(res.data?.length)
    const everyAdvanced = await listClasses(h.ctx(), { level: 'advanced', all: true })
    // 9 advanced classes: more than one default page of 6, all on one page with `all`.
    expect(everyAdvanced.pagination).toEqual({ page: 1, perPage: 9, totalItems: 9, totalPages: 1 })
    expect(everyAdvanced.data?.every((k) => k.level === 'advanced')).toBe(true)
    const bad = await listClasses(h.ctx(), { sort: 'acak' })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
    expect(bad.message).toMatch(/^sort harus salah satu dari/)
  })

  it('lists active classes; filters only travel when page is given (SPEC §7)', async () => {
    const noPage = await listActiveClasses(h.ctx(), { state: 'open' })
    // The state filter was not sent, so both active states come back, 6 a page.
    expect(noPage.pagination).toEqual({ page: 1, perPage: 6, totalItems: 20, totalPages: 4 })
    const paged = await listActiveClasses(h.ctx(), { page: 2, perPage: 5, state: 'open' })
    expect(paged.pagination).toEqual({ page: 2, perPage: 5, totalItems: 10, totalPages: 2 })
    expect(paged.data?.every((k) => k.state === 'open')).toBe(true)
    const bad = await listActiveClasses(h.ctx(), { page: 1, level: 'dewa' })
    expect(bad).toMatchObject({ status: false, data: null, pagination: null })
  })

  it('fetches a class overview by slug with its program, and 404s an unknown slug', async () => {
    const res = await getClassOverview(h.ctx(), { slug: 'react-untuk-pemula' })
    expect(res.data?.name).toBe('React untuk Pemula')
    expect(res.data?.program?.id).toBe(res.data?.programId)
    expect(res.data?.logo).toBe(`${h.baseUrl}/drive/img/class/2.svg`)
    expect(res.data).not.toHaveProperty('syllabus')
    const missing = await getClassOverview(h.ctx(), { slug: 'kelas-hantu' })
    expect(missing).toMatchObject({ status: false, message: 'Kelas tidak ditemukan', data: null })
  })

  it('fetches a syllabus by classroomId, and 404s an unknown classroom', async () => {
    const res = await getClassSyllabus(h.ctx(), { classroomId: 1001 })
    expect(res.data?.classId).toBe(1)
    expect(res.data?.weeks.map((w) => w.week)).toEqual([1, 2, 3, 4])
    const missing = await getClassSyllabus(h.ctx(), { classroomId: 1 })
    expect(missing).toMatchObject({ status: false, message: 'Kelas tidak ditemukan' })
  })

  it('lists webinars with pageSize from perPage and a programIds filter, and fails on a fault', async () => {
    const res = await listWebinars(h.ctx(), { perPage: 4, page: 4 })
    expect(res.pagination).toEqual({ page: 4, perPage: 4, totalItems: 16, totalPages: 4 })
    const some = await listWebinars(h.ctx(), { programIds: [1, 2], perPage: 20 })
    expect(some.data?.length).toBe(4)
    expect(some.data?.every((w) => w.programId === 1 || w.programId === 2)).toBe(true)
    await fault('/services/v1/class/webinar', '401')
    const bad = await listWebinars(h.ctx())
    expect(bad).toMatchObject({
      status: false,
      message: 'Sesi tidak valid (gangguan simulasi sandbox)',
      data: null,
    })
  })

  it('lists the 6 most recent classes, and fails on a server error', async () => {
    const res = await listRecentClasses(h.ctx())
    expect(res.data?.length).toBe(6)
    const dates = res.data!.map((k) => k.startDate!)
    expect([...dates].sort().reverse()).toEqual(dates)
    await fault('/services/v1/class/recent')
    expect(await listRecentClasses(h.ctx())).toMatchObject({
      status: false,
      message: MESSAGES.server(500),
      data: null,
    })
  })
})
