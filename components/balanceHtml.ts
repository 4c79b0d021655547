/**
 * Balances the tags of already sanitised HTML (js-xss's output: only allowed tags, rebuilt with
 * lowercase names and quoted, escaped attributes, text with `<`/`>` escaped, no comments), so that
 * what a rich text opens it closes, and nothing it holds can close or swallow the page's own markup.
 * An unclosed `<table>` or `<a>`, or a stray `</div>`, otherwise makes the browser's parser move the
 * page's following elements, and hydration fails (React #418).
 *
 * It builds the tree the way the HTML parser would for these tags (a block closes an open `<p>`, an
 * `<li>` closes the previous one, table parts only inside a table, a heading closes a heading, an
 * `<a>` an `<a>`), drops end tags with nothing to close and closes what is still open at the end.
 * Its output obeys its own rules, so balancing it again changes nothing (server render and hydration
 * see the same string, and so does a second pass).
 *
 * Why not a full HTML parser (parse5, htmlparser2): on the client they add 44 KB and 26 KB gzip
 * (measured with esbuild, minified), against 3 KB of headroom in the first-load budgets
 * (scripts/release/budgets.ts); js-xss already tokenises, this is the tree on top, about 1 KB.
 */

const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'wbr'])

/** Elements whose start tag closes an open `<p>` (HTML: "close a p element" in body). */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
])

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** Boundaries no implied close or end tag reaches across (the parser's scope markers). */
const SCOPE = new Set(['table', 'td', 'th', 'caption'])

/** Where the search for a previous `<li>`/`<dd>`/`<dt>` stops (special elements but address, div, p). */
const LIST_ITEM_STOP = new Set([
  ...SCOPE,
  'ol',
  'ul',
  'dl',
  'blockquote',
  'section',
  'article',
  'aside',
  'nav',
])

const TABLE_PARTS = new Set(['caption', 'colgroup', 'col', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th'])
const ROW_GROUPS = ['tbody', 'thead', 'tfoot']
/** Where content other than a table part may not stand: the parser would move it out of the table. */
const TABLE_ONLY = new Set(['table', 'colgroup', 'tr', ...ROW_GROUPS])

/** What a table part's start tag closes, between it and its table. */
const SECTIONS = ['caption', 'colgroup', ...ROW_GROUPS]
const TABLE_PART_CLOSES: Record<string, ReadonlySet<string>> = {
  td: new Set(['td', 'th', 'caption', 'colgroup']),
  th: new Set(['td', 'th', 'caption', 'colgroup']),
  tr: new Set(['td', 'th', 'tr', 'caption', 'colgroup']),
  tbody: new Set(['td', 'th', 'tr', ...SECTIONS]),
  thead: new Set(['td', 'th', 'tr', ...SECTIONS]),
  tfoot: new Set(['td', 'th', 'tr', ...SECTIONS]),
  caption: new Set(['td', 'th', 'tr', ...SECTIONS]),
  colgroup: new Set(['td', 'th', 'tr', ...SECTIONS]),
  col: new Set(['td', 'th', 'tr', 'caption', ...ROW_GROUPS]),
}

const NOTHING = new Set<string>()
const TABLE = new Set(['table'])

const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g

export function balanceHtml(html: string): string {
  const open: string[] = []
  let out = ''
  const top = () => open[open.length - 1] ?? ''

  /** Closes the elements above and including `open[index]`. */
  const closeTo = (index: number) => {
    while (open.length > index) out += `</${open.pop()}>`
  }
  /** Index of the nearest open element named in `names`, looking no deeper than a `stop`; or -1. */
  const find = (names: ReadonlySet<string>, stop: ReadonlySet<string>) => {
    for (let i = open.length - 1; i >= 0; i--) {
      const tag = open[i]!
      if (names.has(tag)) return i
      if (stop.has(tag)) return -1
    }
    return -1
  }
  const closeNearest = (names: readonly string[], stop: ReadonlySet<string>) => {
    const i = find(new Set(names), stop)
    if (i >= 0) closeTo(i)
  }

  /** A table part: only inside a table (the parser ignores it elsewhere), with the parents it needs. */
  const tablePart = (tag: string): boolean => {
    const table = open.lastIndexOf('table')
    if (table < 0) return false
    // The outermost of what it closes above its table: a new row closes the cell and the row.
    const closes = TABLE_PART_CLOSES[tag] ?? NOTHING
    const i = open.findIndex((t, k) => k > table && closes.has(t))
    if (i >= 0) closeTo(i)
    if ((tag === 'td' || tag === 'th') && top() !== 'tr') start('tr', '<tr>')
    else if (tag === 'tr' && !ROW_GROUPS.includes(top())) start('tbody', '<tbody>')
    else if (tag === 'col' && top() !== 'colgroup') start('colgroup', '<colgroup>')
    return true
  }

  function start(tag: string, text: string) {
    if (TABLE_PARTS.has(tag)) {
      if (!tablePart(tag)) return
    } else if (TABLE_ONLY.has(top())) {
      // The parser would move it before the table; in a cell of its own it stays where it was.
      start('td', '<td>')
    }
    if (CLOSES_P.has(tag)) closeNearest(['p'], SCOPE)
    if (HEADINGS.has(tag) && HEADINGS.has(top())) closeTo(open.length - 1)
    if (tag === 'li') closeNearest(['li'], LIST_ITEM_STOP)
    if (tag === 'dd' || tag === 'dt') closeNearest(['dd', 'dt'], LIST_ITEM_STOP)
    if (tag === 'a') {
      closeNearest(['a'], SCOPE)
      // A link still open outside a table cell: the parser would nest the two, which no valid page
      // holds. The inner link's text stays, as text; its end tag is then a stray one and goes.
      if (open.includes('a')) return
    }
    if (VOID.has(tag)) {
      out += text
      return
    }
    // `<div/>` opens a div in HTML: the slash means nothing on a non-void element.
    out += text.replace(/\s*\/>$/, '>')
    open.push(tag)
  }

  const end = (tag: string) => {
    if (VOID.has(tag)) return
    if (tag === 'table') closeNearest([tag], NOTHING)
    else if (TABLE_PARTS.has(tag)) closeNearest([tag], TABLE)
    else if (tag === 'li') closeNearest([tag], new Set([...SCOPE, 'ol', 'ul']))
    else closeNearest([tag], SCOPE)
  }

  const addText = (text: string) => {
    if (!text) return
    if (text.trim() && TABLE_ONLY.has(top())) start('td', '<td>')
    out += text
  }

  let last = 0
  for (const match of html.matchAll(TAG)) {
    const index = match.index ?? 0
    addText(html.slice(last, index))
    last = index + match[0].length
    const tag = match[2]!
    if (match[1]) end(tag)
    else start(tag, match[0])
  }
  addText(html.slice(last))
  closeTo(0)
  return out
}
