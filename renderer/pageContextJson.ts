/**
 * The page data Vike's client router fetches on a client-side navigation (`X/index.pageContext.json`)
 * is served without the tenant's runtime, both pre-rendered (scripts/release/tenant.ts) and rendered
 * on request (renderer/app.ts): one function for both, so the two cannot drift.
 */

/**
 * The page data Vike's client router fetches on a client-side navigation, without the tenant's
 * runtime (`site`, about 1.8 KB): the tab has it from its first page's HTML, which always carries it,
 * and shell/site.tsx `siteOf` keeps that one for the life of the tab. The HTML pages keep it (they
 * hydrate with it). Everything else is Vike's serialisation, untouched.
 */
export function withoutSite(pageContextJson: string): string {
  // Cut out of the text rather than re-serialised: Vike escapes what JSON.stringify would not.
  const start = pageContextJson.indexOf('"site":')
  if (start < 0) return pageContextJson
  const end = jsonValueEnd(pageContextJson, start + '"site":'.length)
  const before = pageContextJson.slice(0, start)
  let after = pageContextJson.slice(end)
  if (after.startsWith(',')) after = after.slice(1)
  else if (before.endsWith(',')) return before.slice(0, -1) + after
  const out = before + after
  // Only a top-level key may go: anything else means the format is not the one expected.
  const parsed = JSON.parse(out) as Record<string, unknown>
  if (Object.keys(parsed).length !== Object.keys(JSON.parse(pageContextJson) as object).length - 1)
    throw new Error('pageContext.json: "site" is not a top-level key')
  return out
}

/** Index just past the JSON value starting at `i` (an object, array, string or literal). */
function jsonValueEnd(text: string, i: number): number {
  let depth = 0
  let inString = false
  for (let j = i; j < text.length; j++) {
    const ch = text[j]
    if (inString) {
      if (ch === '\\') j++
      else if (ch === '"') {
        inString = false
        if (depth === 0) return j + 1
      }
    } else if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') {
      if (depth === 0) return j
      if (--depth === 0) return j + 1
    } else if (depth === 0 && ch === ',') return j
  }
  return text.length
}
