import { defineConfig } from 'vitest/config';

// Node 25 and later have a localStorage of their own, undefined without
// --localstorage-file, and vitest's jsdom then keeps it instead of jsdom's Storage: the
// web's tests turn Node's off where Node has it.
const withoutNodeWebStorage = process.allowedNodeEnvironmentFlags.has('--webstorage') ? ['--no-webstorage'] : [];

// Three projects: pure unit tests, integration tests against real databases
// (PGlite, and Postgres when TEST_DATABASE_URL is set), and system tests of the built
// platform running as a process. The end-to-end flows in Chromium run under
// Playwright's runner (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'test/lint/**/*.test.ts'],
          environment: 'node',
          execArgv: withoutNodeWebStorage,
          // The exact checks of the games' float mappings count millions of outcomes: well under a second each on a quiet machine, more on a busy one.
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
          // The built platform as a process: production install, signals, operator commands.
          name: 'system',
          sequence: { groupOrder: 2 },
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
