import { describe, expect, it } from 'vitest'
import {
  DEMO_REQUEST_SUCCESS,
  getMe,
  getUserDetail,
  listCities,
  listProvinces,
  listSchools,
  login,
  registerSchool,
  registerTeam,
  registerTeamWithAccount,
  requestDemo,
  signupCoder,
  uploadFile,
} from '../../api/accounts'
import { generateToken } from '../../api/app'
import { logClick, logPageLoadOnce, PAGE_LOAD_SESSION_KEY, recordStatistic } from '../../api/logger'
import { memoryStorage } from '../../api/session'
import { useSandbox } from './harness'

const h = useSandbox()

const asStudent = () => h.as('siswa@alkademi.id')

describe('auth host', () => {
  it('logs in with email and password, storing the client token', async () => {
    const ctx = h.ctx()
    const res = await login(ctx, { email: 'siswa@alkademi.id', password: 'rahasia123' })
    expect(res.status).toBe(true)
    expect(res.data?.user.role).toBe('student')
    expect(ctx.tokens!.getAccessToken()).toBe(res.data?.token)
    const detail = await getUserDetail(ctx)
    expect(detail.data?.email).toBe('siswa@alkademi.id')
  })

  it('rejects a wrong password and an anonymous user detail', async () => {
    const bad = await login(h.ctx(), { email: 'siswa@alkademi.id', password: 'salah' })
    expect(bad).toMatchObject({ status: false, message: 'Email atau kata sandi salah', data: null })
    const anon = await getUserDetail(h.ctx())
    expect(anon.status).toBe(false)
  })
})

describe('signup, teams and me', () => {
  it('signs up a coder; a second signup with the same email fails', async () => {
    const ctx = h.ctx()
    const payload = { name: 'Galih Permana', email: 'galih@example.id', password: 'kodekode1' }
    const res = await signupCoder(ctx, payload)
    expect(res.status).toBe(true)
    ctx.tokens!.setClientToken(res.data!.token)
    expect((await getMe(ctx)).data?.name).toBe('Galih Permana')
    const again = await signupCoder(h.ctx(), payload)
    expect(again).toMatchObject({ status: false, message: 'Email sudah terdaftar' })
    const short = await signupCoder(h.ctx(), { ...payload, email: 'x@example.id', password: '123' })
    expect(short.status).toBe(false)
  })

  it('userMe needs a login', async () => {
    const res = await getMe(h.ctx())
    expect(res).toMatchObject({ status: false, message: 'Silakan masuk terlebih dahulu' })
  })

  it('registers a team for a logged-in user, not for a guest', async () => {
    const ctx = await asStudent()
    const payload = { teamName: 'Tim Garuda', members: [{ name: 'Sari', email: 'sari@example.id' }] }
    const res = await registerTeam(ctx, payload)
    expect(res.status).toBe(true)
    expect(res.data?.members).toHaveLength(1)
    const guest = h.ctx()
    guest.tokens!.setGuestToken((await generateToken(guest)).data!.token)
    expect((await registerTeam(guest, payload)).status).toBe(false)
    expect((await registerTeam(ctx, { ...payload, members: [] })).status).toBe(false)
  })

  it('registers a team with its leader account in one step, atomically', async () => {
    const payload = {
      teamName: 'Tim Rajawali',
      leader: { name: 'Dimas', email: 'dimas@example.id', password: 'rahasia123' },
      members: [{ name: 'Lia', email: 'lia@example.id' }],
    }
    const res = await registerTeamWithAccount(h.ctx(), payload)
    expect(res.status).toBe(true)
    expect(res.data?.user.email).toBe('dimas@example.id')
    const dup = await registerTeamWithAccount(h.ctx(), { ...payload, teamName: 'Tim Lain' })
    expect(dup).toMatchObject({ status: false, message: 'Email ketua sudah terdaftar' })
    const teams = await h.sandbox.db.query(`SELECT count(*)::int AS n FROM teams WHERE name = 'Tim Lain'`)
    expect(teams.rows[0]).toEqual({ n: 0 })
  })
})

describe('regions and schools', () => {
  it("lists Indonesia's 38 provinces and the cities of one", async () => {
    const provinces = await listProvinces(h.ctx())
    expect(provinces.data).toHaveLength(38)
    const jabar = provinces.data!.find((p) => p.name === 'Jawa Barat')!
    const cities = await listCities(h.ctx(), jabar.id)
    expect(cities.data?.map((c) => c.name)).toContain('Bandung')
    expect((await listCities(h.ctx(), 9999)).status).toBe(false)
  })

  it('pages schools by 10, filters by city and search, and registers a new school', async () => {
    const list = await listSchools(h.ctx())
    expect(list.data).toHaveLength(10)
    expect(list.pagination?.perPage).toBe(10)
    const bandung = await listSchools(h.ctx(), { search: 'Bandung' })
    expect(bandung.data!.every((s) => s.name.includes('Bandung'))).toBe(true)
    const payload = {
      npsn: '69912345',
      name: 'SMK Digital Nusantara',
      cityId: bandung.data![0]!.cityId,
      address: 'Jl. Dago No. 10, Bandung',
      email: 'info@smkdigital.sch.id',
      phone: '0227654321',
    }
    const res = await registerSchool(h.ctx(), payload)
    expect(res.status).toBe(true)
    const found = await listSchools(h.ctx(), { search: 'Digital Nusantara' })
    expect(found.data?.[0]?.npsn).toBe('69912345')
    expect((await registerSchool(h.ctx(), payload)).status).toBe(false)
    expect((await registerSchool(h.ctx(), { ...payload, npsn: '12' })).status).toBe(false)
    expect((await listSchools(h.ctx(), { perPage: 500 })).status).toBe(false)
  })
})

