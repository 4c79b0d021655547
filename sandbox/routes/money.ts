/**
 * Class payments, payouts, banks and the balance (services host; paths not shown in SPEC §7, ours in
 * api/README.md). Payment statuses: pending → paid | failed | expired; failed/expired → pending by
 * repay. Payout statuses: pending → approved | rejected (admin), approved → paid (admin, mark-paid).
 * Approving deducts the payout from the owner's balance in the same transaction.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { checkoutPage, isSettlement, type CheckoutRow, type Settlement } from '../checkoutPage'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item, paged, readPage } from '../http'
import { BANKS } from '../seed/regions'
import { daysBefore } from '../seed/random'
import { registeredReturnUrl } from '../returnAddress'
import { catalogue, tenantOf } from '../tenancy'
import { requireUser } from '../tokens'
import { jsonBody, str } from './accounts'

export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const
/**
 * Who decides payouts (approve, reject, mark paid) and sees everyone's: administrators and super
 * administrators, as the web app shows its decision buttons to both (shell/account.ts
 * `canApprovePayouts`; the sandbox imports nothing of the app, tests/integration/money.test.ts keeps
 * the two in step).
 */
export const PAYOUT_DECIDERS: readonly string[] = ['admin', 'superadmin']
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export const PAYMENT_METHODS = ['bank_transfer', 'virtual_account', 'qris', 'ewallet'] as const
const MIN_PAYOUT = 50_000

const PAYOUT_COLUMNS = `id, owner, amount::float8 AS amount, bank_code AS "bankCode", account_number AS "accountNumber",
  account_name AS "accountName", note, status, reason, created_at::text AS "createdAt", decided_at::text AS "decidedAt",
  paid_at::text AS "paidAt"`
const PAYMENT_COLUMNS = `invoice_id AS "invoiceId", owner, class_id AS "classId", class_name AS "className",
  amount::float8 AS amount, method AS "paymentMethod", status, attempts, payment_url AS "paymentUrl",
  expires_at::text AS "expiresAt", paid_at::text AS "paidAt", created_at::text AS "createdAt"`

const SEED_BALANCES: Record<string, number> = {
  'mentor@alkademi.id': 7_500_000,
  'siswa@alkademi.id': 3_000_000,
}

