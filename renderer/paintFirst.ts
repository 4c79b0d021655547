/**
 * Paint first, then hydrate: every page's HTML is readable on its own (pre-rendered or rendered
 * here), so on a slow link its stylesheets, fonts and first image should have the bandwidth to
 * themselves until the page has painted. Vike ends each page with its client entry
 * (`<script type="module" async>`) and a `modulepreload` for every chunk the page imports; they
 * start at once and share the link with what the first paint needs. `paintFirst` replaces them with
 * one small inline script (`PAINT_FIRST_SCRIPT`, allowed by its hash in the CSP, renderer/headers.ts)
 * that requests the same files once the first frame is painted, in parallel as before.
 *
 * Until the page is hydrated, a form that React sends (one without an `action`) must not be sent
 * natively, which would put what was typed into the address: the script holds such submissions
 * until the shell marks the page hydrated (shell/hydrated.ts), and the form keeps its input. A form
 * with an `action` (the header's search) is meant to work without scripts and is sent as usual. A tab opened in the background
 * paints nothing, so it starts at once. Where the HTML has no such entry (the development server),
 * the page is left as it is.
 *
 * Applied to every HTML page Vike renders: the build's pre-rendering (scripts/release/tenant.ts and
 * its reference, scripts/release/vike-prerender.ts) and the renderer's server renders (renderer/app.ts).
 */
import { createHash } from 'node:crypto'
import { HYDRATED_ATTRIBUTE } from '../shell/hydrated'

export const PAINT_FIRST_SCRIPT = `(function (s) {
  var started = false
  function start() {
    if (started) return
    started = true
    s.getAttribute('data-preload').split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    import(s.getAttribute('data-entry')).catch(function (error) {
      console.warn('[paint-first] the page script did not load:', error)
    })
  }
  document.addEventListener('submit', function (event) {
    if (document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')) return
    if (!event.target.hasAttribute('action')) event.preventDefault()
  }, true)
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(start, 0) })
  else start()
})(document.currentScript)`

/** The CSP source that allows `PAINT_FIRST_SCRIPT` and nothing else inline. */
export const PAINT_FIRST_CSP = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`

const ENTRY = /<script src="([^"]+)" type="module" async><\/script>/
const PRELOAD = /[ \t]*<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\n?/g

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

export function paintFirst(html: string): string {
  const entry = ENTRY.exec(html)
  if (!entry?.[1]) return html
  const preloads: string[] = []
  const withoutPreloads = html.replace(PRELOAD, (_, href: string) => {
    preloads.push(href)
    return ''
  })
  const boot =
    `<script data-entry="${escapeAttribute(entry[1])}" data-preload="${escapeAttribute(preloads.join(' '))}">` +
    `${PAINT_FIRST_SCRIPT}</script>`
  return withoutPreloads.replace(entry[0], () => boot)
}
