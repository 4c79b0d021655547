/**
 * Starts a sandbox (in-memory PGlite) on an ephemeral loopback port for one test file and gives
 * tests an `ApiContext` pointing at it, exactly as the web app would call it.
 */
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/app'
import { memoryTokenStore, resolveApiConfig, type ApiContext } from '../../api/context'

export interface Harness {
  baseUrl: string
  sandbox: Sandbox
  /** A fresh context (own token store) for a tenant. */
  ctx(tenantId?: string, extra?: Partial<ApiContext>): ApiContext
  /** Calls an admin control of the sandbox. */
  admin(path: string, body?: unknown): Promise<Response>
}

export function useSandbox(options: SandboxOptions = {}): Harness {
  let server: ServerType | undefined
  const harness = {} as Harness
  beforeAll(async () => {
    const sandbox = await createSandbox({ ...options, config: { stallMs: 1500, ...options.config } })
    await new Promise<void>((resolve) => {
      server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    const { port } = server!.address() as AddressInfo
    const baseUrl = `http://127.0.0.1:${port}`
    const config = resolveApiConfig({ API_BASE_URL: baseUrl })
    Object.assign(harness, {
      baseUrl,
      sandbox,
      ctx: (tenantId = 'demo', extra: Partial<ApiContext> = {}) => ({
        ...config,
        tenantId,
        origin: `http://${tenantId}.localhost:3000`,
        tokens: memoryTokenStore(),
        timeoutMs: 1000,
        ...extra,
      }),
      admin: (path: string, body?: unknown) =>
        fetch(`${baseUrl}/__admin/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }),
    } satisfies Harness)
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await harness.sandbox?.close()
  })
  return harness
}
