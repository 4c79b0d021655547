import type { HostName } from './hosts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One backend call: the row of the call table in `api/calls.ts`. */
export interface CallSpec {
  name: string
  method: Method
  host: HostName
  /** Relative to the host; `{name}` marks a path parameter. */
  path: string
  /** How the stored access token is sent: `Bearer <t>`, the raw token, or not at all. */
  auth: 'bearer' | 'raw' | 'none'
  /** Adds the tenant id header. */
  tenant: boolean
  /** The query parameters the call may send, in SPEC §7's spelling. */
  query: readonly string[]
  accept?: 'json' | 'text'
  /** false where SPEC §7 says "path not shown": the path is ours, documented in api/README.md. */
  specified: boolean
}
