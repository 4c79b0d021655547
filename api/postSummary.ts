/**
 * A post's card text: its summary, or without one the start of its body, as plain text of at most
 * `SUMMARY_CHARS` characters cut on a word boundary (`…` marks the cut). Lists, related posts, feeds
 * and landing sections carry this instead of the body, so a page that links a post weighs the same
 * whatever the post's size.
 *
 * The cutter reads the HTML only as far as it needs: the work is bounded by where the text it keeps
 * ends, not by the size of the body (a 5 MB body costs what its first paragraphs cost).
 */

/** Characters of a cut summary, `…` included. */
export const SUMMARY_CHARS = 200

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/** Elements whose insides are not text a reader sees. */
const HIDDEN = /^(script|style|template|noscript|svg|iframe)$/i

/**
 * `html` as plain text (tags out, a few entities decoded, white space collapsed), at most `max`
 * characters, cut after a whole word with `…`. Cutting its own result again gives it back unchanged.
 */
export function cutSummary(html: string | null | undefined, max = SUMMARY_CHARS): string {
  if (!html) return ''
  // Enough text to know whether it must be cut: one character past the limit.
  const want = max + 1
  let out = ''
  let space = false
  let i = 0
  while (i < html.length && out.length < want) {
    const ch = html[i]!
    if (ch === '<') {
      const end = html.indexOf('>', i + 1)
      if (end < 0) break
      const name = /^<\s*([a-z0-9]+)/i.exec(html.slice(i, Math.min(end + 1, i + 24)))?.[1]
      i = end + 1
      if (name && HIDDEN.test(name)) {
        const close = new RegExp(`</${name}[^>]*>`, 'gi')
        close.lastIndex = i
        i = close.exec(html) ? close.lastIndex : html.length
      }
      space = true
      continue
    }
    let text = ch
    if (ch === '&') {
      const entity = /^&(#?\w{1,8});/.exec(html.slice(i, i + 11))
      if (entity) {
        text = ENTITIES[entity[1]!] ?? entity[0]
        i += entity[0].length
      } else i += 1
    } else i += 1
    if (/^\s+$/.test(text)) {
      space = true
      continue
    }
    if (space && out) out += ' '
    space = false
    out += text
  }
  if (out.length <= max) return out
  const room = out.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  // A first word longer than the whole limit is cut inside the word.
  const kept = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:!?–-]+$/, '')
  return `${kept}…`
}

/** A post's card text: its summary, else the start of its body; plain and bounded either way. */
export function summaryOf(post: { summary?: string | null; content?: string | null }): string {
  return cutSummary(post.summary || post.content)
}
