/**
 * Starts a sandbox on an ephemeral loopback port and gives tests an `ApiContext` pointing at it,
 * exactly as the web app would call it. `useSandbox` runs one (in-memory PGlite) for a whole test
 * file; `startSandbox` with a `dataDir` lets a test write, close, reopen the same folder and read.
 */
import { serve, type ServerType } from '@hono/node-server'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { login } from '../../api/accounts'
import { memoryTokenStore, resolveApiConfig, type ApiContext, type TokenStore } from '../../api/context'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/app'
import { sandboxSites } from '../../scripts/sandboxSites'

export interface RunningSandbox {
  baseUrl: string
  sandbox: Sandbox
  /** A fresh context (own token store) for a tenant. */
  ctx(tenantId?: string, extra?: Partial<ApiContext>): ApiContext
  /** A fresh `demo` context logged in as a seeded user (password `rahasia123`). */
  as(email: string): Promise<ApiContext>
  /** Calls an admin control of the sandbox. */
  admin(path: string, body?: unknown): Promise<Response>
  close(): Promise<void>
}

export interface StartOptions extends SandboxOptions {
  /** The client time-out of the contexts handed out; short by default so fault tests run fast. */
  timeoutMs?: number
}

/** The seeded database image of this run (tests/integration/global-setup.ts), read once per file. */
let image: Promise<Blob> | undefined
const seededImage = () => (image ??= readFile(inject('sandboxImage')).then((bytes) => new Blob([bytes])))

export async function startSandbox({
  timeoutMs = 3000,
  ...options
}: StartOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox({
    // A data folder is for tests of persistence: those start empty and seed like a first start.
    image: options.dataDir ? undefined : await seededImage(),
    ...options,
    // A stalled answer outlasts the client's time-out, so `timeout` faults are seen as time-outs.
    // The sites are served on :3000 (the contexts' origin below), whatever this shell's PORT says.
    config: { stallMs: timeoutMs + 1500, ...sandboxSites(), sitePorts: [3000], ...options.config },
  })
  let server: ServerType | undefined
  await new Promise<void>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  const { port } = server!.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  const config = resolveApiConfig({ API_BASE_URL: baseUrl })
  const ctx = (tenantId = 'demo', extra: Partial<ApiContext> = {}): ApiContext => ({
    ...config,
    tenantId,
    origin: `http://${tenantId}.localhost:3000`,
    tokens: memoryTokenStore(),
    timeoutMs,
    ...extra,
  })
  return {
    baseUrl,
    sandbox,
    ctx,
    async as(email) {
      const loggedIn = ctx()
      expect((await login(loggedIn, { email, password: 'rahasia123' })).status).toBe(true)
      return loggedIn
    },
    admin: (path, body) =>
      fetch(`${baseUrl}/__admin/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }),
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      await sandbox.close()
    },
  }
}

/** One sandbox for the whole test file, started before its first test and closed after its last. */
export function useSandbox(options: StartOptions = {}): Omit<RunningSandbox, 'close'> {
  const harness = {} as RunningSandbox
  beforeAll(async () => {
    Object.assign(harness, await startSandbox(options))
  })
  afterAll(() => harness.close?.())
  return harness
}

/** A token store already holding a client token, for calls made as a user the test minted. */
export function clientTokens(token: string): TokenStore {
  const tokens = memoryTokenStore()
  tokens.setClientToken(token)
  return tokens
}

/** Makes empty data folders for `startSandbox({ dataDir })`, removed after the file's tests. */
export function useDataDirs(): (prefix: string) => Promise<string> {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })
  return async (prefix) => {
    const dir = await mkdtemp(join(tmpdir(), `sandbox-${prefix}-`))
    dirs.push(dir)
    return dir
  }
}
