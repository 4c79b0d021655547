/**
 * Theme defaults (SPEC §9) and the mapping from the settings' `css` block to CSS custom properties.
 * One source for the colour and font defaults: everything else imports from here.
 */
import { fontStack } from './fonts'

export interface Theme {
  primary: string
  secondary: string
  success: string
  info: string
  warning: string
  danger: string
  light: string
  dark: string
  fontPrimary: string
  fontSecondary: string
}

export const DEFAULT_THEME: Theme = {
  primary: '#2096C4',
  secondary: '#2F80ED',
  success: '#2dce89',
  info: '#11cdef',
  warning: '#fb6340',
  danger: '#f5365c',
  light: '#adb5bd',
  dark: '#212529',
  fontPrimary: 'Raleway',
  fontSecondary: 'Inter',
}

/** The settings' `css` object as the CMS sends it (SPEC §3); every field optional. */
export interface SettingsCss {
  ft_primary?: string | undefined
  ft_secondary?: string | undefined
  clr_primary?: string | undefined
  clr_secondary?: string | undefined
  clr_success?: string | undefined
  clr_info?: string | undefined
  clr_warning?: string | undefined
  clr_danger?: string | undefined
  clr_light?: string | undefined
  clr_dark?: string | undefined
}

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/
// Font names end up inside a CSS declaration: allow only what a family name needs.
const FONT = /^[\p{L}\p{N} _-]{1,60}$/u

function colour(value: string | undefined, fallback: string): string {
  return value && COLOUR.test(value.trim()) ? value.trim() : fallback
}

function font(value: string | undefined, fallback: string): string {
  return value && FONT.test(value.trim()) ? value.trim() : fallback
}

/** Settings from the CMS win over the tenant's own theme; invalid values are ignored, never injected. */
export function mergeTheme(base: Theme, css: SettingsCss | null | undefined): Theme {
  if (!css) return base
  return {
    primary: colour(css.clr_primary, base.primary),
    secondary: colour(css.clr_secondary, base.secondary),
    success: colour(css.clr_success, base.success),
    info: colour(css.clr_info, base.info),
    warning: colour(css.clr_warning, base.warning),
    danger: colour(css.clr_danger, base.danger),
    light: colour(css.clr_light, base.light),
    dark: colour(css.clr_dark, base.dark),
    fontPrimary: font(css.ft_primary, base.fontPrimary),
    fontSecondary: font(css.ft_secondary, base.fontSecondary),
  }
}

/**
 * CSS custom properties for a theme, as a `style` object for the shell's root element.
 * `--clr-primary`, `--clr-secondary`, `--clr-dark` and `--clr-danger` are the accessible shades
 * (white text on them and them as text on white pass 4.5:1); `--clr-brand-*` are the raw colours
 * for decoration, `--clr-on-brand-*` the text colour that reads on a raw colour.
 */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--clr-primary': shadeForWhiteText(theme.primary),
    '--clr-secondary': shadeForWhiteText(theme.secondary),
    '--clr-success': theme.success,
    '--clr-info': theme.info,
    '--clr-warning': theme.warning,
    '--clr-danger': shadeForWhiteText(theme.danger),
    '--clr-light': theme.light,
    '--clr-dark': shadeForWhiteText(theme.dark),
    '--clr-brand-primary': theme.primary,
    '--clr-brand-secondary': theme.secondary,
    '--clr-on-brand-primary': textOn(theme.primary),
    '--clr-on-brand-secondary': textOn(theme.secondary),
    // Only self-hosted fonts: an unknown name gets its role's default (sites/fonts.ts).
    '--ft-primary': fontStack(theme.fontPrimary, 'primary'),
    '--ft-secondary': fontStack(theme.fontSecondary, 'secondary'),
  }
}

/** The same variables as a `:root{}` rule, for the pre-rendered <head> so first paint is themed. */
export function themeCssText(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
  return `:root{${body}}`
}

// ---- Accessible shades (WCAG 2.2 AA) ----
// A brand colour is used raw only where it carries no text (gradients' decoration, borders, accents).
// Wherever text sits on it or it colours text on white, the theme uses a shade of it darkened just
// enough to reach 4.5:1 against white, so one variable serves both cases: white text on the shade
// and the shade as text on white. `--clr-on-*` gives the readable text colour on the raw brand colour.

/** WCAG AA for normal text; large text and UI components need 3:1. */
export const AA_TEXT = 4.5
export const AA_LARGE = 3

const WHITE = '#ffffff'
const INK = '#000000'

function rgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '')
  if (h.length === 3) h = [...h].map((c) => c + c).join('')
  h = h.slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Relative luminance (WCAG 2.x). */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1 … 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The colour itself when white text on it reaches `ratio`, else the lightest darker shade of it
 * (mixed towards black in 1 % steps, hue kept) that does.
 */
export function shadeForWhiteText(colour: string, ratio = AA_TEXT): string {
  const base = rgb(colour)
  for (let k = 0; k <= 100; k++) {
    const shade = hex(base.map((v) => v * (1 - k / 100)) as [number, number, number])
    if (contrast(WHITE, shade) >= ratio) return shade
  }
  return '#000000'
}

/** White or black, whichever reads better on `background` (both pass 4.5:1 for any colour). */
export function textOn(background: string): string {
  return contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK
}
