/**
 * The page the service worker shows for a page never opened before when there is no connection
 * (sw/sw.ts). Self-contained: inline styles in the tenant's colours, its precached logo, no script,
 * and a link that simply tries the same address again.
 */
import { escapeXml } from './logo'
import type { Tenant } from './registry'

export const OFFLINE_TITLE = 'Anda sedang offline'
export const OFFLINE_BODY =
  'Halaman ini belum tersimpan di perangkat Anda. Sambungkan kembali ke internet, lalu coba lagi. Halaman yang pernah Anda buka tetap bisa dibaca.'
export const OFFLINE_RETRY = 'Coba lagi'
export const OFFLINE_HOME = 'Ke halaman utama'

export function offlinePageHtml(tenant: Tenant): string {
  const name = escapeXml(tenant.name)
  const { primary, dark } = tenant.theme
  return `<!doctype html>
<html lang="${tenant.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OFFLINE_TITLE} | ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Inter,system-ui,sans-serif;color:${dark};background:#f6f8fa}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
h1{font-family:Raleway,system-ui,sans-serif;font-size:1.5rem;margin:1rem 0 .5rem}
p{line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.75rem 1.25rem;border-radius:.75rem;font-weight:600;text-decoration:none}
.primary{background:${primary};color:#fff}
.ghost{color:${primary};border:1px solid ${primary}}
</style>
</head>
<body>
<main>
<img src="/logo.svg" alt="${name}" width="64" height="64">
<h1>${OFFLINE_TITLE}</h1>
<p>${OFFLINE_BODY}</p>
<a class="primary" href="">${OFFLINE_RETRY}</a>
<a class="ghost" href="/">${OFFLINE_HOME}</a>
</main>
</body>
</html>
`
}
