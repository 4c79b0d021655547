/**
 * RichText's sanitiser balances tags: whatever an article opens it closes, stray end tags go, and a
 * second pass changes nothing (the server's render and the browser's hydration run it on the same
 * text and must agree). The checker below walks the output on its own, without the balancer's code.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../components/RichText'

const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'wbr'])

/** Why `html` is not a well-formed tree of the kind the browser would keep as written, or null. */
function unbalanced(html: string): string | null {
  const open: string[] = []
  for (const [, closing, tag] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (VOID.has(tag!)) {
      if (closing) return `</${tag}>`
      continue
    }
    if (closing) {
      if (open.at(-1) !== tag) return `</${tag}> closes <${open.at(-1) ?? 'nothing'}>`
      open.pop()
      continue
    }
    if (tag === 'p' && open.includes('p')) return 'p in p'
    if (tag === 'a' && open.includes('a')) return 'a in a'
    if (/^(td|th|tr|tbody|thead|tfoot|caption|colgroup)$/.test(tag!) && !open.includes('table'))
      return `<${tag}> outside a table`
    open.push(tag!)
  }
  return open.length ? `unclosed ${open.join(' > ')}` : null
}

const expectBalanced = (input: string) => {
  const once = sanitizeHtml(input)
  expect(unbalanced(once), `${input} → ${once}`).toBeNull()
  expect(sanitizeHtml(once), 'a second pass changes nothing').toBe(once)
  return once
}

describe('rich text balances unbalanced markup', () => {
  it('closes an unclosed table, with the row group and row a browser would add', () => {
    expect(expectBalanced('<table><tr><td>Jadwal')).toBe(
      '<table><tbody><tr><td>Jadwal</td></tr></tbody></table>',
    )
    expect(expectBalanced('<table><tr><td>1<td>2<tr><td>3</table>setelah')).toBe(
      '<table><tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></tbody></table>setelah',
    )
  })

  it('closes unclosed divs and list items, a new item closing the last', () => {
    expect(expectBalanced('<div>a<div>b')).toBe('<div>a<div>b</div></div>')
    expect(expectBalanced('<ul><li>satu<li>dua')).toBe('<ul><li>satu</li><li>dua</li></ul>')
    expect(expectBalanced('<ol><li>a<ul><li>b</ol>c')).toBe('<ol><li>a<ul><li>b</li></ul></li></ol>c')
    expect(expectBalanced('<dl><dt>a<dd>b<dt>c</dl>')).toBe('<dl><dt>a</dt><dd>b</dd><dt>c</dt></dl>')
  })

  it('never nests a link in a link, even through a table cell', () => {
    expect(expectBalanced('<a><table><a>sel</a></table></a>')).toBe(
      '<a><table><tbody><tr><td>sel</td></tr></tbody></table></a>',
    )
  })

  it('drops stray closing tags, which would close the page around the article', () => {
    expect(expectBalanced('a</div></p>b</table></li>')).toBe('ab')
    expect(expectBalanced('<p>a</div>b</p>')).toBe('<p>ab</p>')
    expect(expectBalanced('<table><tr><td><div>x</td></div></table>')).toBe(
      '<table><tbody><tr><td><div>x</div></td></tr></tbody></table>',
    )
  })

  it('closes a paragraph where a paragraph or a block starts, as the HTML parser does', () => {
    expect(expectBalanced('<p>a<p>b</p></p>')).toBe('<p>a</p><p>b</p>')
    expect(expectBalanced('<p>a<div>b</div>c</p>')).toBe('<p>a</p><div>b</div>c')
    expect(expectBalanced('<p>x<table><tr><td><p>y</td></tr></table>z')).toBe(
      '<p>x</p><table><tbody><tr><td><p>y</p></td></tr></tbody></table>z',
    )
  })

  it('nests misnested inline tags, links and headings', () => {
    expect(expectBalanced('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y')
    expect(expectBalanced('<a href="/a">1<a href="/b">2</a>')).toBe(
      '<a rel="noopener noreferrer" href="/a">1</a><a rel="noopener noreferrer" href="/b">2</a>',
    )
    expect(expectBalanced('<h1>a<h2>b</h2></h1>')).toBe('<h1>a</h1><h2>b</h2>')
    expect(expectBalanced('<strong>tebal')).toBe('<strong>tebal</strong>')
  })

  it('keeps table parts in a table: outside one they go, loose content gets a cell', () => {
    expect(expectBalanced('<tr><td>x</td></tr>')).toBe('x')
    expect(expectBalanced('<table>teks<tr><td>1</td></tr></table>')).toBe(
      '<table><tbody><tr><td>teks</td></tr><tr><td>1</td></tr></tbody></table>',
    )
  })

  it('leaves balanced markup as it was', () => {
    const html =
      '<h2>Judul</h2><p>Teks <strong>tebal</strong> dan <em>miring</em>.</p><ul><li>a</li><li>b</li></ul>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><p>a<br>b</p>'
    expect(expectBalanced(html)).toBe(html)
  })

  it('balances any mix of tags, and a second pass changes nothing', () => {
    const piece = fc.oneof(
      fc
        .constantFrom(
          ...['p', 'div', 'table', 'tbody', 'tr', 'td', 'th', 'caption', 'col', 'colgroup', 'ul', 'ol'],
          ...['li', 'dl', 'dt', 'dd', 'a', 'b', 'i', 'em', 'strong', 'span', 'h1', 'h2', 'br', 'hr', 'img'],
          ...['blockquote', 'pre', 'section', 'script', 'iframe', 'body', 'html', 'select', 'textarea'],
        )
        .chain((tag) => fc.constantFrom(`<${tag}>`, `</${tag}>`, `<${tag}/>`, `<${tag} href="/x">`)),
      fc.constantFrom('teks', ' ', '&amp;', '<', '>', '<!-- c -->', '"'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expectBalanced(pieces.join(''))
      }),
      { numRuns: 2000 },
    )
  })
})
