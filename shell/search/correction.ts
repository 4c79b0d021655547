/**
 * What a query probably meant, from the tenant's own words (the index's `words.json`): a word the
 * index does not know becomes the nearest known word (a typo, a swapped pair of letters) or, failing
 * that, the words it begins (a shortened word). Pagefind has no typo tolerance of its own, and its
 * Indonesian stemmer strips prefixes ("kepemimpinan" is indexed as "pimpin", while "kepemimpin" is
 * not), so its own prefix matching misses shortened words: the tenant's unstemmed words do not.
 *
 * Pure, so it is tested without an index (tests/unit/search-typos.test.ts); the engine applies it
 * only when the query as typed found nothing.
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
 * The known words an unknown word may stand for, best first: those nearest within the allowed edits
 * (ties in the vocabulary's order), else the words it begins, shortest first. Empty for a known word,
 * a short one, or one nothing is near (gibberish stays unanswered).
 */
export function alternatives(word: string, words: readonly string[], known: ReadonlySet<string>): string[] {
  if (word.length < MIN_CORRECTED || known.has(word)) return []
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
  if (nearest.length) return nearest.slice(0, MAX_COMPLETIONS)
  if (word.length < MIN_PREFIX) return []
  return words
    .filter((w) => w.startsWith(word))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, MAX_COMPLETIONS)
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

/**
 * `run`'s answer to the query, or when it finds nothing its answer to the first correction that finds
 * something (with that correction as `corrected`). The words are asked for only then: the first
 * query never loads them. One function for the results page and the recall bench (bench/search-recall.ts).
 */
export async function searchForgiving<T extends { total: number }>(
  query: string,
  run: (query: string) => Promise<T>,
  words: () => Promise<readonly string[]>,
): Promise<T & { corrected?: string }> {
  const answer = await run(query)
  if (answer.total > 0) return answer
  for (const corrected of correctedQueries(query, await words())) {
    const retried = await run(corrected)
    if (retried.total > 0) return { ...retried, corrected }
  }
  return answer
}
