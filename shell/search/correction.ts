/**
 * What a query probably meant, from the tenant's own words (the index's `words.json`): a word the
 * index does not know becomes the words it begins (a shortened word) or, failing that, the nearest
 * known word (a typo, a swapped pair of letters). Pagefind has no typo tolerance of its own, and its
 * Indonesian stemmer strips prefixes ("kepemimpinan" is indexed as "pimpin", while "kepemimpin" is
 * not), so its own prefix matching misses shortened words: the tenant's unstemmed words do not.
 *
 * Pagefind is also too forgiving: a word no indexed word begins with is matched to the longest indexed
 * word it begins with, so "bxqzt" finds every page holding a "b", and a typo finds pages about
 * something else, which also kept the correction from being tried. So an answer counts only when
 * each typed word was found as itself, its stem or its continuation (`looseWords`); otherwise the
 * corrections are tried, and failing those nothing is found.
 *
 * Pure, so it is tested without an index (tests/unit/search-typos.test.ts, search-loose.test.ts).
 */

/** A word this short is never corrected: any other short word is within one edit of it. */
const MIN_CORRECTED = 4
/** A shortened word must keep this many letters; "peng" begins far too many words to mean one. */
export const MIN_PREFIX = 5
/** Completions of a shortened word tried, the shortest first. */
export const MAX_COMPLETIONS = 3

/** Edits allowed: one for words of four to seven letters, two above (a long word bears two slips). */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps counting as one edit),
 * or `limit + 1` as soon as it must exceed `limit`: most of the vocabulary is far off and cut early.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1)
      row.push(d)
      if (d < rowMin) rowMin = d
    }
    if (rowMin > limit) return limit + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

/**
 * The known words an unknown word may stand for, best first: the words it begins (five letters or
 * more), shortest first, else those nearest within the allowed edits (ties in the vocabulary's
 * order). A word that begins known words was shortened more likely than mistyped: Pagefind misses it
 * only where the stemmer cut the shortened word differently ("berta" is not "bertahap" cut short to
 * Pagefind, and one edit from "berita"). Empty for a known word, a short one, or one nothing is near
 * (gibberish stays unanswered).
 */
export function alternatives(word: string, words: readonly string[], known: ReadonlySet<string>): string[] {
  if (word.length < MIN_CORRECTED || known.has(word)) return []
  if (word.length >= MIN_PREFIX) {
    const completions = words
      .filter((w) => w.startsWith(word))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, MAX_COMPLETIONS)
    if (completions.length) return completions
  }
  const limit = allowedEdits(word)
  let best = limit + 1
  let nearest: string[] = []
  for (const w of words) {
    const d = editDistance(word, w, Math.min(limit, best))
    if (d < best) {
      best = d
      nearest = [w]
    } else if (d === best && d <= limit) nearest.push(w)
  }
  return nearest.slice(0, MAX_COMPLETIONS)
}

/**
 * Queries to retry, best first: the query with each unknown word replaced by its alternatives (the
 * first alternative of every word, then each word's next ones in turn). Empty when no word changes.
 */
export function correctedQueries(query: string, words: readonly string[]): string[] {
  if (words.length === 0) return []
  const known = new Set(words)
  const typed = query.toLowerCase().split(/\s+/).filter(Boolean)
  const options = typed.map((w) => alternatives(w, words, known))
  if (options.every((o) => o.length === 0)) return []
  const best = typed.map((w, i) => options[i]![0] ?? w)
  const queries = [best.join(' ')]
  options.forEach((o, i) => {
    for (const alt of o.slice(1)) queries.push(best.map((w, k) => (k === i ? alt : w)).join(' '))
  })
  return [...new Set(queries)]
}

/** A typed or indexed word as Pagefind compares them: lower case, no diacritics, letters and digits. */
export function normalized(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * The words Pagefind matched in a result: its content's words at the result's locations. Pagefind
 * counts a location as its excerpts do, one word per run between white space.
 */
export function matchedWords(content: string, locations: readonly number[]): string[] {
  const words = content.replace(/\u200B/g, '').split(/[\r\n\s]+/g)
  return [...new Set(locations.map((l) => normalized(words[l] ?? '')).filter(Boolean))]
}

/** The longest run of letters two words share. */
export function sharedRun(a: string, b: string): number {
  let best = 0
  let prev = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0)
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue
      row[j] = prev[j - 1]! + 1
      if (row[j]! > best) best = row[j]!
    }
    prev = row
  }
  return best
}

/** The share of the shorter of a typed and a found word the two must hold in one run. */
export const MIN_SHARED = 0.6

/**
 * Whether a word Pagefind found stands for a typed word: the two share most of the shorter in one
 * run. A word found through the typed word's stem ("belajar" for "pembelajaran") shares the stem and
 * most of the rest; one found through Pagefind's last resort holds only the indexed word the typed word begins
 * with ("b" for "bxqzt": Pagefind matches a word nothing begins with to the longest indexed word it
 * begins with, so gibberish and typos find pages that hold none of their words).
 */
export function standsFor(typed: string, found: string): boolean {
  const shorter = Math.min(typed.length, found.length)
  return sharedRun(typed, found) >= Math.max(MIN_CORRECTED, Math.ceil(MIN_SHARED * shorter))
}

/** What a run of the search answered: the count of its results and the words each loaded one matched. */
export interface RunAnswer {
  total: number
  hits: readonly { words: readonly string[] }[]
}

/**
 * The typed words no loaded result matched by a word standing for them (`standsFor`): Pagefind
 * reached them only by its last resort. Pagefind takes that resort per word, for every page alike,
 * so the loaded results tell for all. Words shorter than `MIN_CORRECTED` are never in doubt.
 */
export function looseWords(query: string, answer: RunAnswer): string[] {
  return query
    .split(/\s+/)
    .map(normalized)
    .filter(
      (typed) =>
        typed.length >= MIN_CORRECTED &&
        !answer.hits.some((hit) => hit.words.some((found) => standsFor(typed, found))),
    )
}

/**
 * Whether an answer stands: it found something, and each word it matched only loosely is one of the
 * tenant's own (a stem Pagefind matched in words too unlike it). Without the words (not loaded,
 * offline), Pagefind's answer stands as it is.
 */
function stands(query: string, answer: RunAnswer, words: readonly string[]): boolean {
  if (answer.total === 0) return false
  const loose = looseWords(query, answer)
  return loose.length === 0 || words.length === 0 || loose.every((w) => words.includes(w))
}

/**
 * `run`'s answer to the query when it matched every typed word, else its answer to the first
 * correction that does (with that correction as `corrected`), else `nothing`. The words are asked for
 * only then: a query whose words were all found never loads them. One function for the results page
 * and the recall bench (bench/search-recall.ts).
 */
export async function searchForgiving<T extends RunAnswer>(
  query: string,
  run: (query: string) => Promise<T>,
  words: () => Promise<readonly string[]>,
  nothing: T,
): Promise<T & { corrected?: string }> {
  const answer = await run(query)
  if (answer.total > 0 && looseWords(query, answer).length === 0) return answer
  const known = await words()
  if (stands(query, answer, known)) return answer
  for (const corrected of correctedQueries(query, known)) {
    const retried = await run(corrected)
    if (stands(corrected, retried, known)) return { ...retried, corrected }
  }
  return nothing
}
