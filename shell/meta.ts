/**
 * Page metadata rules (SPEC §2, §5): the site name is appended to every title but the home page's;
 * descriptions from rich text are stripped of tags and cut to 20 words plus `…`; robots default
 * to `index, follow`.
 */

export const DESCRIPTION_WORDS = 20
export const DEFAULT_ROBOTS = 'index, follow'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Plain text of at most 20 words; `…` marks a cut. */
export function describe(richText: string | null | undefined, words = DESCRIPTION_WORDS): string {
  if (!richText) return ''
  const all = stripTags(richText).split(' ').filter(Boolean)
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ')
}

export const TITLE_SEPARATOR = ' | '

export function pageTitle(title: string | null | undefined, siteName: string, isHome: boolean): string {
  if (isHome || !title) return siteName
  return `${title}${TITLE_SEPARATOR}${siteName}`
}

/** `robot_index`/`robot_follow` from the settings' meta; anything but an explicit false counts as yes. */
export function robots(index?: boolean | string | null, follow?: boolean | string | null): string {
  const no = (v: boolean | string | null | undefined) =>
    v === false || v === 'false' || v === 'noindex' || v === 'nofollow'
  if (index === undefined && follow === undefined) return DEFAULT_ROBOTS
  return `${no(index) ? 'noindex' : 'index'}, ${no(follow) ? 'nofollow' : 'follow'}`
}
