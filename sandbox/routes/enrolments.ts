/**
 * Joining a class, the learner's own classes and invoices, and "Kabari saya" (services host; paths
 * not shown in SPEC §7, ours in api/README.md).
 *
 * An enrolment in a free class is a zero-amount invoice, already paid (method `free`): one table
 * holds everything a learner has joined, free or paid, so "Kelas saya" and the seat count read one
 * place, and the payment status pages understand it like any invoice. A learner has at most one free
 * enrolment per tenant and class (a unique index), so joining again answers the enrolment there is.
 *
 * Seats: a class's `quota` and the seats taken before the sandbox started (`registered`, the seed)
 * plus every paid invoice of that class on its tenant. A full or finished class refuses with a 409;
 * its page offers "Kabari saya", which stores an e-mail once per tenant, class and address.
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item } from '../http'
import { absolute } from '../http-origin'
import type { SeedClass, SeedWebinar } from '../seed/classes'
import { catalogue, tenantOf } from '../tenancy'
import { requireUser } from '../tokens'
import { jsonBody, str } from './accounts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Seats taken now: the seed's, plus the learners with a paid invoice (free or paid) here. */
export async function seatsTaken(db: Db, tenant: string, k: SeedClass): Promise<number> {
  const res = await db.query<{ n: number }>(
    `SELECT count(DISTINCT owner)::int AS n FROM payments WHERE tenant = $1 AND class_id = $2 AND status = 'paid'`,
    [tenant, k.id],
  )
  return k.registered + (res.rows[0]?.n ?? 0)
}

/** The next weekly session: the start while it is ahead, then every seven days while running. */
export function nextSession(k: Pick<SeedClass, 'startDate' | 'state'>, now = Date.now()): string | null {
  if (k.state === 'finished') return null
  const start = new Date(k.startDate).getTime()
  if (Number.isNaN(start)) return null
  if (start >= now) return new Date(start).toISOString()
  return new Date(start + Math.ceil((now - start) / WEEK_MS) * WEEK_MS).toISOString()
}

/** The class's webinar: its program's soonest one still ahead, else its latest (a recording). */
function webinarOf(webinars: readonly SeedWebinar[], k: SeedClass, now = Date.now()) {
  const mine = webinars
    .filter((w) => w.programId === k.programId)
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
  const w = mine.find((x) => new Date(x.startAt).getTime() >= now) ?? mine[mine.length - 1]
  return w ? { title: w.title, startsAt: w.startAt, durationMinutes: w.durationMinutes, url: w.link } : null
}

const INVOICE_COLUMNS = `invoice_id AS "invoiceId", class_id AS "classId", class_name AS "className",
  amount::float8 AS amount, method AS "paymentMethod", status, attempts, payment_url AS "paymentUrl",
  expires_at::text AS "expiresAt", paid_at::text AS "paidAt", created_at::text AS "createdAt"`

interface InvoiceRow {
  invoiceId: string
  classId: number
  className: string
  amount: number
  paymentMethod: string
  status: string
  paidAt: string | null
  createdAt: string
}

function classBrief(c: Context, k: SeedClass | undefined) {
  return k ? { classSlug: k.slug, classLogo: absolute(c, k.logo) } : { classSlug: null, classLogo: null }
}

