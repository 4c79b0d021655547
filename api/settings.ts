/**
 * Site settings (`GET v0/cms/app/settings`, SPEC §3) for the tenant in the context.
 * The full object is not shown in the spec; unknown fields pass through untouched.
 */
import { lazyCalls } from './lazy'

import type { SiteSettings } from './fetchers/settings'

export type { SiteSettings }

const call = lazyCalls(() => import('./fetchers/settings'))

export const getSettings = call('getSettings')

/** SPEC §2: a missing maintenance flag counts as maintenance. */
export function isUnderMaintenance(settings: SiteSettings): boolean {
  return settings.isMaintenance !== false
}

export const settingsKey = (tenantId: string) => ['settings', tenantId] as const
