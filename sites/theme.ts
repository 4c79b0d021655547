/**
 * Theme defaults (SPEC §9) and the mapping from the settings' `css` block to CSS custom properties.
 * One source for the colour and font defaults: everything else imports from here.
 */

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

/** CSS custom properties for a theme, as a `style` object for the shell's root element. */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--clr-primary': theme.primary,
    '--clr-secondary': theme.secondary,
    '--clr-success': theme.success,
    '--clr-info': theme.info,
    '--clr-warning': theme.warning,
    '--clr-danger': theme.danger,
    '--clr-light': theme.light,
    '--clr-dark': theme.dark,
    '--ft-primary': `'${theme.fontPrimary}', system-ui, sans-serif`,
    '--ft-secondary': `'${theme.fontSecondary}', system-ui, sans-serif`,
  }
}

/** The same variables as a `:root{}` rule, for the pre-rendered <head> so first paint is themed. */
export function themeCssText(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
  return `:root{${body}}`
}
