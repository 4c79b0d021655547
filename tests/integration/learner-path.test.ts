/**
 * What a new learner meets on every one of the 40 sites, read from what ships: all tenants built
 * once with the real CLI (the run's build of dist/ when current, ./built-sites.ts), their pre-rendered pages read from disk and their
 * detail pages served by the built renderer.
 *
 * - no home shows a section with nothing in it (an empty list section is not rendered at all), and
 *   no hash link on a home leads to a section that is not there;
 * - the class, course and program search hints name only what the tenant itself lists (its seed
 *   catalogue, sandbox/seed/catalogues.ts `catalogueFor`);
 * - a breadcrumb to a catalogue reads as the tenant's menu (sites/registry.ts `nav`): its label and
 *   path, never the default route where the menu lists that catalogue elsewhere.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { TENANTS, type Tenant } from '../../sites/registry'
import { useServedSites } from './served-sites'

const KEYS = TENANTS.map((t) => t.key)
const served = useServedSites(KEYS, 'learner-path')

const read = (key: string, file: string): string | null => {
  const full = path.join(served.dist, key, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null
}

/** The page's markup without its scripts and embedded data. */
const markup = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')

/** Each `<section …>…</section>` of the page (landing sections do not nest). */
const sections = (html: string) => [...markup(html).matchAll(/<section\b([^>]*)>([\s\S]*?)<\/section>/g)]

const placeholderOf = (html: string, lead: string): string | undefined =>
  [...markup(html).matchAll(/placeholder="([^"]*)"/g)].map((m) => m[1]!).find((p) => p.startsWith(lead))

/** What follows "mis." in a hint, unescaped; undefined when the hint names no example. */
const exampleOf = (hint: string) =>
  /, mis\. (.+)$/
    .exec(hint)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

/** A page of `key` from the renderer. */
async function page(key: string, url: string): Promise<{ status: number; html: string }> {
  const res = await served.get(key, url)
  return { status: res.status, html: res.text() }
}

/** The breadcrumb links of a page: label and href, the home crumb left out. */
const crumbsOf = (html: string) => {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(markup(html))?.[1] ?? ''
  return [...nav.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)]
    .map((m) => ({ href: m[1]!, label: m[2]!.replace(/&amp;/g, '&') }))
    .filter((c) => c.href !== '/')
}

/** Where the tenant's menu lists its classes, if it does. */
const classCatalogue = (t: Tenant) => t.nav.find((n) => n.path === '/Class' || n.path === '/Pesilat/Class')

describe('the learner path on all 40 sites', { timeout: 900_000 }, () => {
  it('builds every tenant', () => {
    expect(KEYS).toHaveLength(40)
    expect(KEYS.filter((k) => !read(k, 'index.html'))).toEqual([])
  })

  it.each(KEYS)('%s: its home renders no empty section and no link to a missing one', (key) => {
    const html = read(key, 'index.html')!
    const body = markup(html)
    expect(body).not.toContain('akan tampil di sini')
    expect(body).not.toMatch(/class="empty-state/)
    for (const [, attrs, inner] of sections(html)) {
      // A list section holds at least one item; every section says something beyond its heading.
      if (/class="(card-grid|testimonies)/.test(inner!)) expect(inner, attrs).toMatch(/<li\b/)
      const text = inner!
        .replace(/<h2\b[\s\S]*?<\/h2>/, '')
        .replace(/<[^>]+>/g, '')
        .trim()
      expect(text.length, `section ${attrs} of ${key} is empty`).toBeGreaterThan(0)
    }
    const ids = new Set([...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]))
    const targets = [...body.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!)
    expect(targets.filter((id) => !ids.has(id))).toEqual([])
  })

  it.each(KEYS)("%s: the search hints name only the tenant's own classes, courses and programs", (key) => {
    const own = catalogueFor(key)
    const hints: [file: string, lead: string, names: string[]][] = [
      ['Class/index.html', 'Nama kelas', own.classes.map((k) => k.name)],
      ['Courses/index.html', 'Judul kursus', own.courses.map((k) => k.title)],
      ['Curriculum/index.html', 'Nama program', own.programs.map((k) => k.name)],
    ]
    let checked = 0
    for (const [file, lead, names] of hints) {
      const html = read(key, file)
      if (!html) continue
      const hint = placeholderOf(html, lead)
      expect(hint, `${key} ${file}`).toBeDefined()
      checked++
      const example = exampleOf(hint!)
      if (example !== undefined) expect(names, `${key} ${file}: "${hint}"`).toContain(example)
    }
    expect(checked).toBeGreaterThan(0)
  })

  it.each(KEYS)("%s: crumbs to its catalogues use its menu's labels and paths", async (key) => {
    const tenant = TENANTS.find((t) => t.key === key)!
    const own = catalogueFor(key)
    const pages: string[] = []
    const klass = own.classes[0]
    if (klass) pages.push(`/Class/${klass.slug}`)
    if (klass && tenant.nav.some((n) => n.path === '/Pesilat/Class'))
      pages.push(`/Pesilat/Class/${klass.slug}`)
    const event = own.posts.find((p) => p.kindSlug === 'event')
    if (event) pages.push(`/Event/${event.slug}`)
    const program = own.programs[0]
    if (program) pages.push(`/Program/${program.slug}`)
    const news = own.posts.find((p) => p.kindSlug === 'news')
    if (news) pages.push(`/News/${news.slug}`)

    let crumbs = 0
    for (const url of pages) {
      const { status, html } = await page(key, url)
      if (status !== 200) continue
      for (const c of crumbsOf(html)) {
        crumbs++
        const named = tenant.nav.find((n) => n.path === c.href)
        if (named) expect(c.label, `${key} ${url}: crumb to ${c.href}`).toBe(named.label)
      }
      if (url.includes('Class/')) {
        const catalogue = classCatalogue(tenant)
        const toClasses = crumbsOf(html).filter((c) => c.href === '/Class' || c.href === '/Pesilat/Class')
        expect(toClasses, `${key} ${url}`).toHaveLength(1)
        if (catalogue)
          expect(toClasses[0], `${key} ${url}`).toEqual({ href: catalogue.path, label: catalogue.label })
      }
    }
    if (klass) expect(crumbs).toBeGreaterThan(0)
  })
})
