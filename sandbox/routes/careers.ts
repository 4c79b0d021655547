/**
 * Career calls: `v1/career/list`, `v1/career/job/list`, `v1/career/detail`, `v1/career/job/detail`,
 * and ours (api/README.md): `POST v1/career/job/apply`, an application to one of this site's open
 * jobs with a CV uploaded to the drive first. Like the upload, it takes any access token, a guest's
 * too: applicants need no account. Applications go to `job_applications`, with their site.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import type { SeedCareer } from '../seed/careers'
import { catalogue, tenantOf } from '../tenancy'
import { presentedToken, tokenOwner } from '../tokens'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9][0-9 -]{6,18}$/
const DRIVE_FILE = /\/drive\/v1\/files\/(\d+)$/
export const MOTIVATION_MAX = 1000

/** A job takes applications through its deadline day (the seed's deadlines are midnight UTC). */
const isOpen = (deadline: string | undefined, now = Date.now()) =>
  !deadline || Date.parse(deadline) + 86_400_000 > now

const APPLICATIONS = `CREATE TABLE IF NOT EXISTS job_applications (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  job_id integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  motivation text,
  cv_url text NOT NULL,
  owner text,
  created_at timestamptz NOT NULL DEFAULT now()
);`

/** Careers and jobs are listed 6 a page (the spec leaves their page size open). */
export const CAREER_PAGE_SIZE = 6

export const careers: SandboxModule = {
  migrations: [APPLICATIONS],
  register({ hosts, db }: SandboxContext) {
    const s = hosts.services

    const withCount = (c: Parameters<typeof absolute>[0], k: SeedCareer) => ({
      ...SAMPLE,
      ...k,
      icon: absolute(c, k.icon),
      jobCount: catalogue(c).jobs.filter((j) => j.careerId === k.id).length,
    })

    s.get('/v1/career/list', (c) => {
      const page = readPage(c, CAREER_PAGE_SIZE)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c).careers.map((k) => withCount(c, k)),
        page,
      )
    })

    s.get('/v1/career/job/list', (c) => {
      const careerId = intParam(c, 'careerId')
      if (careerId === undefined || careerId === null)
        return badRequest(c, 'careerId wajib berupa bilangan bulat positif')
      const page = readPage(c, CAREER_PAGE_SIZE)
      if (page instanceof Response) return page
      if (!catalogue(c).careers.some((k) => k.id === careerId)) return notFound(c, 'Karier tidak ditemukan')
      return paged(
        c,
        catalogue(c).jobs.filter((j) => j.careerId === careerId),
        page,
        'OK',
        (j) => ({ ...SAMPLE, ...j }),
      )
    })

    s.get('/v1/career/detail', (c) => {
      const slug = c.req.query('slug')
      if (!slug) return badRequest(c, 'slug wajib diisi')
      const career = catalogue(c).careers.find((k) => k.slug === slug)
      if (!career) return notFound(c, 'Karier tidak ditemukan')
      return item(c, {
        ...withCount(c, career),
        jobs: catalogue(c)
          .jobs.filter((j) => j.careerId === career.id)
          .map((j) => ({ ...SAMPLE, ...j })),
      })
    })

    s.get('/v1/career/job/detail', (c) => {
      const id = intParam(c, 'id')
      if (id === undefined || id === null) return badRequest(c, 'id wajib berupa bilangan bulat positif')
      const job = catalogue(c).jobs.find((j) => j.id === id)
      if (!job) return notFound(c, 'Lowongan tidak ditemukan')
      const career = catalogue(c).careers.find((k) => k.id === job.careerId)!
      return item(c, { ...SAMPLE, ...job, career: { id: career.id, slug: career.slug, name: career.name } })
    })

    s.post('/v1/career/job/apply', async (c) => {
      const owner = await tokenOwner(db, presentedToken(c))
      if (!owner) return c.json({ status: false, message: 'Token akses diperlukan' }, 401)
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
      if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
      const { jobId, name, email, phone, motivation, cvUrl } = body
      if (typeof jobId !== 'number' || !Number.isInteger(jobId) || jobId < 1)
        return badRequest(c, 'jobId wajib berupa bilangan bulat positif')
      if (typeof name !== 'string' || !name.trim() || name.length > 120)
        return badRequest(c, 'Nama wajib diisi (maksimal 120 karakter)')
      if (typeof email !== 'string' || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      if (typeof phone !== 'string' || !PHONE.test(phone)) return badRequest(c, 'Nomor telepon tidak valid')
      if (motivation !== undefined && (typeof motivation !== 'string' || motivation.length > MOTIVATION_MAX))
        return badRequest(c, `Motivasi berupa teks, maksimal ${MOTIVATION_MAX} karakter`)
      const fileId = typeof cvUrl === 'string' ? DRIVE_FILE.exec(cvUrl.split('?')[0] ?? '')?.[1] : undefined
      if (!fileId) return badRequest(c, 'CV wajib diunggah lebih dahulu (cvUrl dari v1/upload)')
      const file = await db.query('SELECT 1 FROM uploads WHERE id = $1', [Number(fileId)])
      if (file.rows.length === 0) return badRequest(c, 'Berkas CV tidak ditemukan; unggah ulang')
      const job = catalogue(c).jobs.find((j) => j.id === jobId)
      if (!job) return notFound(c, 'Lowongan tidak ditemukan')
      if (!isOpen(job.deadline)) return badRequest(c, 'Lowongan ini sudah ditutup')
      const res = await db.query<{ id: number; created_at: Date }>(
        `INSERT INTO job_applications (tenant, job_id, name, email, phone, motivation, cv_url, owner)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
        [
          tenantOf(c),
          jobId,
          name.trim(),
          email.trim(),
          phone,
          motivation?.trim() || null,
          cvUrl,
          owner.subject,
        ],
      )
      const row = res.rows[0]!
      return c.json(
        {
          status: true,
          message: 'Lamaran berhasil dikirim',
          data: {
            id: row.id,
            jobId,
            name: name.trim(),
            email: email.trim(),
            phone,
            motivation: motivation?.trim() || null,
            cvUrl,
            createdAt: new Date(row.created_at).toISOString(),
          },
        },
        201,
      )
    })

    // Sandbox only (not a call of the app): how many applications this site stored for an e-mail
    // address, so a test can tell one stored once from one stored twice, or on another site.
    s.get('/v1/career/job/application/count', async (c) => {
      const res = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM job_applications WHERE tenant = $1 AND email = $2',
        [tenantOf(c), c.req.query('email') ?? ''],
      )
      return item(c, { count: res.rows[0]?.n ?? 0 })
    })
  },
}
