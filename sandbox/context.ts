import type { Hono } from 'hono'
import type { SandboxConfig } from './config'
import type { Db } from './db'

export const SANDBOX_HOSTS = ['services', 'auth', 'api', 'ai', 'db', 'drive'] as const
export type SandboxHost = (typeof SANDBOX_HOSTS)[number]

export type MaintenanceMode = 'on' | 'off' | 'missing'

/** Mutable, in-memory switches tests flip through `/__admin`. */
export interface SandboxState {
  maintenance: Map<string, MaintenanceMode>
  appVersion: string
  /** Fields laid over a tenant's live settings (`POST /__admin/settings/:tenant`), e.g. XSS tests. */
  settingsPatch: Map<string, Record<string, unknown>>
  /** The demo requests taken (`tenant email`), read by tests through `GET /__admin/demo-requests`. */
  demoRequests: string[]
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
