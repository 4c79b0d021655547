/**
 * The limits of every runtime cache: Workbox's entry and age limits plus our byte limit
 * (./cachePolicy.ts), so each cache stays within its CACHE_BOUNDS per tenant, oldest out first.
 * Apart from ./cachePolicy.ts because Workbox's modules need the worker's global scope.
 */
import { ExpirationPlugin } from 'workbox-expiration'
import { byteLimit } from './cachePolicy'

export function bounded(bounds: { maxEntries: number; maxBytes: number; maxAgeSeconds?: number }) {
  return [
    new ExpirationPlugin({
      maxEntries: bounds.maxEntries,
      maxAgeSeconds: bounds.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
    byteLimit(bounds.maxBytes),
  ]
}
