/**
 * The AI-chat host's identity service (SPEC §7): login and the 'me' profile. A successful login
 * stores its token as the client token, so the chat calls that follow are authorised.
 */
import { plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { Identity } from './fetchers/identity'

export type { Identity }

const call = lazyCalls(() => import('./fetchers/identity'))

export const identityLogin = call('identityLogin')
export const identityMe = call('identityMe')

export const identityKeys = { me: (tenantId: string) => ['identity-me', tenantId] as const }

export const useIdentity = plainHook(identityKeys.me, identityMe)
