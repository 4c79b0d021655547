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

/** Only http(s) addresses: `return` comes from the query string and must not become `javascript:`. */
export function safeReturnUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
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
