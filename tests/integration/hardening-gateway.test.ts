/**
 * The simulated payment gateway sends the visitor back only to the site the invoice was created
 * from, and only to a SPEC §5 path: open-redirect vectors, an unknown invoice and a foreign origin
 * never produce a redirect.
 */
import { describe, expect, it } from 'vitest'
import { createInvoice } from '../../api/payments'
import { useSandbox } from './harness'

const h = useSandbox()
const SITE = 'http://demo.localhost:3000'

const post = (url: string, result: string, back: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result, return: back }).toString(),
    redirect: 'manual',
  })

async function pendingInvoice() {
  const { CLASSES } = await import('../../sandbox/seed/classes')
  const klass = CLASSES.find((k) => k.price > 0)!
  const ctx = await h.as('siswa@alkademi.id')
  return (await createInvoice(ctx, { classId: klass.id, paymentMethod: 'qris' })).data!
}

/** Open-redirect vectors (OWASP's list and the usual parser confusions). None may leave the site. */
const FOREIGN = [
  'https://evil.example/',
  'http://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https://demo.localhost:3000@evil.example/',
  'http://demo.localhost:3000.evil.example/',
  'http://demo.localhost:30000/',
  'https://demo.localhost:3000/',
  'http://smkcoding.localhost:3000/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  './/evil.example',
  '.\\/evil.example',
  'evil.example',
  '%2F%2Fevil.example',
  `${SITE}//evil.example`,
  `${SITE}/\\evil.example`,
]

describe('the gateway return address', () => {
  it.each(FOREIGN)('never redirects to %j', async (vector) => {
    const inv = await pendingInvoice()
    const res = await post(inv.paymentUrl, 'paid', vector)
    const location = res.headers.get('location')
    if (location) expect(new URL(location, inv.paymentUrl).origin).toBe(SITE)
    if (location) expect(new URL(location).pathname.startsWith('//')).toBe(false)
    // The settlement itself still happens; only the way back is refused.
    expect([200, 303]).toContain(res.status)
  })

  it('redirects to a SPEC §5 path or an absolute address on the invoice’s own site', async () => {
    for (const back of ['/Pembayaran?dari=gateway', './Pembayaran', `${SITE}/Pembayaran`]) {
      const inv = await pendingInvoice()
      const res = await post(inv.paymentUrl, 'paid', back)
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location')!)
      expect(location.origin).toBe(SITE)
      expect(location.pathname).toBe('/Pembayaran')
      expect(location.searchParams.get('status')).toBe('paid')
    }
  })

  it('never redirects for an unknown invoice, with or without a login', async () => {
    const inv = await pendingInvoice()
    const unknown = inv.paymentUrl.replace(inv.invoiceId, 'INV-NOPE')
    const res = await post(unknown, 'paid', `${SITE}/Pembayaran`)
    expect(res.status).toBe(404)
    expect(res.headers.get('location')).toBeNull()
  })

  it('never redirects for an invoice created without a site origin', async () => {
    const { CLASSES } = await import('../../sandbox/seed/classes')
    const ctx = await h.as('siswa@alkademi.id')
    ctx.origin = undefined
    const inv = (
      await createInvoice(ctx, { classId: CLASSES.find((k) => k.price > 0)!.id, paymentMethod: 'qris' })
    ).data!
    const res = await post(inv.paymentUrl, 'paid', `${SITE}/Pembayaran`)
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
  })

  it('does not offer a foreign return address on the page', async () => {
    const inv = await pendingInvoice()
    const html = await (
      await fetch(`${inv.paymentUrl}?return=${encodeURIComponent('//evil.example')}`)
    ).text()
    expect(html).not.toContain('evil.example')
    const ok = await (await fetch(`${inv.paymentUrl}?return=${encodeURIComponent('/Pembayaran')}`)).text()
    expect(ok).toContain(`value="${SITE}/Pembayaran"`)
  })
})