export const enrolments: SandboxModule = {
  migrations: [
    `CREATE UNIQUE INDEX IF NOT EXISTS payments_free_once ON payments (tenant, owner, class_id) WHERE method = 'free';
    CREATE TABLE IF NOT EXISTS class_notifications (
      tenant text NOT NULL, class_id integer NOT NULL, email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (tenant, class_id, email));`,
  ],

  register({ hosts, db }: SandboxContext) {
    const s = hosts.services

    const findEnrolment = async (tenant: string, owner: string | null, classId: number) =>
      (
        await db.query<InvoiceRow>(
          `SELECT ${INVOICE_COLUMNS} FROM payments WHERE tenant = $1 AND owner = $2 AND class_id = $3 AND status = 'paid'
           ORDER BY paid_at LIMIT 1`,
          [tenant, owner, classId],
        )
      ).rows[0]

    s.post('/v1/class/enroll', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      if (typeof b.classId !== 'number' || !Number.isInteger(b.classId) || b.classId < 1)
        return badRequest(c, 'classId wajib berupa bilangan bulat positif')
      const tenant = tenantOf(c)
      const k = catalogue(c).classes.find((x) => x.id === b.classId)
      if (!k) return c.json({ status: false, message: 'Kelas tidak ditemukan' }, 404)
      const existing = await findEnrolment(tenant, owner.subject, k.id)
      if (existing) return item(c, { ...existing, ...classBrief(c, k) }, 'Anda sudah terdaftar di kelas ini')
      if (k.state === 'finished')
        return c.json({ status: false, message: 'Kelas ini sudah selesai, pendaftaran ditutup' }, 409)
      if ((await seatsTaken(db, tenant, k)) >= k.quota)
        return c.json({ status: false, message: 'Kuota kelas ini sudah penuh' }, 409)
      if (k.price > 0)
        return c.json(
          { status: false, message: 'Kelas ini berbayar: selesaikan pembayaran untuk mendaftar' },
          422,
        )
      await db.query(
        `INSERT INTO payments (invoice_id, owner, class_id, class_name, amount, method, status, payment_url,
           expires_at, paid_at, tenant)
         VALUES ($1, $2, $3, $4, 0, 'free', 'paid', '', now(), now(), $5) ON CONFLICT DO NOTHING`,
        [
          `ENR-${crypto.randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
          owner.subject,
          k.id,
          k.name,
          tenant,
        ],
      )
      const row = await findEnrolment(tenant, owner.subject, k.id)
      return c.json({ status: true, message: 'Anda terdaftar', data: { ...row, ...classBrief(c, k) } }, 201)
    })

    s.get('/v1/class/mine', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const res = await db.query<InvoiceRow>(
        `SELECT DISTINCT ON (class_id) ${INVOICE_COLUMNS} FROM payments
         WHERE tenant = $1 AND owner = $2 AND status = 'paid' ORDER BY class_id, paid_at`,
        [tenantOf(c), owner.subject],
      )
      const { classes, webinars } = catalogue(c)
      const list = res.rows
        .map((row) => {
          const k = classes.find((x) => x.id === row.classId)
          if (!k) return null
          return {
            classId: k.id,
            slug: k.slug,
            name: k.name,
            logo: absolute(c, k.logo),
            state: k.state,
            startDate: k.startDate,
            nextSession: nextSession(k),
            classroomId: k.classroomId,
            free: row.amount === 0,
            invoiceId: row.invoiceId,
            enrolledAt: row.paidAt ?? row.createdAt,
            webinar: webinarOf(webinars, k),
          }
        })
        .filter((x) => x !== null)
        .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt))
      return item(c, list)
    })

    s.get('/v1/payment/mine', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      // Free enrolments are invoices too, but "Pembayaran" lists only what had a price.
      const res = await db.query<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM payments WHERE tenant = $1 AND owner = $2 AND amount > 0
         ORDER BY created_at DESC, invoice_id`,
        [tenantOf(c), owner.subject],
      )
      const { classes } = catalogue(c)
      return item(
        c,
        res.rows.map((row) => ({
          ...row,
          ...classBrief(
            c,
            classes.find((k) => k.id === row.classId),
          ),
        })),
      )
    })

    s.post('/v1/class/notify', async (c) => {
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      if (typeof b.classId !== 'number' || !Number.isInteger(b.classId) || b.classId < 1)
        return badRequest(c, 'classId wajib berupa bilangan bulat positif')
      const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : ''
      if (!str(email, 200) || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      const k = catalogue(c).classes.find((x) => x.id === b.classId)
      if (!k) return c.json({ status: false, message: 'Kelas tidak ditemukan' }, 404)
      const res = await db.query(
        `INSERT INTO class_notifications (tenant, class_id, email) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING
         RETURNING 1`,
        [tenantOf(c), k.id, email],
      )
      const stored = res.rows.length > 0
      return c.json(
        {
          status: true,
          message: 'Kami akan mengabari Anda lewat email saat kelas ini dibuka lagi',
          data: { classId: k.id, email, stored },
        },
        stored ? 201 : 200,
      )
    })
  },
}

/** The e-mails waiting for news of a class, for tests (`GET /__admin/class-notifications`). */
export async function classNotifications(db: Db) {
  const res = await db.query<{ tenant: string; classId: number; email: string }>(
    `SELECT tenant, class_id AS "classId", email FROM class_notifications ORDER BY created_at`,
  )
  return res.rows
}
