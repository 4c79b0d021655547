/** The card text cut from a post: plain, bounded, on a word boundary, and cheap on a huge body. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cutSummary, summaryOf, SUMMARY_CHARS } from '../../api/postSummary'

describe('cutSummary', () => {
  it('gives short text back as plain text, entities decoded, white space collapsed', () => {
    expect(cutSummary('<p>Siswa <strong>juara</strong>\n  lomba &amp; robotik.</p>')).toBe(
      'Siswa juara lomba & robotik.',
    )
    expect(cutSummary('<h2>Judul</h2><p>Paragraf</p>')).toBe('Judul Paragraf')
    expect(cutSummary('')).toBe('')
    expect(cutSummary(null)).toBe('')
  })

  it('leaves out what a reader never sees: scripts, styles, svg', () => {
    expect(cutSummary('<style>p{color:red}</style><p>Teks</p><script>alert(1)</script> akhir')).toBe(
      'Teks akhir',
    )
    expect(cutSummary('<svg><text>gambar</text></svg>Isi')).toBe('Isi')
  })

  it('cuts after a whole word with an ellipsis, within the limit', () => {
    const words = Array.from({ length: 80 }, (_, i) => `kata${i}`).join(' ')
    const cut = cutSummary(`<p>${words}</p>`)
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_CHARS)
    expect(cut.endsWith('…')).toBe(true)
    const kept = cut.slice(0, -1).split(' ')
    expect(words.split(' ').slice(0, kept.length)).toEqual(kept)
    expect(cutSummary('satu dua tiga empat', 12)).toBe('satu dua…')
  })

  it('cuts a first word longer than the limit inside the word', () => {
    expect(cutSummary('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`)
  })

  it('is bounded and stable for any input: cutting a cut changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 2, max: 250 }), (html, max) => {
        const once = cutSummary(html, max)
        expect(once.length).toBeLessThanOrEqual(max)
        if (!/[<&]/.test(once)) expect(cutSummary(once, max)).toBe(once)
      }),
    )
  })

  it('reads only the start of a huge body', () => {
    const huge = `<p>${'kata '.repeat(1_000_000)}</p>` // 5 MB
    const started = performance.now()
    for (let i = 0; i < 100; i++) cutSummary(huge)
    // 100 cuts of a 5 MB body: one regex pass over the whole body costs tens of ms, 100 cost seconds.
    expect(performance.now() - started).toBeLessThan(1000)
    expect(cutSummary(huge).length).toBeLessThanOrEqual(SUMMARY_CHARS)
  })
})

describe('summaryOf', () => {
  it('takes the summary, else the body, cut either way', () => {
    expect(summaryOf({ summary: 'Ringkas.', content: '<p>Isi panjang</p>' })).toBe('Ringkas.')
    expect(summaryOf({ summary: '', content: '<p>Isi</p>' })).toBe('Isi')
    expect(summaryOf({ summary: null, content: null })).toBe('')
    expect(summaryOf({ summary: 'x '.repeat(1000) }).length).toBeLessThanOrEqual(SUMMARY_CHARS)
  })
})
