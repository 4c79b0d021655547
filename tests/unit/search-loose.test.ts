import { describe, expect, it } from 'vitest'
import {
  looseWords,
  matchedWords,
  normalized,
  searchForgiving,
  sharedRun,
  standsFor,
  type RunAnswer,
} from '../../shell/search/correction'

const WORDS = ['belajar', 'kelas', 'kopi', 'pembelajaran', 'pemrograman', 'seduh']

/** A Pagefind stand-in: each query's answer, the words matched per result; anything else finds nothing. */
function runner(answers: Record<string, string[][]>) {
  const asked: string[] = []
  const run = async (q: string): Promise<RunAnswer & { q: string }> => {
    asked.push(q)
    const hits = (answers[q] ?? []).map((words) => ({ words }))
    return { q, total: hits.length, hits }
  }
  return { run, asked }
}

const NOTHING = { q: '', total: 0, hits: [] }

describe('matchedWords: the words Pagefind matched in a result', () => {
  it('takes the content words at the locations, counted between white space, normalized', () => {
    expect(matchedWords('Seduh Kopi.  Belajar\nmenyeduh  kopi', [1, 2, 4])).toEqual(['kopi', 'belajar'])
    expect(matchedWords('Kafé (pemula)', [0, 1, 7])).toEqual(['kafe', 'pemula'])
  })
})

describe('standsFor: a typed and a found word share most of the shorter in one run', () => {
  it('accepts the word itself, its continuation and its other forms', () => {
    expect(standsFor('kopi', 'kopi')).toBe(true)
    expect(standsFor('pemrogr', 'pemrograman')).toBe(true)
    expect(standsFor('pembelajaran', 'pelajaran')).toBe(true)
    expect(standsFor('pembelajaran', 'belajar')).toBe(true) // all of the shorter word
  })

  it("refuses what Pagefind's last resort finds: only the beginning of the typed word", () => {
    expect(standsFor('bcdfgh', 'b')).toBe(false)
    expect(standsFor('bcdfgh', 'abcd')).toBe(false)
    expect(standsFor('pemrgoraman', 'pemrintah')).toBe(false)
    expect(sharedRun('pemrgoraman', 'pemrintah')).toBe(4)
  })
})

describe('looseWords', () => {
  it('names the typed words no loaded result matched by a word standing for them', () => {
    const answer = { total: 3, hits: [{ words: ['kopi', 'b'] }, { words: ['b'] }] }
    expect(looseWords('Kopi bxqztw', answer)).toEqual(['bxqztw'])
    expect(looseWords('kopi go', answer)).toEqual([]) // short words are never in doubt
    expect(normalized('Kafé:')).toBe('kafe')
  })
})

describe('searchForgiving', () => {
  it('keeps an answer matching every typed word, without loading the words', async () => {
    const { run, asked } = runner({ kopi: [['kopi']] })
    let loaded = false
    const words = async () => ((loaded = true), WORDS)
    expect((await searchForgiving('kopi', run, words, NOTHING)).q).toBe('kopi')
    expect(asked).toEqual(['kopi'])
    expect(loaded).toBe(false)
  })

  it('finds nothing for gibberish Pagefind matched to a short indexed word', async () => {
    const { run } = runner({ bcdfgh: [['b'], ['b']] })
    const answer = await searchForgiving('bcdfgh', run, async () => WORDS, NOTHING)
    expect(answer.total).toBe(0)
    expect(answer.corrected).toBeUndefined()
  })

  it('tries the correction of a typo Pagefind matched loosely', async () => {
    const { run, asked } = runner({ pemrgoraman: [['pem']], pemrograman: [['pemrograman']] })
    const answer = await searchForgiving('pemrgoraman', run, async () => WORDS, NOTHING)
    expect(asked).toEqual(['pemrgoraman', 'pemrograman'])
    expect(answer).toMatchObject({ q: 'pemrograman', corrected: 'pemrograman' })
  })

  it("keeps a loose match of the tenant's own word (its stem found in words too unlike it)", async () => {
    const { run } = runner({ pembelajaran: [['ajar'], ['ajaran']] })
    expect((await searchForgiving('pembelajaran', run, async () => WORDS, NOTHING)).total).toBe(2)
  })

  it("keeps Pagefind's answer when the words cannot be loaded", async () => {
    const { run } = runner({ bcdfgh: [['b']] })
    expect((await searchForgiving('bcdfgh', run, async () => [], NOTHING)).total).toBe(1)
  })

  it('refuses a correction that is itself matched only loosely', async () => {
    const { run } = runner({ 'kopii bcdfgh': [['kopi', 'b']], 'kopi bcdfgh': [['kopi', 'b']] })
    expect((await searchForgiving('kopii bcdfgh', run, async () => WORDS, NOTHING)).total).toBe(0)
  })
})
