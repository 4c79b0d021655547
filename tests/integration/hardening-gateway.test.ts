/**
 * The simulated payment gateway sends the visitor back only to an origin registered to the invoice's
 * tenant (its configured domains, `<key>.localhost` on the sites' ports), whatever `Origin` created the invoice, and only
 * to a SPEC §5 path: open-redirect vectors, an unknown invoice and a foreign origin never produce a
 * redirect. A bare path returns to the tenant's first configured domain.
 */
import { describe, expect, it } from 'vitest'
import { createInvoice } from '../../api/payments'
import { useSandbox } from './harness'

const h = useSandbox()
const SITE = 'http://demo.localhost:3000'
/** The demo tenant's first configured domain (sites/registry.ts). */
const HOME = 'https://demo.alkademi.com'

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
  'http://smkcoding.localhost:3000/',
  'http://demo.localhost:3411/',
  'https://smkcoding.id/',
  'https://demo.alkademi.com.evil.example/',
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
    if (location) expect([SITE, HOME]).toContain(new URL(location, inv.paymentUrl).origin)
    if (location) expect(new URL(location).pathname.startsWith('//')).toBe(false)
    // The settlement itself still happens; only the way back is refused.
    expect([200, 303]).toContain(res.status)
  })

  it('redirects to a SPEC §5 path or an absolute address on the invoice’s own site', async () => {
    for (const [back, origin] of [
      ['/Pembayaran?dari=gateway', HOME],
      ['./Pembayaran', HOME],
      [`${SITE}/Pembayaran`, SITE],
      [`${HOME}/Pembayaran`, HOME],
    ]) {
      const inv = await pendingInvoice()
      const res = await post(inv.paymentUrl, 'paid', back!)
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location')!)
      expect(location.origin).toBe(origin)
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

  it('returns to the tenant of the token, not to the Origin the invoice was created with', async () => {
    const { CLASSES } = await import('../../sandbox/seed/classes')
    const ctx = await h.as('siswa@alkademi.id')
    ctx.origin = 'https://evil.example'
    const create = () =>
      createInvoice(ctx, { classId: CLASSES.find((k) => k.price > 0)!.id, paymentMethod: 'qris' })
    const first = (await create()).data!
    const away = await post(first.paymentUrl, 'paid', 'https://evil.example/Pembayaran')
    expect(away.status).toBe(200)
    expect(away.headers.get('location')).toBeNull()
    const second = (await create()).data!
    const home = await post(second.paymentUrl, 'paid', `${SITE}/Pembayaran`)
    expect(home.status).toBe(303)
    expect(new URL(home.headers.get('location')!).origin).toBe(SITE)
  })

  it('does not offer a foreign return address on the page', async () => {
    const inv = await pendingInvoice()
    const html = await (
      await fetch(`${inv.paymentUrl}?return=${encodeURIComponent('//evil.example')}`)
    ).text()
    expect(html).not.toContain('evil.example')
    const ok = await (await fetch(`${inv.paymentUrl}?return=${encodeURIComponent('/Pembayaran')}`)).text()
    expect(ok).toContain(`value="${HOME}/Pembayaran"`)
  })
})
