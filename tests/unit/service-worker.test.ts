import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../api/session'
import { precacheUrl, referencedAssets } from '../../scripts/serviceWorker'
import { mayReload, RELOAD_THROTTLE_MS } from '../../shell/reload'

describe('precache manifest', () => {
  it('maps pre-rendered files to the URLs visitors open', () => {
    expect(precacheUrl('index.html')).toBe('/')
    expect(precacheUrl('About/index.html')).toBe('/About')
    expect(precacheUrl('Courses/@Premium/index.html')).toBe('/Courses/@Premium')
    expect(precacheUrl('About/index.pageContext.json')).toBe('/About/index.pageContext.json')
    expect(precacheUrl('offline.html')).toBe('/offline.html')
    expect(precacheUrl('/assets/entries/x.js')).toBe('/assets/entries/x.js')
  })

  it('collects the hashed assets a page references, once each', () => {
    const html = `<link rel="stylesheet" href="/assets/static/a.css">
      <link rel="modulepreload" href="/assets/chunks/b.js"><script type="module" src="/assets/entries/c.js"></script>
      <script src="/assets/entries/c.js"></script><img src="/logo.svg"><a href="/About">x</a>
      <style>@font-face{src:url(/assets/static/f.woff2)}</style>
      <script data-entry="/assets/entries/d.js" data-preload="/assets/chunks/e.js /assets/chunks/f.js">x</script>`
    expect(referencedAssets(html)).toEqual([
      '/assets/static/a.css',
      '/assets/chunks/b.js',
      '/assets/entries/c.js',
      '/assets/static/f.woff2',
      '/assets/entries/d.js',
      '/assets/chunks/e.js',
      '/assets/chunks/f.js',
    ])
  })
})

describe('reload throttle (SPEC §9)', () => {
  it('allows one reload per 60 s', () => {
    const storage = memoryStorage()
    expect(mayReload(storage, 1_000_000)).toBe(true)
    expect(mayReload(storage, 1_000_000 + RELOAD_THROTTLE_MS - 1)).toBe(false)
    expect(mayReload(storage, 1_000_000 + RELOAD_THROTTLE_MS)).toBe(true)
  })
})
