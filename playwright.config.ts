import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium';

// The end-to-end flows: the whole platform in-process (one fresh platform per spec
// file, test/e2e/fixtures.ts) serving the built web app (run `npm run build:web`
// first), driven by Debian's Chromium. A failed test keeps its trace under
// test-results/e2e/; open it with `npx playwright show-trace <trace.zip>`.
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  // A raffle draw waits for the next beacon round and the wheel's start delay in real time.
  timeout: 120_000,
  // Screens settle after the data arrives: counts are polled rather than read once.
  expect: { timeout: 15_000 },
  // One worker: the runs are CPU-bound (a second worker measured no faster on 2 cores).
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // A failed flow keeps its trace: each action with the page's DOM before and after (no
    // screencast, which costs a quarter of the run). E2E_TRACE=off records nothing: CI
    // keeps no files after its run.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
});
