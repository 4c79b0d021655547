import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Two projects: `unit` (pure logic, no I/O) and `integration` (real HTTP against an in-process
// sandbox on an ephemeral port). e2e runs under Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // A file here mostly waits on servers (its sandbox, a renderer in a process of its own), so
          // one file per core. Vitest's default keeps a core free: one file at a time on two cores,
          // 782 s for this step against 561 s with two.
          maxWorkers: availableParallelism(),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
