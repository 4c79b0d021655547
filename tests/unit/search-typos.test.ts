import { describe, expect, it } from 'vitest'
import { correctedQuery, excerptParts } from '../../shell/search/engine'
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
    expect(correctedQuery('Kelsa', WORDS)).toBeNull() // a swap is two edits for a five-letter word
    expect(correctedQuery('pemrogaman', WORDS)).toBe('pemrograman')
    expect(correctedQuery('seduh kpoi', WORDS)).toBeNull()
    expect(correctedQuery('seduh kopii', WORDS)).toBe('seduh kopi')
  })

  it('leaves known words, short words and far-off words alone (null: nothing to retry)', () => {
    expect(correctedQuery('kopi', WORDS)).toBeNull()
    expect(correctedQuery('go ai', WORDS)).toBeNull()
    expect(correctedQuery('zzzzzz', WORDS)).toBeNull()
    expect(correctedQuery('belajr', [])).toBeNull()
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
