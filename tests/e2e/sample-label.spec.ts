/**
 * Sample data is labelled where a visitor sees it, and is never published as structured data. For
 * each page a tenant's menu offers, plus a job, an event and a class page: when the page shows the
 * name of a seeded item (the sandbox's catalogue and hosted-database rows: all `sample: true`), the
 * page carries the one sample label (components/SampleNote.tsx); and no JSON-LD on the page, other
 * than the breadcrumb trail, names a seeded item. Read-only: visits only.
 */
import { CATALOGUES, catalogueFor } from '../../sandbox/seed/catalogues'
import { FOUNDATION_SEED, SEED } from '../../sandbox/routes/hostedDb'
import { TENANTS } from '../../sites/registry'
import { SAMPLE_NOTE } from '../../content/sample'
import { expect, settle, siteUrl, test } from './fixtures'

const TENANTS_CHECKED = ['demo', 'smkcoding', 'foundation'].filter(
  (k) => !process.env.TENANTS || process.env.TENANTS.split(',').includes(k),
)

type Thing = { '@type'?: string }
/** Structured data of the site and the page itself (its title, its trail), not of an item. */
const SITE_TYPES = new Set(['WebPage', 'WebSite', 'Organization', 'BreadcrumbList'])

/** Names long enough not to occur by chance in a page's own words. */
function seededNames(tenant: string): string[] {
  const c = catalogueFor(tenant)
  const rows = tenant === 'demo' ? SEED : tenant === 'foundation' ? FOUNDATION_SEED : {}
  return [
    ...c.classes.map((k) => k.name),
    ...c.courses.map((k) => k.title),
    ...c.programs.map((k) => k.name),
    ...c.posts.map((k) => k.title),
    ...c.webinars.map((k) => k.title),
    ...c.jobs.map((k) => k.title),
    ...c.mentors.map((k) => k.name),
    ...Object.values(rows).flatMap((list) =>
      list.map((r) => String(r.content ?? r.aspiration ?? r.review ?? '')),
    ),
  ].filter((n) => n.length >= 12)
}

function pathsOf(tenant: string): string[] {
  const t = TENANTS.find((x) => x.key === tenant)!
  const c = catalogueFor(tenant)
  const job = c.jobs[0]
  const event = c.posts.find((p) => p.kindSlug === 'event')
  const klass = c.classes[0]
  return [
    '/',
    ...t.nav.map((n) => n.path),
    ...(job ? [`/Event/Careers/${job.id}/${job.slug}`] : []),
    ...(event ? [`/Event/${event.slug}`] : []),
    ...(klass ? [`/Class/${klass.slug}`] : []),
  ].filter((p, i, all) => all.indexOf(p) === i)
}

test('every tenant checked has a catalogue', () => {
  for (const key of TENANTS_CHECKED)
    expect(
      CATALOGUES.some((c) => c.tenants.includes(key)),
      key,
    ).toBe(true)
})

for (const tenant of TENANTS_CHECKED) {
  test(`${tenant}: a page showing sample items labels them and gives them no structured data`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const names = seededNames(tenant)
    const problems: string[] = []
    let pagesWithSamples = 0
    for (const path of pathsOf(tenant)) {
      const res = await page.goto(siteUrl(tenant, path))
      if (!res || res.status() >= 400) continue
      await settle(page)
      const { text, notes, jsonLd } = await page.evaluate(() => ({
        text: (document.querySelector('main') ?? document.body).innerText,
        notes: [...document.querySelectorAll('main .sample-note')].map((n) => n.textContent ?? ''),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent ?? '',
        ),
      }))
      const shown = names.filter((n) => text.includes(n))
      if (shown.length > 0) {
        pagesWithSamples++
        if (notes.length === 0) problems.push(`${path}: shows "${shown[0]}" without the sample label`)
      }
      for (const n of notes) if (n !== SAMPLE_NOTE) problems.push(`${path}: a sample label worded "${n}"`)
      for (const raw of jsonLd) {
        const parsed = JSON.parse(raw) as Thing | Thing[]
        for (const thing of Array.isArray(parsed) ? parsed : [parsed]) {
          if (SITE_TYPES.has(thing['@type'] ?? '')) continue
          const text = JSON.stringify(thing)
          const named = names.find((n) => text.includes(JSON.stringify(n).slice(1, -1)))
          if (named)
            problems.push(`${path}: ${thing['@type']} structured data for the sample item "${named}"`)
        }
      }
    }
    expect(problems).toEqual([])
    // The check saw sample items at all (a tenant whose pages show none proves nothing).
    expect(pagesWithSamples).toBeGreaterThan(2)
  })
}
