/**
 * Click logging and statistics (SPEC §3, §4, §7, §8). A click log record is `{ from, to, type,
 * timestamp }`; failures are only logged, with the console tags of SPEC §8, never shown to users.
 * `logPageLoadOnce` sends the page-load log once per browser session and sets the session flag only
 * after the call succeeded, so a failure is retried on the next page (SPEC §4).
 */
import { lazyCalls } from './lazy'

export * from './params/logger'

const call = lazyCalls(() => import('./fetchers/logger'))

export const logClick = call('logClick')
export const logPageLoadOnce = call('logPageLoadOnce')
export const recordStatistic = call('recordStatistic')
