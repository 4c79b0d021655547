/**
 * App-level calls: access-token generation and validation, the app version (SPEC §4).
 */
import { plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { LandingCounters } from './fetchers/app'

export type { LandingCounters }

const call = lazyCalls(() => import('./fetchers/app'))

export const generateToken = call('generateToken')
export const validateToken = call('validateToken')
export const getAppVersion = call('getAppVersion')
export const getLandingCounters = call('getLandingCounters')

export const landingCountersKey = (tenantId: string) => ['landing-counters', tenantId] as const

export const useLandingCounters = plainHook(landingCountersKey, getLandingCounters)
