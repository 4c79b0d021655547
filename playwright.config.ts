import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/chromium'

// e2e drives the built tenants through renderer/ in Debian's Chromium, against a fresh sandbox.
// Own ports so a running `npm start` is not disturbed.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100)
/** A measurement id for one tenant, as a deployment configures it (sites/analytics.ts); test value. */
export const E2E_ANALYTICS = { tenant: 'smkcoding', id: 'G-E2ETEST0001' } as const

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://localhost:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SANDBOX_PORT: String(E2E_SANDBOX_PORT),
      // A fresh database each run: a folder named by pid could be an old run's (pids are reused), seeded
      // before today's seed data existed, which left e.g. the statistics dashboard empty now and then.
      SANDBOX_DATA: ':memory:',
      [`ANALYTICS_ID__${E2E_ANALYTICS.tenant.toUpperCase()}`]: E2E_ANALYTICS.id,
    },
  },
})
