/**
 * Every pre-rendered page is valid HTML: each `index.html` under `dist/<key>/` and its `404.html`,
 * for tenants of different landing families (the run's build of dist/ when current,
 * ./built-sites.ts), checked with html-validate's recommended rules as `.htmlvalidate.json` sets
 * them. Problems are fixed in the component that writes the markup, never by a page-level exception.
 *
 * The configuration turns off only what conflicts with a deliberate choice of the stack, where the
 * markup is valid HTML written in another style:
 * - `void-style`: React serialises void elements self-closed (`<img/>`), vike-react's document
 *   template writes its own `<link>`s without the slash; both are valid and neither is ours to write.
 * - `attr-case`: React writes some attribute names as their DOM property (`srcSet`, `autoComplete`,
 *   `enterKeyHint`); HTML attribute names are case-insensitive.
 * - `attribute-boolean-style`, `attribute-empty-style`: React writes a true boolean as `required=""`
 *   and an empty value as `hidden=""`, both valid forms.
 * - `no-trailing-whitespace`: source style, not validity; the only such whitespace is the indentation
 *   of vike-react's document template.
 * - `valid-id` in its relaxed form (HTML5's rule: no whitespace, not empty): React's `useId` ids such
 *   as `_R_j_` are valid HTML5 ids, not the HTML4 letter-first form the strict mode asks for.
 * - `long-title`: the title is SPEC's composition (the page's or the shown item's name, then the site
 *   name except on the home page), so its length follows the item and the tenant's name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantFiles } from '../../testkit/tenantScan'
import { builtSites, type BuiltSites } from './built-sites'
import { useSandbox } from './harness'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** One tenant of each of six landing families: demo, coding school, radio, coffee school, default, coming soon. */
const KEYS = ['demo', 'smkcoding', 'bharabas', 'sekolahkopi', 'pesilat', 'comingsoon']

const validator = new HtmlValidate(
  JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData,
)
const sandbox = useSandbox()
let built: BuiltSites | undefined
let dist = ''
afterAll(() => built?.remove())

/** The tenant's pre-rendered routes: every `index.html` and the not-found page. */
function prerenderedPages(root: string, key: string): string[] {
  return tenantFiles(root, key, 'content')
    .filter((file) => ['index.html', '404.html'].includes(path.basename(file)))
    .sort()
}

describe('pre-rendered pages are valid HTML', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    built = await builtSites(KEYS, sandbox.baseUrl, 'html-valid')
    dist = built.dir
  }, 600_000)

  it.each(KEYS)('%s: every pre-rendered route passes html-validate', { timeout: 120_000 }, async (key) => {
    const pages = prerenderedPages(dist, key)
    expect(pages.map((p) => path.basename(p))).toContain('404.html')
    expect(pages.length).toBeGreaterThan(40)
    const problems: string[] = []
    for (const file of pages) {
      const report = await validator.validateString(fs.readFileSync(file, 'utf8'), file)
      for (const result of report.results)
        for (const m of result.messages)
          problems.push(`${path.relative(dist, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
    }
    expect(problems).toEqual([])
  })
})
