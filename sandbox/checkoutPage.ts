/**
 * The sandbox's stand-in for a payment gateway's checkout page, so the whole payment flow (invoice →
 * gateway → back to the site) runs locally. Plain HTML with a form per outcome; no script.
 */
export const SETTLEMENTS = ['paid', 'failed', 'expired'] as const
export type Settlement = (typeof SETTLEMENTS)[number]
export const isSettlement = (v: unknown): v is Settlement =>
  typeof v === 'string' && (SETTLEMENTS as readonly string[]).includes(v)

export interface CheckoutRow {
  invoiceId: string
  className: string
  amount: number
  paymentMethod: string
  status: string
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})

const STATUS_TEXT: Record<string, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
}

/**
 * SPEC §5: a redirect target is internal only when it is a path starting with a single slash or
 * with dot-slash. `//host`, `/\\host` (browsers read a backslash as a slash) and anything with a
 * scheme are external. Control characters are refused: browsers strip tabs and newlines from URLs.
 */
export function isInternalPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('./')) return !/^\.\/[\\/]/.test(value)
  return value.startsWith('/') && !/^\/[\\/]/.test(value)
}

/**
 * Where the gateway may send the visitor back: only to the origin the invoice was created from (the
 * tenant's site, recorded from the request's `Origin`), and only to a path that passes SPEC §5.
 * `value` is either such a path or an absolute URL on that origin. Anything else: no redirect.
 */
export function safeReturnUrl(value: string, allowedOrigin: string | null | undefined): URL | null {
  if (!allowedOrigin || !value) return null
  let origin: string
  try {
    origin = new URL(allowedOrigin).origin
  } catch {
    return null
  }
  let path = value
  if (!isInternalPath(value)) {
    let absolute: URL
    try {
      absolute = new URL(value)
    } catch {
      return null
    }
    if (absolute.origin !== origin || value.slice(0, origin.length + 1) !== `${origin}/`) return null
    path = value.slice(origin.length)
    if (!isInternalPath(path)) return null
  }
  try {
    const url = new URL(path, `${origin}/`)
    // `/.//host` resolves to `//host` on our origin: a path a client-side router could follow off-site.
    return url.origin === origin && !url.pathname.startsWith('//') ? url : null
  } catch {
    return null
  }
}

export function checkoutPage(row: CheckoutRow | null, returnUrl: string): string {
  const body = !row
    ? '<h1>Tagihan tidak ditemukan</h1>'
    : `<h1>Pembayaran ${escapeHtml(row.invoiceId)}</h1>
<dl>
<dt>Kelas</dt><dd>${escapeHtml(row.className)}</dd>
<dt>Jumlah</dt><dd>${rupiah.format(row.amount)}</dd>
<dt>Metode</dt><dd>${escapeHtml(row.paymentMethod)}</dd>
<dt>Status</dt><dd data-status="${escapeHtml(row.status)}">${STATUS_TEXT[row.status] ?? escapeHtml(row.status)}</dd>
</dl>
${
  row.status === 'pending'
    ? ['paid', 'failed']
        .map(
          (result) => `<form method="post">
<input type="hidden" name="result" value="${result}">
<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">
<button type="submit">${result === 'paid' ? 'Bayar sekarang' : 'Batalkan pembayaran'}</button>
</form>`,
        )
        .join('\n')
    : ''
}`
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulasi pembayaran (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}button{margin:.5rem 0;padding:.75rem 1rem;min-height:44px;width:100%}</style>
</head>
<body>
<p>Simulasi gerbang pembayaran (sandbox)</p>
${body}
</body>
</html>
`
}
