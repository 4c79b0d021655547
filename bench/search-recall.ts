/**
 * Does site search find each tenant's items by title, word, typo and prefix, and nothing for gibberish?
 *
 * `npm run bench -- search-recall`: for each tenant's built index (dist/<tenant>/pagefind/, from
 * `npm run build -- --tenant …`), a query set generated from its own items (every record that is not
 * a plain page, up to BENCH_ITEMS spread evenly): the title; its most distinctive word of seven
 * letters or more (the fewest other items hold it; none when every such word is held by more than
 * five items, as no ranking could then put this one among the first five); that word with two neighbouring letters swapped;
 * its first letters (length − 3, at least five); and gibberish (seeded consonant strings). Recall at 5
 * is the share of queries whose item is among the first five results; gibberish counts the queries
 * that found anything (target 0).
 *
 * No browser: the tenant's own pagefind.js runs in Node, its `fetch` answered from the build output,
 * and each query goes through the results page's own search (shell/search/engine.ts `searchIn`: the
 * same results loaded, the same check of the words matched, the same corrections). "exact" is
 * Pagefind's answer to the query as typed (`searchAsTyped`), for comparison.
 * Knobs: BENCH_TENANTS (default demo,smkcoding,sekolahkopi,pesilat,foundation,aipintar),
 * BENCH_ITEMS (default 30). Exits 1 when a kind is under 95 % or gibberish finds anything.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { RESULTS_STEP, searchAsTyped, searchIn, type Pagefind } from '../shell/search/engine'
import { KIND_FILTER, SEARCH_INDEX_DIR, SEARCH_KINDS, SEARCH_WORDS_FILE } from '../shell/search/kinds'

const tenants = (process.env.BENCH_TENANTS ?? 'demo,smkcoding,sekolahkopi,pesilat,foundation,aipintar').split(
  ',',
)
const perTenant = Number(process.env.BENCH_ITEMS ?? 30)
const ORIGIN = 'http://tenant.example'
const KINDS = ['title', 'word', 'swap', 'prefix'] as const
type Kind = (typeof KINDS)[number]

interface Item {
  url: string
  title: string
  content: string
}

/** Every Pagefind in one process shares `fetch`: it answers from the tenant being measured. */
let root = ''
globalThis.fetch = (async (input: string | URL | Request) => {
  const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN)
  const file = path.join(root, decodeURIComponent(url.pathname))
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return new Response(null, { status: 404 })
  return new Response(fs.readFileSync(file))
}) as typeof fetch

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []

function swapped(word: string): string {
  const i = Math.floor(word.length / 2) - 1
  for (let k = i; k < word.length - 1; k++)
    if (word[k] !== word[k + 1]) return word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2)
  return word
}

/** Seeded so every run asks the same: strings of consonants no Indonesian word spells. */
function gibberish(count: number): string[] {
  let seed = 20261128
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const letters = 'bcdfghjklmnpqrstvwxz'
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 6 + Math.floor(next() * 4) },
      () => letters[Math.floor(next() * letters.length)],
    ).join(''),
  )
}

async function measure(tenant: string) {
  root = path.resolve('dist', tenant)
  const dir = path.join(root, SEARCH_INDEX_DIR)
  if (!fs.existsSync(dir)) throw new Error(`${dir}: build it first (npm run build -- --tenant ${tenant})`)
  // A fresh module per tenant: Pagefind keeps its index in module state.
  const pagefind = (await import(
    `${pathToFileURL(path.join(dir, 'pagefind.js')).href}?${tenant}`
  )) as Pagefind
  await pagefind.options({ basePath: `${ORIGIN}/${SEARCH_INDEX_DIR}/`, noWorker: true, excerptLength: 24 })
  await pagefind.init()
  const vocabulary = (
    JSON.parse(fs.readFileSync(path.join(dir, SEARCH_WORDS_FILE), 'utf8')) as { words: string[] }
  ).words

  const items: Item[] = []
  for (const label of Object.values(SEARCH_KINDS)) {
    if (label === SEARCH_KINDS.page) continue
    const found = await pagefind.search(null, { filters: { [KIND_FILTER]: label } })
    for (const r of found?.results ?? []) {
      const d = await r.data()
      items.push({ url: new URL(d.url, ORIGIN).pathname, title: d.meta.title ?? '', content: d.content })
    }
  }
  const spread =
    items.length <= perTenant ? items : items.filter((_, i) => i % Math.ceil(items.length / perTenant) === 0)
  const holders = new Map<string, number>()
  for (const item of items)
    for (const w of new Set(words(item.content))) holders.set(w, (holders.get(w) ?? 0) + 1)

  const urls = async (query: string, forgiving: boolean): Promise<string[]> => {
    const answer = forgiving
      ? await searchIn(pagefind, async () => vocabulary, query, null, RESULTS_STEP)
      : await searchAsTyped(pagefind, query, null, RESULTS_STEP)
    return answer.hits.slice(0, 5).map((hit) => new URL(hit.url, ORIGIN).pathname)
  }

  const tally = { exact: new Map<Kind, [number, number]>(), forgiving: new Map<Kind, [number, number]>() }
  for (const item of spread) {
    // A word more than five items hold cannot single the item out at 5: not asked (counted as such).
    const word = words(item.content)
      .filter((w) => w.length >= 7 && (holders.get(w) ?? 0) <= 5)
      .sort((a, b) => (holders.get(a) ?? 0) - (holders.get(b) ?? 0))[0]
    const queries: [Kind, string | undefined][] = [
      ['title', item.title],
      ['word', word],
      ['swap', word && swapped(word)],
      ['prefix', word?.slice(0, Math.max(5, word.length - 3))],
    ]
    for (const [kind, query] of queries) {
      if (!query) continue
      for (const mode of ['exact', 'forgiving'] as const) {
        const hit = (await urls(query, mode === 'forgiving')).includes(item.url)
        const [found, asked] = tally[mode].get(kind) ?? [0, 0]
        tally[mode].set(kind, [found + (hit ? 1 : 0), asked + 1])
      }
    }
  }
  let gibberishFound = 0
  for (const q of gibberish(20)) if ((await urls(q, true)).length > 0) gibberishFound++
  return { items: items.length, tally, gibberishFound }
}

const pct = ([found, asked]: [number, number] = [0, 0]) =>
  asked ? `${((100 * found) / asked).toFixed(0)} % (${found}/${asked})` : '–'
let ok = true
console.log('tenant       items  mode       ' + KINDS.map((k) => k.padEnd(14)).join('') + 'gibberish found')
for (const tenant of tenants) {
  const { items, tally, gibberishFound } = await measure(tenant)
  for (const mode of ['exact', 'forgiving'] as const) {
    console.log(
      `${tenant.padEnd(12)} ${String(items).padStart(5)}  ${mode.padEnd(10)} ${KINDS.map((k) => pct(tally[mode].get(k)).padEnd(14)).join('')}${mode === 'forgiving' ? `${gibberishFound}/20` : ''}`,
    )
  }
  for (const k of KINDS) {
    const [found, asked] = tally.forgiving.get(k) ?? [0, 0]
    if (asked && found / asked < 0.95) ok = false
  }
  if (gibberishFound > 0) ok = false
}
console.log(ok ? 'every kind >= 95 %, gibberish finds nothing' : 'BELOW TARGET')
process.exitCode = ok ? 0 : 1
