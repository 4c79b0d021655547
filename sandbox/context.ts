import type { Hono } from 'hono'
import type { SandboxConfig } from './config'
import type { Db } from './db'

export const SANDBOX_HOSTS = ['services', 'auth', 'api', 'ai', 'db', 'drive'] as const
export type SandboxHost = (typeof SANDBOX_HOSTS)[number]

export type MaintenanceMode = 'on' | 'off' | 'missing'

/**
 * Mutable, in-memory switches tests flip through `/__admin`. Each is kept per tenant (or carries its
 * tenant), so a reset of one tenant leaves the others' as they are: test files that run side by side
 * each drive their own tenants.
 */
export interface SandboxState {
  maintenance: Map<string, MaintenanceMode>
  /** The deployed version every site is told (`SANDBOX_APP_VERSION`). */
  appVersion: string
  /** A newer version announced to one tenant (`POST /__admin/version` with `tenant`). */
  appVersions: Map<string, string>
  /** Fields laid over a tenant's live settings (`POST /__admin/settings/:tenant`), e.g. XSS tests. */
  settingsPatch: Map<string, Record<string, unknown>>
  /** The demo requests taken (`tenant email`), read by tests through `GET /__admin/demo-requests`. */
  demoRequests: string[]
  /** Which test may change which tenant's state now (`POST /__admin/lease`), and until when. */
  leases: Map<string, { owner: string; until: number }>
}

export interface SandboxContext {
  hosts: Record<SandboxHost, Hono>
  db: Db
  config: SandboxConfig
  state: SandboxState
}

/** A domain of the sandbox: its tables and its routes. */
export interface SandboxModule {
  migrations?: readonly string[]
  /** Inserts seed rows once, when the data folder is new (deterministic content). */
  seed?: (db: Db) => Promise<void>
  register(ctx: SandboxContext): void
}