describe('demo request', () => {
  it("answers 'Berhasil mengirim request' and rejects a bad email", async () => {
    const res = await requestDemo(h.ctx(), 'kepala@sekolah.sch.id')
    expect(res).toMatchObject({ status: true, message: DEMO_REQUEST_SUCCESS })
    expect(DEMO_REQUEST_SUCCESS).toBe('Berhasil mengirim request')
    expect(await requestDemo(h.ctx(), 'bukan-email')).toMatchObject({ status: false, data: null })
  })
})

describe('drive upload', () => {
  it('uploads a file, persists it and serves it back', async () => {
    const ctx = await asStudent()
    const bytes = new TextEncoder().encode('%PDF-1.4 sandbox')
    const res = await uploadFile(ctx, new Blob([bytes], { type: 'application/pdf' }), { fileName: 'cv.pdf' })
    expect(res.status).toBe(true)
    expect(res.data).toMatchObject({ name: 'cv.pdf', mime: 'application/pdf', size: bytes.length })
    // Served by URL like an <img> or a link would load it: no app token, no login.
    const back = await fetch(res.data!.url)
    expect(back.status).toBe(200)
    expect(back.headers.get('content-type')).toBe('application/pdf')
    expect(back.headers.get('content-disposition')).toBe('inline; filename="cv.pdf"')
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes)
  })

  it('serves an uploaded HTML file as a download, never as a page of the drive origin', async () => {
    const ctx = await asStudent()
    const html = '<script>alert(1)</script>'
    const res = await uploadFile(ctx, new Blob([html], { type: 'text/html' }), { fileName: 'x.html' })
    const back = await fetch(res.data!.url)
    expect(back.headers.get('content-disposition')).toBe('attachment; filename="x.html"')
    expect(back.headers.get('x-content-type-options')).toBe('nosniff')
    expect(back.headers.get('content-security-policy')).toContain('sandbox')
    expect(await back.text()).toBe(html)
    expect((await fetch(res.data!.url.replace(/\d+$/, '999999'))).status).toBe(404)
  })

  it('rejects an upload without an access token', async () => {
    const res = await uploadFile(h.ctx(), new Blob(['x']), { fileName: 'a.txt' })
    expect(res).toMatchObject({ status: false, message: 'Token akses diperlukan' })
  })
})

describe('click log and statistics', () => {
  it('stores a click log; a bad type fails and is console-tagged', async () => {
    const ok = await logClick(h.ctx(), {
      from: 'http://demo.localhost/',
      to: '/News',
      type: 'internal_navigation',
    })
    expect(ok.status).toBe(true)
    const errors: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const bad = await logClick(h.ctx(), { from: '', to: '/x', type: 'external' })
      expect(bad.status).toBe(false)
    } finally {
      console.error = original
    }
    expect(errors.some((a) => a[0] === 'external click log API error')).toBe(true)
  })

  it('logs the page load once per session, and retries after a failure', async () => {
    const session = memoryStorage()
    await h.admin('faults', { pathPrefix: '/services/v1/logger', fault: '500', remaining: 1 })
    const failed = await logPageLoadOnce(h.ctx(), session, { from: 'http://demo.localhost/', to: '/' })
    expect(failed?.status).toBe(false)
    expect(session.getItem(PAGE_LOAD_SESSION_KEY)).toBeNull()
    const sent = await logPageLoadOnce(h.ctx(), session, { from: 'http://demo.localhost/', to: '/' })
    expect(sent?.status).toBe(true)
    expect(await logPageLoadOnce(h.ctx(), session, { from: 'x', to: '/' })).toBeNull()
    // A direct visit has no referrer: an empty `from` is fine for a page load, and only there.
    const direct = await logPageLoadOnce(h.ctx(), memoryStorage(), { from: '', to: 'http://demo.localhost/' })
    expect(direct?.status).toBe(true)
  })

  it('records a statistic and rejects one without an event', async () => {
    expect((await recordStatistic(h.ctx(), { event: 'class_view', path: '/Class' })).status).toBe(true)
    // An event name the API does not know (tests/integration/statistics.test.ts has every refusal).
    expect((await recordStatistic(h.ctx(), { event: '' as 'page_view' })).status).toBe(false)
  })
})
