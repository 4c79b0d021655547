/**
 * Links and addresses inside an assistant reply. A model's text is untrusted: only web, mail and
 * site-relative addresses survive; `javascript:`, `data:`, `vbscript:` and anything unknown become ''
 * (react-markdown's `urlTransform`), and the link renders as plain text. Whether a kept link is
 * internal or external (SPEC §2) is components/Link's rule, applied when it renders.
 */

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:'])

/** The address to keep, or '' when it must not become a link. */
export function safeChatUrl(url: string): string {
  // Browsers ignore control characters and surrounding blanks in a scheme (`java\tscript:`).
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '')
  if (!cleaned) return ''
  if (/^(\/(?!\/)|#|\?|\.\.?\/)/.test(cleaned)) return url.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]
  if (!scheme) return '' // `//host`, bare words: nothing a reply should point at
  return SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`) ? url.trim() : ''
}
