import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';

// `npm test`: typecheck, lint (with the import cycles), formatting, dead code (knip), unit
// and integration tests (PGlite, and Postgres when TEST_DATABASE_URL is set; the
// multi-instance and outage tests also need TEST_REDIS_URL), the build, then every
// end-to-end flow in Chromium (Playwright) and the system tests of the built
// platform. Ends with one line "N passed, N failed".

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  if (!ok) console.error(`✖ ${name} failed`);
  return ok;
}

/** Steps that do not depend on each other and use one core each, run side by side; each one's output is printed when it ends. */
async function sideBySide(steps: [name: string, command: string, args: string[]][]): Promise<boolean> {
  const results = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise<{ name: string; ok: boolean; output: string }>((done) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk));
          child.on('error', (err) => done({ name, ok: false, output: `${output}${err.message}\n` }));
          child.on('close', (code) => done({ name, ok: code === 0, output }));
        }),
    ),
  );
  for (const { name, ok, output } of results) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    if (!ok) console.error(`✖ ${name} failed`);
  }
  return results.every((r) => r.ok);
}

function vitest(name: string, projects: string[]): boolean {
  const outputFile = `${resultsDir}/${name}.json`;
  const ok = step(`${name} tests`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      console.error(`✖ ${name}: no tests ran`);
      return false;
    }
  } catch {
    failed += 1;
  }
  return ok;
}

/** The Chromium flows under Playwright's runner; its JSON report (playwright.config.ts) holds the counts. */
function playwright(): boolean {
  const outputFile = `${resultsDir}/e2e.json`;
  const ok = step('end-to-end flows in Chromium', 'npx', ['playwright', 'test']);
  try {
    const { stats } = JSON.parse(readFileSync(outputFile, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    // A flaky test passed on a retry (the config allows none): it counts as passed.
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.expected + stats.unexpected + stats.flaky === 0) {
      console.error('✖ end-to-end flows: no tests ran');
      return false;
    }
  } catch {
    failed += 1;
    return false;
  }
  return ok;
}

function finish(ok: boolean): never {
  if (!ok && failed === 0) failed = 1;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: integration tests run on embedded PGlite only.');
} else if (process.env.TEST_DATABASE_KINDS === 'postgres') {
  console.log('TEST_DATABASE_KINDS=postgres: integration tests run on the Postgres server only.');
}
if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the two-instance and outage tests are skipped.');
}

// Two at a time: the machine CI runs on has two cores, and each check uses one.
const checks =
  (await sideBySide([
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint and import cycles', 'npm', ['run', '--silent', 'lint']],
  ])) &&
  (await sideBySide([
    ['formatting (prettier)', 'npm', ['run', '--silent', 'format:check']],
    ['dead code and dependencies (knip)', 'npm', ['run', '--silent', 'knip']],
  ]));
if (!checks) finish(false);
if (!vitest('unit-and-integration', ['unit', 'integration'])) finish(false);
// The build the system tests run (pruned to production dependencies) and the e2e flows serve.
if (!step('build', 'npm', ['run', '--silent', 'build'])) finish(false);
try {
  ensureChromium();
} catch (e) {
  console.error(`✖ ${(e as Error).message}`);
  finish(false);
}
// Both run, so one failing still reports the other's count.
const flows = playwright();
const system = vitest('system', ['system']);
finish(flows && system);
