import { defineConfig } from 'vitest/config';

// Four projects: pure unit tests, integration tests against real databases
// (PGlite, and Postgres when TEST_DATABASE_URL is set), end-to-end flows in Chromium,
// and system tests of the built platform running as a process.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'test/lint/**/*.test.ts'],
          environment: 'node',
          // The return-to-player simulations run 100,000 rounds: seconds on a quiet machine, more on a busy one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['test/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Screens settle after the data arrives: counts are polled rather than read once.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The built platform as a process: production install, signals, operator commands.
          name: 'system',
          sequence: { groupOrder: 3 },
          include: ['test/system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
