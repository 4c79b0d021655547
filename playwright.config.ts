import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS, E2E_LAUNCH_OPTIONS } from './testkit/chromium'

// e2e drives the built tenants through renderer/ in Debian's Chromium, against a fresh sandbox.
// Own ports so a running `npm start` is not disturbed.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100)
// The production shape over the same build and sandbox: nginx (deploy/nginx.ts) on E2E_EDGE_PORT in
// front of two renderers on the next two ports. `E2E_EDGE=off` leaves it out (one spec, quickly).
export const E2E_EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? E2E_PORT + 1)
// The release service of the first stack (scripts/release/service.ts); the edge stack's renderers
// send the desk's notices to it too, so one service rebuilds the one `dist/` both serve.
export const E2E_RELEASE_PORT = Number(process.env.E2E_RELEASE_PORT ?? E2E_SANDBOX_PORT + 10)
// A test value: the release service and the renderers that forward to it are all started here.
export const E2E_RELEASE_SECRET = 'e2e-release-secret'
// The CDN (Varnish, deploy/varnish.ts) in front of that nginx: the `edge` project goes through it,
// so the whole chain is tested; edge.spec.ts compares nginx itself with the renderer.
export const E2E_CDN_PORT = Number(process.env.E2E_CDN_PORT ?? E2E_PORT + 4)
const EDGE = process.env.E2E_EDGE !== 'off'

/**
 * What runs a second time through the CDN and the edge: the shell, routes and entry paths, offline,
 * a form with its outbox, and the headers; plus edge.spec.ts, which compares nginx and the renderer
 * answer for answer, and the CDN's own specs (a deploy with its purge, nothing personal held).
 */
const VISUAL = 'visual.spec.ts'
const CDN_ONLY = ['edge.spec.ts', 'cdn-deploy.spec.ts', 'cdn-personal.spec.ts']
const THROUGH_EDGE = [
  ...CDN_ONLY,
  'foundation.spec.ts',
  'shell.spec.ts',
  'navigation.spec.ts',
  'page-data.spec.ts',
  'offline.spec.ts',
  'comingsoon.spec.ts',
  'publish.spec.ts',
]

/**
 * A measurement id for one tenant, as a deployment configures it (sites/analytics.ts); test value.
 * A tenant no other spec opens in a browser, so the hits counted are only the analytics test's own.
 */
export const E2E_ANALYTICS = { tenant: 'sakem', id: 'G-E2ETEST0001' } as const

/**
 * The e2e stack's environment (scripts/start.ts): also what `npm test`'s build step builds with
 * (scripts/e2eBuild.ts), so the stack finds dist/ current and reuses it (`REUSE_BUILD`).
 */
export const E2E_STACK_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  SANDBOX_PORT: String(E2E_SANDBOX_PORT),
  // A fresh database each run: a folder named by pid could be an old run's (pids are reused), seeded
  // before today's seed data existed, which left e.g. the statistics dashboard empty now and then.
  SANDBOX_DATA: ':memory:',
  // The sandbox's login and gateway return only to the sites' own addresses: both stacks' ports.
  SITE_PORTS: `${E2E_PORT},${E2E_EDGE_PORT},${E2E_CDN_PORT}`,
  RELEASE_PORT: String(E2E_RELEASE_PORT),
  RELEASE_SECRET: E2E_RELEASE_SECRET,
  [`ANALYTICS_ID__${E2E_ANALYTICS.tenant.toUpperCase()}`]: E2E_ANALYTICS.id,
  // Builds only when dist/ is not a current build (scripts/buildStamp.ts): one build per run.
  REUSE_BUILD: '1',
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Every test may run beside any other, one per core: no test changes state another reads. Sandbox
  // state (faults, settings, maintenance, version, analytics hits, demo requests) is kept per tenant,
  // and a test changes a tenant's only while it holds that tenant's lease (tests/e2e/fixtures.ts
  // `leaseTenant`), on tenants the read-only tests never open (`none`, the demo catalogue's twin,
  // and a few sites of their own); the browser state is per test (a fresh context each).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // A test that needs a retry is a defect to fix, not to hide: none, in CI too.
  retries: 0,
  // Generous budgets, not waits: every wait is on a condition and returns once it holds; the budgets
  // only bound how long a broken page is waited for, and must hold while other processes keep every
  // core busy (the suite is green without retries at a load average of several times the cores).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: E2E_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'renderer', testIgnore: [...CDN_ONLY, VISUAL] },
    // The pictures of the homes are compared as the visitors' browser paints them (testkit/chromium.ts).
    { name: 'visual', testMatch: VISUAL, use: { launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
    ...(EDGE
      ? [
          {
            name: 'edge',
            testMatch: THROUGH_EDGE,
            metadata: { port: E2E_CDN_PORT, nginxPort: E2E_EDGE_PORT },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://localhost:${E2E_PORT}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: E2E_STACK_ENV,
    },
    // Started after the first is up (Playwright starts them in order): the build is done, and the
    // sandbox answering on E2E_SANDBOX_PORT is the one both stacks use.
    ...(EDGE
      ? [
          {
            command: 'node --import tsx scripts/startEdge.ts',
            url: `http://localhost:${E2E_CDN_PORT}/healthz`,
            // Varnish compiles its VCL with the C compiler first: tens of seconds on a busy machine.
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              SKIP_BUILD: '1',
              PORT: String(E2E_CDN_PORT),
              NGINX_PORT: String(E2E_EDGE_PORT),
              RENDERER_PORTS: `${E2E_EDGE_PORT + 1},${E2E_EDGE_PORT + 2}`,
              SANDBOX_PORT: String(E2E_SANDBOX_PORT),
              RELEASE_URL: `http://127.0.0.1:${E2E_RELEASE_PORT}`,
              RELEASE_SECRET: E2E_RELEASE_SECRET,
              [`ANALYTICS_ID__${E2E_ANALYTICS.tenant.toUpperCase()}`]: E2E_ANALYTICS.id,
            },
          },
        ]
      : []),
  ],
})
