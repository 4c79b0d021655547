/**
 * When the header's menu fits on one line beside the brand and the account corner: a width
 * breakpoint per site, computed from its own name and menu labels, so the pre-rendered HTML is
 * already right (no measuring after load, no layout shift). Below it the menu collapses into the
 * ☰ button; above it the links sit in the header.
 *
 * The widths are deliberately generous estimates (per character, wider than Inter, Raleway and
 * Poppins at the header's sizes), rounded up to a step of a fixed ladder, so one stylesheet serves
 * every site (shell/styles/global.scss `.site-header--nav-<step>`). tests/e2e/header.spec.ts checks
 * the result on every tenant at 320–1440 px.
 */

/** The steps a site's breakpoint is rounded up to; `never` keeps the menu in its button. */
export const NAV_STEPS = [768, 900, 1024, 1152, 1280, 1440] as const
export type NavStep = (typeof NAV_STEPS)[number] | 'never'

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

// The header's parts at their CSS sizes (shell/styles/global.scss, shell/userMenu.scss).
const LOGO = 40 + 8 // image and gap
const BRAND_PX = 18
const NAV_PX = 16
const NAV_GAP = 24
const GAP = 24 // brand ↔ menu ↔ account corner
/** "Masuk" and "Daftar" as small buttons, or a signed-in user's avatar and name: the wider. */
const ACCOUNT = 200
const PADDING = 64 // the container's 2rem each side from 768 px
const MAX_CONTENT = 1200 - PADDING

/** The narrowest viewport in which brand, menu and account corner fit on one line. */
export function inlineNavWidth(siteName: string, labels: readonly string[], account: boolean): number {
  const nav = labels.reduce((sum, label) => sum + textWidth(label, NAV_PX), 0) + NAV_GAP * (labels.length - 1)
  const content = LOGO + textWidth(siteName, BRAND_PX) + GAP + nav + (account ? GAP + ACCOUNT : 0)
  return content > MAX_CONTENT ? Infinity : content + PADDING
}

/** The ladder step from which the site's menu stands in the header. */
export function navStep(siteName: string, labels: readonly string[], account: boolean): NavStep {
  const needed = inlineNavWidth(siteName, labels, account)
  return NAV_STEPS.find((step) => step >= needed) ?? 'never'
}
