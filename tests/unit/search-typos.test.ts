import { describe, expect, it } from 'vitest'
import { correctedQuery, excerptParts } from '../../shell/search/engine'
import { alternatives, correctedQueries, editDistance } from '../../shell/search/correction'
import { vocabulary } from '../../scripts/release/searchIndex'

const WORDS = vocabulary([
  { title: 'Belajar Pemrograman Web', text: 'Kelas pembelajaran kopi untuk pemula' },
  { title: 'Seduh Kopi Manual', text: 'Teknik seduh <b>bukan</b> tag' },
])

describe('vocabulary: the words a typo is corrected to', () => {
  it('holds each word of four letters or more once, lower-cased and sorted', () => {
    expect(WORDS).toEqual([
      'belajar',
      'bukan',
      'kelas',
      'kopi',
      'manual',
      'pembelajaran',
      'pemrograman',
      'pemula',
      'seduh',
      'teknik',
      'untuk',
    ])
  })
})

describe('correctedQuery', () => {
  it('replaces an unknown word by the nearest known one within one edit, two for long words', () => {
    expect(correctedQuery('belajr', WORDS)).toBe('belajar')
    expect(correctedQuery('pemrogaman', WORDS)).toBe('pemrograman')
    expect(correctedQuery('seduh kopii', WORDS)).toBe('seduh kopi')
  })

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(correctedQuery('Kelsa', WORDS)).toBe('kelas')
    expect(correctedQuery('seduh kpoi', WORDS)).toBe('seduh kopi')
    expect(correctedQuery('pemlua', WORDS)).toBe('pemula')
    expect(correctedQuery('manaul', WORDS)).toBe('manual')
  })

  it('allows one edit up to seven letters, two from eight', () => {
    expect(correctedQuery('blejar', WORDS)).toBeNull() // seven-letter target, two edits off
    expect(correctedQuery('pemrgoarman', WORDS)).toBe('pemrograman') // two swaps
    expect(correctedQuery('pmrgoarman', WORDS)).toBeNull() // three edits
  })

  it('completes a shortened word of five letters or more, the shortest completion first', () => {
    expect(correctedQuery('pemro', WORDS)).toBe('pemrograman')
    expect(correctedQueries('pemb', WORDS)).toEqual([]) // four letters begin too many words
    // A word that begins known words is taken as shortened before as mistyped.
    expect(correctedQuery('berta', ['berita', 'bertahap'])).toBe('bertahap')
    expect(correctedQuery('berta', ['berita', 'kopi'])).toBe('berita')
    expect(alternatives('pembe', ['pembelajaran', 'pembentuk', 'pembela'], new Set())).toEqual([
      'pembela',
      'pembentuk',
      'pembelajaran',
    ])
  })

  it("offers each word's further alternatives as further queries", () => {
    expect(correctedQueries('tekni kopi', ['kopi', 'teknik', 'teknis'])).toEqual([
      'teknik kopi',
      'teknis kopi',
    ])
  })

  it('leaves known words, short words and far-off words alone (null: nothing to retry)', () => {
    expect(correctedQuery('kopi', WORDS)).toBeNull()
    expect(correctedQuery('go ai', WORDS)).toBeNull()
    expect(correctedQuery('zzzzzz', WORDS)).toBeNull()
    expect(correctedQuery('belajr', [])).toBeNull()
    expect(correctedQueries('xqzvkw qwrtzp', WORDS)).toEqual([])
  })
})

describe('editDistance (optimal string alignment, cut off above a limit)', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps as one edit each', () => {
    expect(editDistance('codnig', 'coding', 2)).toBe(1)
    expect(editDistance('kopi', 'kopi', 1)).toBe(0)
    expect(editDistance('kopi', 'kapi', 1)).toBe(1)
    expect(editDistance('kopi', 'kopii', 1)).toBe(1)
    expect(editDistance('abcd', 'badc', 2)).toBe(2)
  })

  it('stops at limit + 1', () => {
    expect(editDistance('kopi', 'teknik', 1)).toBe(2)
    expect(editDistance('zzzzzzzz', 'pemrograman', 2)).toBe(3)
  })
})

describe('excerptParts', () => {
  it('splits marked words from text and decodes entities, without parsing HTML', () => {
    expect(excerptParts('Belajar <mark>kopi</mark> &amp; teh <b>x</b>')).toEqual([
      { text: 'Belajar ', marked: false },
      { text: 'kopi', marked: true },
      { text: ' & teh x', marked: false },
    ])
  })
})
