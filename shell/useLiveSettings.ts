/**
 * The settings in force: the build-time snapshot at first paint, then the live value, fetched as soon
 * as the shell hydrates (not when idle, as other snapshots are): SPEC §2 shows the maintenance screen
 * when the live setting says so, and a site switched to maintenance after its build must say so
 * within moments of load (docs/decisions/0012-start-up-order.md).
 * A failure to load the live value is only logged (SPEC §4), the snapshot stays.
 */
import { useEffect } from 'react'
import { useApiResult } from '../api/hooks'
import { ok } from '../api/result'
import { getSettings, isUnderMaintenance, settingsKey, type SiteSettings } from '../api/settings'
import { logoFor } from '../sites/logo'
import { mergeTheme, type Theme } from '../sites/theme'
import { useSite } from './site'

export interface LiveSettings {
  /** null while neither a snapshot nor a live value exists (show the loading indicator). */
  settings: SiteSettings | null
  maintenance: boolean
  theme: Theme
  siteName: string
  /** The logo for light backgrounds (header, maintenance screen); sites/logo.ts `logoFor`. */
  logo: string
  /** The logo for dark backgrounds (footer). */
  logoOnDark: string
}

export function useLiveSettings(): LiveSettings {
  const { tenant, settings: snapshot } = useSite()
  const { data, error } = useApiResult(settingsKey(tenant.key), (ctx) => getSettings(ctx), {
    fallbackData: snapshot
      ? (ok(snapshot) as { status: true; message: string; data: SiteSettings })
      : undefined,
    revalidateOnFocus: false,
    revalidateOnMount: true,
    dedupingInterval: 30_000,
  })
  useEffect(() => {
    if (error) console.warn(`[settings] live settings unavailable, keeping the snapshot: ${error.message}`)
  }, [error])
  const settings = data?.data ?? null
  return {
    settings,
    maintenance: settings ? isUnderMaintenance(settings) : false,
    theme: mergeTheme(tenant.theme, settings?.css),
    siteName: settings?.title || tenant.name,
    logo: logoFor(settings, 'light'),
    logoOnDark: logoFor(settings, 'dark'),
  }
}
