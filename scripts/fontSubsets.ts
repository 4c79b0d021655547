/**
 * The "core" subsets of the self-hosted fonts: each 400 and 800 face of the catalogue
 * (sites/fonts.ts) cut down to the characters nearly every page draws (printable ASCII, the
 * no-break space and the typographic quotes, dashes, bullet, ellipsis and guillemets). That is
 * what a site preloads: about 14 KB a face instead of the 23–25 KB of fontsource's Latin file. The
 * Latin file stays declared for the rest of its range (shell/styles/fonts.css, `unicode-range`),
 * so a page with an "é" or a "½" downloads it then, and every character is still drawn in the
 * site's font.
 *
 * Written into shell/styles/fonts/ (not committed) from node_modules when Vite starts
 * (vite.config.ts), again only when a source file or the core range changed;
 * tests/unit/fonts.test.ts keeps fonts.css's ranges equal to these.
 */
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { FONT_WEIGHTS, HOSTED_FONTS, coreFileStem, fontFileStem } from '../sites/fonts'

/** Fontsource's `latin` subset, as its own CSS declares it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * What nearly every page draws: Indonesian text, prices in rupiah, names, typographic punctuation,
 * and the single guillemets of the page links and breadcrumbs (‹ ›).
 */
export const CORE_UNICODE_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00AE, U+00B7, U+00BB, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2122'

type Span = [number, number]

function parseUnicodeRange(range: string): Span[] {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)]
  })
}

/** Every code point of a unicode-range. */
export function codePoints(range: string): number[] {
  return parseUnicodeRange(range).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))
}

function formatUnicodeRange(spans: readonly Span[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  return spans.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')
}

/** The code points of `range` that are not in `minus`, as a unicode-range. */
export function subtractUnicodeRange(range: string, minus: string): string {
  const cut = new Set(codePoints(minus))
  const spans: Span[] = []
  for (const c of codePoints(range).filter((c) => !cut.has(c))) {
    const last = spans.at(-1)
    if (last && last[1] === c - 1) last[1] = c
    else spans.push([c, c])
  }
  return formatUnicodeRange(spans)
}

/** The Latin file's share once the core subset has its own file. */
export const REST_UNICODE_RANGE = subtractUnicodeRange(LATIN_UNICODE_RANGE, CORE_UNICODE_RANGE)

export const SUBSET_DIR = 'shell/styles/fonts'

/**
 * Writes the core subsets under `root`, unless those on disk were made from the same sources and
 * the same range.
 */
export async function writeFontSubsets(root: string): Promise<void> {
  const dir = path.join(root, SUBSET_DIR)
  const faces = HOSTED_FONTS.flatMap((font) =>
    FONT_WEIGHTS.map((weight) => ({
      source: path.join(
        root,
        'node_modules/@fontsource',
        font.id,
        'files',
        `${fontFileStem(font, weight)}.woff2`,
      ),
      target: path.join(dir, `${coreFileStem(font, weight)}.woff2`),
    })),
  )
  const stamp = JSON.stringify({
    range: CORE_UNICODE_RANGE,
    sources: faces.map(({ source }) => [path.relative(root, source), fs.statSync(source).size]),
  })
  const stampFile = path.join(dir, 'stamp.json')
  const current = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp
  if (current && faces.every(({ target }) => fs.existsSync(target))) return
  fs.mkdirSync(dir, { recursive: true })
  const text = String.fromCodePoint(...codePoints(CORE_UNICODE_RANGE))
  for (const { source, target } of faces) {
    const subset = await subsetFont(fs.readFileSync(source), text, { targetFormat: 'woff2' })
    // Aside, then renamed: a build started at the same moment never reads half a file.
    const aside = `${target}.${process.pid}.tmp`
    fs.writeFileSync(aside, subset)
    fs.renameSync(aside, target)
  }
  const aside = `${stampFile}.${process.pid}.tmp`
  fs.writeFileSync(aside, stamp)
  fs.renameSync(aside, stampFile)
}
