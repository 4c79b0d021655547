import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../renderer/headers'
import { PAINT_FIRST_CSP, PAINT_FIRST_SCRIPT, paintFirst } from '../../renderer/paintFirst'

/** The end of a page as Vike renders it in production (its tags, as written by vike 0.4). */
const VIKE_PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/a.css"></head><body><div id="root"><form><input name="q"></form></div>
        <script id="vike_pageContext" type="application/json">{"a":1}</script>
        <script src="/assets/entries/entry-client-routing.B16u.js" type="module" async></script>
        <link rel="modulepreload" href="/assets/entries/pages_Class.Bu.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-vf.js" as="script" type="text/javascript">
</body></html>`

describe('paint first, then hydrate', () => {
  const page = paintFirst(VIKE_PAGE)

  it('replaces the entry script and its preloads with the start-up script, which names them', () => {
    expect(page).not.toContain('<link rel="modulepreload"')
    expect(page).not.toContain('type="module"')
    const boot = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(page)
    expect(boot?.[1]).toBe('/assets/entries/entry-client-routing.B16u.js')
    expect(boot?.[2]).toBe('/assets/entries/pages_Class.Bu.js /assets/chunks/chunk-vf.js')
    expect(boot?.[3]).toBe(PAINT_FIRST_SCRIPT)
    // Everything else is untouched.
    expect(page).toContain('<script id="vike_pageContext" type="application/json">{"a":1}</script>')
    expect(page.startsWith('<!DOCTYPE html><html><head><link rel="stylesheet"')).toBe(true)
  })

  it('is allowed by the CSP through the hash of exactly the script it writes', () => {
    const inline = /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`
    expect(hash).toBe(PAINT_FIRST_CSP)
    const csp = securityHeaders([])['Content-Security-Policy']!
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'wasm-unsafe-eval' ${PAINT_FIRST_CSP.replace(/[+/]/g, '\\$&')}`),
    )
    expect(csp.split(';').find((d) => d.includes('script-src'))).not.toContain('unsafe-inline')
  })

  it('leaves a page without the production entry (the development server) as it is', () => {
    const dev = '<html><body><script type="module" src="/@vite/client"></script></body></html>'
    expect(paintFirst(dev)).toBe(dev)
  })

  it('is idempotent: a page already rewritten is left as it is', () => {
    expect(paintFirst(page)).toBe(page)
  })
})