async function seedPayouts(db: Db) {
  const holders = [
    { owner: 'mentor@alkademi.id', name: 'Bayu Pratama' },
    { owner: 'siswa@alkademi.id', name: 'Rina Wulandari' },
  ]
  const statuses = ['paid', 'paid', 'approved', 'rejected', 'pending', 'paid', 'pending', 'rejected']
  let n = 0
  for (const h of holders) {
    for (const [i, status] of statuses.entries()) {
      const bank = BANKS[(n * 5) % BANKS.length]!
      n++
      await db.query(
        `INSERT INTO payouts (owner, amount, bank_code, account_number, account_name, note, status, reason, created_at, decided_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [
          h.owner,
          (i + 2) * 50_000,
          bank.code,
          String(1_234_500_000 + n * 7_777),
          h.name,
          `Pencairan honor ${['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus'][i]} 2026`,
          status,
          status === 'rejected' ? 'Nama pemilik rekening tidak sesuai' : null,
          daysBefore(200 - i * 20),
          status === 'pending' ? null : daysBefore(198 - i * 20),
        ],
      )
    }
  }
}

/** Invoice ids a caller cannot guess or count through: 80 random bits. */
function invoiceId() {
  return `INV-${randomBytes(10).toString('hex').toUpperCase()}`
}

/** Header of a signed gateway callback: hex HMAC-SHA256 of the raw body with the gateway secret. */
export const CALLBACK_SIGNATURE_HEADER = 'X-Callback-Signature'

export function callbackSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex')
}

function signatureMatches(secret: string, body: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(callbackSignature(secret, body), 'hex'), Buffer.from(given, 'hex'))
}

export const money: SandboxModule = {
  migrations: [
    `CREATE TABLE IF NOT EXISTS balances (owner text PRIMARY KEY, amount bigint NOT NULL CHECK (amount >= 0));
    CREATE TABLE IF NOT EXISTS payouts (
      id serial PRIMARY KEY, owner text NOT NULL, amount bigint NOT NULL CHECK (amount > 0),
      bank_code text NOT NULL, account_number text NOT NULL, account_name text NOT NULL, note text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected','paid')),
      reason text, decided_by text, decided_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE payouts ADD COLUMN IF NOT EXISTS paid_at timestamptz;
    CREATE SEQUENCE IF NOT EXISTS invoice_seq START 1001;
    CREATE TABLE IF NOT EXISTS payments (
      invoice_id text PRIMARY KEY, owner text NOT NULL, class_id integer NOT NULL, class_name text NOT NULL,
      amount bigint NOT NULL, method text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending','paid','failed','expired')),
      attempts integer NOT NULL DEFAULT 1, payment_url text NOT NULL, expires_at timestamptz NOT NULL,
      paid_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
    ALTER TABLE payments ADD COLUMN IF NOT EXISTS return_origin text;
    ALTER TABLE payments ADD COLUMN IF NOT EXISTS tenant text;`,
  ],

  async seed(db) {
    for (const [owner, amount] of Object.entries(SEED_BALANCES))
      await db.query('INSERT INTO balances (owner, amount) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        owner,
        amount,
      ])
    await seedPayouts(db)
  },

  register({ hosts, db, config }: SandboxContext) {
    const s = hosts.services

    /** Where the gateway may send the visitor back: an address registered for the invoice's tenant. */
    const returnUrl = (tenant: string | null | undefined, value: string) =>
      registeredReturnUrl(value, tenant, config)
    const checkoutUrl = (url: string, id: string) =>
      `${new URL(url).origin}/services/v1/payment/checkout/${id}`

    async function findPayment<T>(invoiceId: string): Promise<T | undefined> {
      const res = await db.query<T>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE invoice_id = $1`, [
        invoiceId,
      ])
      return res.rows[0]
    }

    /** pending → paid | failed | expired, once: a settled invoice cannot be settled again. */
    async function settle(invoiceId: string, status: Settlement) {
      const res = await db.query<CheckoutRow>(
        `UPDATE payments SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE NULL END
         WHERE invoice_id = $1 AND status = 'pending' RETURNING ${PAYMENT_COLUMNS}`,
        [invoiceId, status],
      )
      if (res.rows[0]) return { ok: true as const, row: res.rows[0] }
      const exists = await db.query('SELECT status FROM payments WHERE invoice_id = $1', [invoiceId])
      if (!exists.rows[0])
        return { ok: false as const, code: 404 as const, message: 'Tagihan tidak ditemukan' }
      return { ok: false as const, code: 409 as const, message: 'Tagihan sudah tidak menunggu pembayaran' }
    }

    s.get('/v1/bank/list', (c) => item(c, BANKS))

    s.get('/v1/balance', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const res = await db.query<{ amount: number }>(
        'SELECT amount::float8 AS amount FROM balances WHERE owner = $1',
        [owner.subject],
      )
      const pending = await db.query<{ sum: number }>(
        `SELECT COALESCE(SUM(amount), 0)::float8 AS sum FROM payouts WHERE owner = $1 AND status = 'pending'`,
        [owner.subject],
      )
      const balance = res.rows[0]?.amount ?? 0
      const held = pending.rows[0]?.sum ?? 0
      return item(c, { balance, pendingPayout: held, available: balance - held, currency: 'IDR' })
    })

    s.get('/v1/payout/list', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const { status, bank, search } = c.req.query()
      if (status && !(PAYOUT_STATUSES as readonly string[]).includes(status))
        return badRequest(c, `status harus salah satu dari: ${PAYOUT_STATUSES.join(', ')}`)
      if (bank && !BANKS.some((b) => b.code === bank)) return badRequest(c, 'Kode bank tidak dikenal')
      const res = await db.query(
        `SELECT ${PAYOUT_COLUMNS} FROM payouts
         WHERE ($1::text IS NULL OR owner = $1) AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR bank_code = $3)
           AND ($4::text IS NULL OR account_name ILIKE '%' || $4 || '%' OR account_number LIKE '%' || $4 || '%' OR note ILIKE '%' || $4 || '%')
         ORDER BY created_at DESC, id DESC`,
        [
          PAYOUT_DECIDERS.includes(owner.role ?? '') ? null : owner.subject,
          status || null,
          bank || null,
          search || null,
        ],
      )
      return paged(c, res.rows, page)
    })

    s.post('/v1/payout/create', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const { amount, bankCode, accountNumber, accountName, note } = b
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < MIN_PAYOUT)
        return badRequest(c, `Jumlah pencairan minimal Rp ${MIN_PAYOUT.toLocaleString('id-ID')}`)
      if (typeof bankCode !== 'string' || !BANKS.some((x) => x.code === bankCode))
        return badRequest(c, 'Kode bank tidak dikenal')
      if (typeof accountNumber !== 'string' || !/^\d{6,20}$/.test(accountNumber))
        return badRequest(c, 'Nomor rekening harus 6 sampai 20 digit')
      if (!str(accountName, 100)) return badRequest(c, 'Nama pemilik rekening wajib diisi')
      if (note !== undefined && note !== null && !str(note, 500)) return badRequest(c, 'Catatan tidak valid')
      // The availability check and the insert agree: one transaction.
      const created = await db.transaction(async (tx) => {
        const avail = await tx.query<{ available: number }>(
          `SELECT (COALESCE((SELECT amount FROM balances WHERE owner = $1), 0)
             - COALESCE((SELECT SUM(amount) FROM payouts WHERE owner = $1 AND status = 'pending'), 0))::float8 AS available`,
          [owner.subject],
        )
        if ((avail.rows[0]?.available ?? 0) < amount) return null
        const res = await tx.query(
          `INSERT INTO payouts (owner, amount, bank_code, account_number, account_name, note)
           VALUES ($1,$2,$3,$4,$5,$6) RETURNING ${PAYOUT_COLUMNS}`,
          [owner.subject, amount, bankCode, accountNumber, accountName, note ?? null],
        )
        return res.rows[0]
      })
      if (!created) return c.json({ status: false, message: 'Saldo tidak mencukupi' }, 422)
      return c.json({ status: true, message: 'Permintaan pencairan dibuat', data: created }, 201)
    })

    // Each admin action on a payout: the status it needs, the status it sets, what it answers.
    const ACTIONS = {
      approve: { from: 'pending', to: 'approved', message: 'Pencairan disetujui' },
      reject: { from: 'pending', to: 'rejected', message: 'Pencairan ditolak' },
      'mark-paid': { from: 'approved', to: 'paid', message: 'Pencairan ditandai sudah ditransfer' },
    } as const
    const decide = (action: keyof typeof ACTIONS) =>
      s.post(`/v1/payout/:id/${action}`, async (c) => {
        const admin = await requireUser(c, db, PAYOUT_DECIDERS)
        if (admin instanceof Response) return admin
        const id = Number(c.req.param('id'))
        if (!Number.isInteger(id) || id < 1) return badRequest(c, 'id pencairan tidak valid')
        const b = (await jsonBody(c)) ?? {}
        if (action === 'reject' && b.reason !== undefined && !str(b.reason, 500))
          return badRequest(c, 'Alasan penolakan tidak valid')
        const { from, to, message } = ACTIONS[action]
        type Outcome = { ok: true; row: unknown } | { ok: false; code: 404 | 409 | 422; message: string }
        const outcome = await db.transaction(async (tx): Promise<Outcome> => {
          const current = await tx.query<{ status: string; owner: string; amount: number }>(
            'SELECT status, owner, amount::float8 AS amount FROM payouts WHERE id = $1 FOR UPDATE',
            [id],
          )
          const row = current.rows[0]
          if (!row) return { ok: false, code: 404, message: 'Pencairan tidak ditemukan' }
          if (row.status !== from)
            return { ok: false, code: 409, message: `Pencairan sudah berstatus ${row.status}` }
          if (action === 'approve') {
            const debit = await tx.query(
              'UPDATE balances SET amount = amount - $2 WHERE owner = $1 AND amount >= $2 RETURNING amount',
              [row.owner, row.amount],
            )
            if (debit.rows.length === 0)
              return { ok: false, code: 422, message: 'Saldo pemilik tidak mencukupi' }
          }
          const updated =
            action === 'mark-paid'
              ? await tx.query(
                  `UPDATE payouts SET status = 'paid', paid_at = now() WHERE id = $1 RETURNING ${PAYOUT_COLUMNS}`,
                  [id],
                )
              : await tx.query(
                  `UPDATE payouts SET status = $2, reason = $3, decided_by = $4, decided_at = now() WHERE id = $1
                   RETURNING ${PAYOUT_COLUMNS}`,
                  [id, to, action === 'reject' ? (b.reason ?? null) : null, admin.subject],
                )
          return { ok: true, row: updated.rows[0] }
        })
        if (!outcome.ok) return c.json({ status: false, message: outcome.message }, outcome.code)
        return item(c, outcome.row, message)
      })
    decide('approve')
    decide('reject')
    decide('mark-paid')

    s.post('/v1/payment/class/invoice', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const { classId, paymentMethod } = b
      const klass = catalogue(c).classes.find((k) => k.id === classId)
      if (!klass) return badRequest(c, 'classId tidak dikenal')
      if (klass.price <= 0) return badRequest(c, 'Kelas ini gratis, tidak perlu pembayaran')
      if (
        typeof paymentMethod !== 'string' ||
        !(PAYMENT_METHODS as readonly string[]).includes(paymentMethod)
      )
        return badRequest(c, `paymentMethod harus salah satu dari: ${PAYMENT_METHODS.join(', ')}`)
      const id = invoiceId()
      // The gateway sends the visitor back only to the tenant the invoice belongs to.
      const res = await db.query(
        `INSERT INTO payments (invoice_id, owner, class_id, class_name, amount, method, status, payment_url, expires_at, tenant)
         VALUES ($1,$2,$3,$4,$5,$6,'pending',$7, now() + interval '24 hours', $8) RETURNING ${PAYMENT_COLUMNS}`,
        [
          id,
          owner.subject,
          klass.id,
          klass.name,
          klass.price,
          paymentMethod,
          checkoutUrl(c.req.url, id),
          tenantOf(c),
        ],
      )
      return c.json({ status: true, message: 'Tagihan dibuat', data: res.rows[0] }, 201)
    })

    // The gateway's server-to-server notice. Only a body signed with the gateway secret counts:
    // anyone else could otherwise mark an invoice paid.
    s.post('/v1/payment/callback', async (c) => {
      const raw = await c.req.text()
      if (!signatureMatches(config.paymentCallbackSecret, raw, c.req.header(CALLBACK_SIGNATURE_HEADER)))
        return c.json({ status: false, message: 'Tanda tangan callback tidak valid' }, 401)
      let b: Record<string, unknown> | null = null
      try {
        const parsed: unknown = JSON.parse(raw)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          b = parsed as Record<string, unknown>
      } catch {
        b = null
      }
      if (!b || !str(b.invoiceId, 40)) return badRequest(c, 'invoiceId wajib diisi')
      const status = b.status
      if (!isSettlement(status)) return badRequest(c, 'status harus paid, failed atau expired')
      const settled = await settle(b.invoiceId, status)
      if (!settled.ok) return c.json({ status: false, message: settled.message }, settled.code)
      return item(c, settled.row, 'Status pembayaran diperbarui')
    })

    // The payment gateway's page, simulated: `paymentUrl` opens it in the browser (no app token, as
    // a gateway page has none); the visitor pays or cancels, and is sent back to `return` when that
    // is a SPEC §5 path on the site the invoice came from. An unknown invoice never redirects.
    const gatewayPage = (c: Context, row: CheckoutRow | undefined, returnUrl = '') =>
      row ? c.html(checkoutPage(row, returnUrl)) : c.html(checkoutPage(null, ''), 404)
    const invoiceTenant = async (id: string) =>
      (await db.query<{ tenant: string | null }>('SELECT tenant FROM payments WHERE invoice_id = $1', [id]))
        .rows[0]?.tenant

    s.get('/v1/payment/checkout/:invoiceId', async (c) => {
      const id = c.req.param('invoiceId')
      const row = await findPayment<CheckoutRow>(id)
      const back = row ? returnUrl(await invoiceTenant(id), c.req.query('return') ?? '') : null
      return gatewayPage(c, row, back?.toString())
    })

    s.post('/v1/payment/checkout/:invoiceId', async (c) => {
      const form = await c.req.parseBody()
      const result = form.result
      if (result !== 'paid' && result !== 'failed') return c.text('result harus paid atau failed', 400)
      const id = c.req.param('invoiceId')
      const settled = await settle(id, result)
      if (!settled.ok && settled.code === 404) return gatewayPage(c, undefined)
      const back = typeof form.return === 'string' ? returnUrl(await invoiceTenant(id), form.return) : null
      if (back) {
        back.searchParams.set('invoice', id)
        back.searchParams.set('status', settled.ok ? result : 'unchanged')
        return c.redirect(back.toString(), 303)
      }
      return gatewayPage(c, settled.ok ? settled.row : await findPayment<CheckoutRow>(id))
    })

    s.get('/v1/payment/detail/:invoiceId', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const id = c.req.param('invoiceId')
      const row = await findPayment<{ owner: string; classId: number }>(id)
      if (!row || (await invoiceTenant(id)) !== tenantOf(c))
        return c.json({ status: false, message: 'Tagihan tidak ditemukan' }, 404)
      if (row.owner !== owner.subject && owner.role !== 'admin')
        return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
      // The class's page, so a paid invoice can lead the learner to it.
      const classSlug = catalogue(c).classes.find((k) => k.id === row.classId)?.slug ?? null
      return item(c, { ...row, classSlug })
    })

    s.post('/v1/payment/:invoiceId/repay', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const id = c.req.param('invoiceId')
      const res = await db.query<{ owner: string; status: string; tenant: string | null }>(
        'SELECT owner, status, tenant FROM payments WHERE invoice_id = $1',
        [id],
      )
      const row = res.rows[0]
      if (!row || row.tenant !== tenantOf(c))
        return c.json({ status: false, message: 'Tagihan tidak ditemukan' }, 404)
      if (row.owner !== owner.subject)
        return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
      if (row.status === 'paid') return c.json({ status: false, message: 'Tagihan sudah dibayar' }, 409)
      const updated = await db.query(
        `UPDATE payments SET status = 'pending', attempts = attempts + CASE WHEN status = 'pending' THEN 0 ELSE 1 END,
           expires_at = now() + interval '24 hours' WHERE invoice_id = $1 RETURNING ${PAYMENT_COLUMNS}`,
        [id],
      )
      return item(c, updated.rows[0], 'Tagihan siap dibayar ulang')
    })
  },
}
