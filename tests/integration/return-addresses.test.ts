/**
 * The sandbox's central login and payment gateway send a visitor back only to an address
 * registered for the tenant (sandbox/returnAddress.ts): its configured domains and
 * `<key>.localhost` on the ports the sites are served on (here :3000, tests/integration/harness.ts).
 * Another loopback port, another tenant's host, a foreign host and userinfo tricks never get the
 * client token or the invoice's outcome.
 */
import { describe, expect, it } from 'vitest'
import { resolveApiConfig } from '../../api/context'
import { createInvoice } from '../../api/payments'
import { makeAppToken } from '../../api/token'
import { useSandbox } from './harness'

const h = useSandbox()
const { appToken } = resolveApiConfig({})

/** Addresses no login or gateway of the demo site may return to. */
const NOT_DEMO = [
  'http://demo.localhost:3411/CallbackAuth',
  'http://localhost:9999/CallbackAuth',
  'http://127.0.0.1:3000/CallbackAuth',
  'http://[::1]:3000/CallbackAuth',
  'http://smkcoding.localhost:3000/CallbackAuth',
  'https://smkcoding.id/CallbackAuth',
  'http://evil.localhost:3000/CallbackAuth',
  'https://evil.example/CallbackAuth',
  'http://demo.localhost:3000@evil.example/CallbackAuth',
  'http://user:sandi@demo.localhost:3000/CallbackAuth',
  'http://demo.localhost:3000.evil.example/CallbackAuth',
  'https://demo.alkademi.com.evil.example/CallbackAuth',
  'http://demo.alkademi.com/CallbackAuth',
  'https://demo.localhost:3000/CallbackAuth',
  '//demo.localhost:3000/CallbackAuth',
]

/** The demo site's own: its configured domain, demo.localhost:3000 and bare localhost:3000. */
const DEMO = [
  'http://demo.localhost:3000/CallbackAuth',
  'http://localhost:3000/CallbackAuth',
  'https://demo.alkademi.com/CallbackAuth',
]

async function loginAddress(redirect: string, tenant: string | null) {
  const url = new URL(`${h.baseUrl}/auth/akun/login`)
  url.searchParams.set('redirect', redirect)
  if (tenant) url.searchParams.set('tenant', tenant)
  url.searchParams.set('code', appToken.code)
  url.searchParams.set('token', await makeAppToken(appToken))
  return url.toString()
}

const signIn = async (redirect: string, tenant: string | null) =>
  fetch(await loginAddress(redirect, tenant), {
    method: 'POST',
    body: new URLSearchParams({ email: 'siswa@alkademi.id', password: 'rahasia123' }),
    redirect: 'manual',
  })

describe('the central login stand-in', () => {
  it.each(NOT_DEMO)('refuses to return the demo site’s login to %s', async (redirect) => {
    // Without a tenant the address names its own; smkcoding's addresses are smkcoding's to use.
    const named = redirect.includes('smkcoding') ? ['demo'] : ['demo', null]
    for (const tenant of named) {
      const page = await fetch(await loginAddress(redirect, tenant))
      expect(page.status, `${tenant}`).toBe(400)
      expect(await page.text()).toContain('Alamat kembali (redirect) tidak valid')
      const res = await signIn(redirect, tenant)
      expect(res.status).toBe(400)
      expect(res.headers.get('location')).toBeNull()
    }
  })

  it.each(DEMO)('returns the demo site’s login to its own %s with the token', async (redirect) => {
    for (const tenant of ['demo', null]) {
      expect((await fetch(await loginAddress(redirect, tenant))).status).toBe(200)
      const res = await signIn(redirect, tenant)
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location')!)
      expect(location.origin + location.pathname).toBe(redirect)
      expect(location.searchParams.get('token')).toBeTruthy()
    }
  })

  it('returns another tenant’s login to that tenant’s addresses only', async () => {
    for (const own of [
      'http://smkcoding.localhost:3000/CallbackAuth',
      'https://www.smkcoding.id/CallbackAuth',
    ])
      expect((await signIn(own, 'smkcoding')).status, own).toBe(303)
    for (const other of ['http://demo.localhost:3000/CallbackAuth', 'http://localhost:3000/CallbackAuth'])
      expect((await signIn(other, 'smkcoding')).status, other).toBe(400)
    // A key the registry does not know has no registered address at all.
    expect((await signIn('http://nosite.localhost:3000/CallbackAuth', 'nosite')).status).toBe(400)
  })
})

describe('the payment gateway stand-in', () => {
  const settle = (url: string, back: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ result: 'paid', return: back }).toString(),
      redirect: 'manual',
    })

  async function pendingInvoice() {
    const { CLASSES } = await import('../../sandbox/seed/classes')
    const ctx = await h.as('siswa@alkademi.id')
    return (
      await createInvoice(ctx, { classId: CLASSES.find((k) => k.price > 0)!.id, paymentMethod: 'qris' })
    ).data!
  }

  it.each(NOT_DEMO.map((a) => a.replace('CallbackAuth', 'CallbackPayment')))(
    'never returns a demo invoice to %s',
    async (back) => {
      const inv = await pendingInvoice()
      const page = await (await fetch(`${inv.paymentUrl}?return=${encodeURIComponent(back)}`)).text()
      expect(page).not.toContain('name="return" value="http')
      const res = await settle(inv.paymentUrl, back)
      expect(res.status).toBe(200)
      expect(res.headers.get('location')).toBeNull()
    },
  )

  it.each(DEMO.map((a) => a.replace('CallbackAuth', 'CallbackPayment')))(
    'returns a demo invoice to its own %s',
    async (back) => {
      const inv = await pendingInvoice()
      const res = await settle(inv.paymentUrl, back)
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location')!)
      expect(location.origin + location.pathname).toBe(back)
      expect(location.searchParams.get('status')).toBe('paid')
    },
  )
})
