/**
 * What the header shows at each width, decided per site from its own name and menu labels, so the
 * pre-rendered HTML is already right (no measuring after load, no layout shift). One stylesheet
 * serves every site (shell/styles/global.scss): the header carries classes naming the ladder steps
 * computed here.
 *
 * - The brand: the site's name whole wherever it fits, else its registry's `shortName` (the
 *   leading words of the name a visitor knows it by, e.g. "Alkademi" for "Alkademi Foundation"). A
 *   visitor recognises a site by its name first, so on phones the name keeps its room and what
 *   stands beside it shrinks: "Masuk" and "Daftar" become icon buttons (their names stay for
 *   screen readers), and under 360 px the logo tile gives way to the name itself (the tile only
 *   repeats the name's initials). `brandStep` is the width from which the whole name shows.
 * - The menu: on a wide screen a visitor expects the site's pages as links, not behind ☰. From the
 *   step where the first items fit, as many stand in the header as fit at each step and the rest
 *   open from "Lainnya"; below it all of them are in the ☰ panel (`navFit`).
 *
 * The widths are deliberately generous estimates (per character, wider than Inter, Raleway and
 * Poppins at the header's sizes), checked on every tenant at 320–1440 px by tests/e2e/header.spec.ts
 * and tests/e2e/header-fit.spec.ts.
 */

/** The steps a site's menu breakpoints are rounded up to; `never` keeps the item out of the header. */
export const NAV_STEPS = [768, 900, 1024, 1152, 1280, 1440] as const
export type NavStep = (typeof NAV_STEPS)[number] | 'never'

/** The widths below which a site may show its short name; 320 means the whole name always fits. */
export const BRAND_STEPS = [360, 400, 480, 560, 640, 768] as const
export type BrandStep = 320 | (typeof BRAND_STEPS)[number]

/** Estimated width of text in px: upper case, lower case and spaces apart (generous upper bounds). */
export function textWidth(text: string, fontPx: number): number {
  let em = 0
  for (const ch of text) {
    if (ch === ' ') em += 0.3
    else if (/[A-Z0-9]/.test(ch)) em += 0.72
    else if (/[mw]/.test(ch)) em += 0.9
    else if (/[ijlt.,:'()]/.test(ch)) em += 0.36
    else em += 0.6
  }
  return Math.ceil(em * fontPx)
}

// The header's parts at their CSS sizes (shell/styles/global.scss, shell/searchButton.scss,
// shell/userMenu.scss). Phones are under PHONE_MAX; wide screens from WIDE (the container's padding).
const PHONE_MAX = 640
const WIDE = 768
const SCROLLBAR = 17 // a desktop's classic scrollbar takes this much of the viewport
const MAX_CONTAINER = 1200
const PHONE = {
  padding: 32,
  logo: 32 + 6,
  /** Under this width the logo tile gives way to the name. */
  logoFrom: 360,
  brandPx: 16,
  button: 32, // search, ☰, and "Masuk" / "Daftar" as icons; their own padding parts them
  gap: 0,
  /** "Masuk" and "Daftar" as two icons, or a signed-in user's avatar: the wider. */
  account: 32 + 4 + 32,
}
const FULL = {
  logo: 40 + 8,
  brandPx: 18,
  button: 44,
  gap: 8,
  /** "Masuk" and "Daftar" as small buttons, or a signed-in user's avatar and name: the wider. */
  account: 200,
}
const NAV_PX = 16
const NAV_GAP = 24
const MENU_GAP = 24 // brand ↔ menu ↔ account corner
const MORE = textWidth('Lainnya', NAV_PX) + 20 // and its ▾
/** Fewer items than this beside "Lainnya" reads as a broken menu: ☰ keeps them all instead. */
const MIN_INLINE = 2

const padding = (width: number) => (width < WIDE ? 32 : 64)

/** The room the brand's text has at a viewport width while the menu is in ☰, and its font size. */
export function brandRoom(width: number, account: boolean): { px: number; fontPx: number } {
  if (width < PHONE_MAX) {
    const parts = 1 + (account ? 1 : 0) + 1 // search, account corner, ☰
    const px =
      width -
      PHONE.padding -
      (width >= PHONE.logoFrom ? PHONE.logo : 0) -
      2 * PHONE.button -
      (account ? PHONE.account : 0) -
      parts * PHONE.gap
    return { px, fontPx: PHONE.brandPx }
  }
  const parts = 1 + (account ? 1 : 0) + 1
  const px =
    width - padding(width) - FULL.logo - 2 * FULL.button - (account ? FULL.account : 0) - parts * FULL.gap
  return { px, fontPx: FULL.brandPx }
}

export function brandFits(name: string, width: number, account: boolean): boolean {
  const room = brandRoom(width, account)
  return textWidth(name, room.fontPx) <= room.px
}

/**
 * The narrowest step from which the whole name fits at every width up to the wide screen (where
 * `navFit` keeps its room); `never` when it does not even fit there.
 */
export function brandStep(name: string, account: boolean): BrandStep | 'never' {
  const checked: BrandStep[] = [320, ...BRAND_STEPS]
  let step: BrandStep | 'never' = 'never'
  for (let i = checked.length - 1; i >= 0; i--) {
    const width = checked[i]!
    if (!brandFits(name, width, account)) break
    step = width
  }
  return step
}

export interface NavFit {
  /** From this step the menu stands in the header (☰ below it). */
  inline: NavStep
  /** Per item: from which step it stands in the header, else it is under "Lainnya". */
  items: NavStep[]
  /** From this step every item stands in the header and "Lainnya" goes. */
  all: NavStep
}

/** How many of the menu's items fit in the header at a viewport width (0 when even one does not). */
export function itemsThatFit(
  siteName: string,
  labels: readonly string[],
  account: boolean,
  width: number,
): number {
  const content = Math.min(width - SCROLLBAR, MAX_CONTAINER) - padding(width)
  const fixed =
    FULL.logo +
    textWidth(siteName, FULL.brandPx) +
    MENU_GAP +
    FULL.gap +
    FULL.button + // search
    (account ? MENU_GAP + FULL.account : 0)
  let used = fixed
  for (let k = 0; k < labels.length; k++) {
    used += textWidth(labels[k]!, NAV_PX) + (k > 0 ? NAV_GAP : 0)
    const rest = k + 1 < labels.length ? NAV_GAP + MORE : 0
    if (used + rest > content) return k
  }
  return labels.length
}

/** The steps at which the menu, each item, and the whole menu stand in the header. */
export function navFit(siteName: string, labels: readonly string[], account: boolean): NavFit {
  const counts = NAV_STEPS.map((step) => itemsThatFit(siteName, labels, account, step))
  const least = Math.min(MIN_INLINE, labels.length)
  const from = (n: number): NavStep => {
    const i = counts.findIndex((count) => count >= n && count >= least && count > 0)
    return i < 0 ? 'never' : NAV_STEPS[i]!
  }
  return {
    inline: from(least),
    items: labels.map((_, i) => from(i + 1)),
    all: from(labels.length),
  }
}
