/**
 * The weight budgets the build enforces (scripts/release/budgets.ts), on small site roots written
 * here: a route whose first-load JS grows past its budget fails; the precache keeps to its budget
 * by leaving the least-linked pages to be cached when visited.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { checkJsBudgets } from '../../scripts/release/tenant'
import { selectPrecache } from '../../scripts/serviceWorker'
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadJsBudgetKb } from '../../scripts/release/budgets'
import { LANDING_OF_PAGE, firstLoadFiles } from '../../scripts/release/weight'
import { LANDING_FAMILIES } from '../../sites/layouts'
import { removeTempFolders, tempFolder } from '../tempFiles'

afterAll(removeTempFolders)

/** Random base-36 text: gzip brings it to about 0.65 of its length, far from any budget edge here. */
function noise(bytes: number, seed: number): string {
  let x = seed
  let out = ''
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    out += x.toString(36)
  }
  return `/*${out.slice(0, bytes)}*/`
}

const siteRoot = (files: Record<string, string>) => tempFolder('budget-test', files)

const page = (scripts: string[], links: string[] = []) =>
  `<html><head>${scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}</head>` +
  `<body>${links.map((l) => `<a class="nav" href="${l}">x</a>`).join('')}</body></html>`

describe('first-load JS budget', () => {
  it('passes routes within their budget and reports their weight', () => {
    const root = siteRoot({
      'index.html': page(['/assets/entries/a.js']),
      'About/index.html': page(['/assets/entries/a.js']),
      'assets/entries/a.js': noise(20_000, 1),
    })
    const weights = checkJsBudgets(root)
    expect(Object.keys(weights).sort()).toEqual(['/', '/About'])
    expect(weights['/']).toBe(gzipSync(fs.readFileSync(path.join(root, 'assets/entries/a.js'))).length)
  })

  it('fails the build when a route grows past its budget', () => {
    const budget = firstLoadJsBudgetKb('/About')
    const root = siteRoot({
      'index.html': page(['/assets/entries/a.js']),
      'About/index.html': page(['/assets/entries/a.js', '/assets/chunks/grown.js']),
      'assets/entries/a.js': noise(20_000, 1),
      'assets/chunks/grown.js': noise(budget * 1024 * 2, 2),
    })
    expect(() => checkJsBudgets(root)).toThrow(/first-load JS over budget .*\/About \d+\.\d KB > [\d.]+ KB/)
  })

  it('counts the landing a page renders before hydrating, with its imports, and only there', () => {
    // The landing table: one dynamic import per family, in LANDING_FAMILIES's order.
    const table = LANDING_FAMILIES.map((_, i) => `()=>import("./landing-${i}.js")`).join(',')
    const landings = (chunk: number) =>
      `"landings":{"home":{"family":"f","product":null,"chunk":${chunk}},"pesilat":{"family":"f","product":null,"chunk":0}}`
    const withContext = (html: string, pageId: string, chunk: number) =>
      html.replace(
        '</body>',
        `<script id="vike_pageContext" type="application/json">{"site":{${landings(chunk)}},"pageId":"${pageId}"}</script></body>`,
      )
    // Names of their own: hashed assets are the same file wherever their name appears, so what is
    // read of one is kept for the process (scripts/release/weight.ts), as in a real build.
    const root = siteRoot({
      'index.html': withContext(page(['/assets/entries/landing-page.js']), '\\/pages\\/index', 1),
      'About/index.html': withContext(page(['/assets/entries/landing-page.js']), '\\/pages\\/About', 1),
      'assets/entries/landing-page.js': `import"../chunks/table.js";${noise(5_000, 1)}`,
      'assets/chunks/table.js': `export const t=[${table}];`,
      ...Object.fromEntries(
        LANDING_FAMILIES.map((_, i) => [`assets/chunks/landing-${i}.js`, noise(3_000, 10 + i)]),
      ),
    })
    fs.writeFileSync(
      path.join(root, 'assets/chunks/landing-1.js'),
      `import"./sections.js";${noise(3_000, 7)}`,
    )
    fs.writeFileSync(path.join(root, 'assets/chunks/sections.js'), noise(4_000, 8))
    const files = (p: string) => firstLoadFiles(root, p).sort()
    expect(files('index.html')).toEqual([
      'assets/chunks/landing-1.js',
      'assets/chunks/sections.js',
      'assets/chunks/table.js',
      'assets/entries/landing-page.js',
    ])
    expect(files('About/index.html')).toEqual(['assets/chunks/table.js', 'assets/entries/landing-page.js'])
  })

  it('knows every page that loads a landing before hydrating', () => {
    const loading = (fs.readdirSync('pages', { recursive: true }) as string[])
      .filter((file) => path.basename(file) === '+onBeforeRenderClient.ts')
      .filter((file) =>
        /features\/landing\/(?:\w+\/)?preload'/.test(fs.readFileSync(path.join('pages', file), 'utf8')),
      )
      .map((file) => `/pages/${path.dirname(file)}`)
    expect(loading.sort()).toEqual(Object.keys(LANDING_OF_PAGE).sort())
  })

  it('has a budget for every route pre-rendered today', () => {
    expect(Object.keys(FIRST_LOAD_JS_BUDGET_KB)).toEqual(
      expect.arrayContaining(['/', '/About', '/Privacy-Policy', '/Terms-And-Conditions', '/404']),
    )
  })
})

describe('precache budget', () => {
  const files = {
    'index.html': page(['/assets/entries/home.js'], ['/', '/About', '/News', '/Gallery']),
    'index.pageContext.json': '{}',
    'offline.html': '<p>offline</p>',
    'logo.svg': '<svg/>',
    'favicon.svg': '<svg/>',
    'About/index.html': page(['/assets/entries/about.js']),
    'About/index.pageContext.json': '{}',
    'News/index.html': page(['/assets/entries/news.js']),
    'Gallery/index.html': page(['/assets/entries/gallery.js']),
    '404.html': page([]),
    'assets/entries/home.js': noise(40_000, 3),
    'assets/entries/about.js': noise(30_000, 4),
    'assets/entries/news.js': noise(60_000, 5),
    'assets/entries/gallery.js': noise(10_000, 6),
  }

  it('takes the shell, offline page and home, then linked pages in link order while they fit', () => {
    const precache = selectPrecache(siteRoot(files), 60 * 1024)
    expect(precache.files).toEqual([
      'About/index.html',
      'About/index.pageContext.json',
      'Gallery/index.html',
      'assets/entries/about.js',
      'assets/entries/gallery.js',
      'assets/entries/home.js',
      'favicon.svg',
      'index.html',
      'index.pageContext.json',
      'logo.svg',
      'offline.html',
    ])
    // Home ≈ 26 KB, About ≈ 20 KB; News (≈ 39 KB) did not fit after them, Gallery (≈ 7 KB) did.
    // The not-found page is never precached.
    expect(precache.bytes).toBeLessThanOrEqual(60 * 1024)
  })

  it('fails when the shell and home alone are over the budget', () => {
    expect(() => selectPrecache(siteRoot(files), 20 * 1024)).toThrow(/over its 20 KB budget/)
  })
})
