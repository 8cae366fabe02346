import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoPersonas } from '../../src/server/integrations/steam';
import { acceptWelcome, launchBrowser, newPage, screenshot, signInThroughSandbox } from '../e2e/harness';
import { emptyPostgresDatabase, killBuiltServer, logged, productionSandboxEnv, startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { freePort } from '../helpers/ports';
import { haveServices, TEST_DATABASE_URL, TEST_REDIS_URL } from '../helpers/services';

// The build `npm test` made, copied and pruned to production dependencies, run
// with `npm start` as an operator would: NODE_ENV=production on the sandboxes
// (SANDBOX=on), real signals; on the embedded database, and on a Postgres server
// with Redis when the tests have them (CI does).

const root = resolve('.');
const goose = demoPersonas.find((p) => p.personaName === 'GoldenGoose')!;

type Stores = 'embedded' | 'Postgres and Redis';
const storesUnderTest: Stores[] = haveServices ? ['embedded', 'Postgres and Redis'] : ['embedded'];

describe.each(storesUnderTest)('the production build, pruned to production dependencies, on %s', (stores) => {
  const embedded = stores === 'embedded';
  let postgres: Awaited<ReturnType<typeof emptyPostgresDatabase>> | null = null;
  let dir: string;
  let port: number;
  let baseUrl: string;
  let server: BuiltServer | null = null;
  let browser: Browser | null = null;

  const env = () =>
    productionSandboxEnv({ port, publicUrl: baseUrl, dataDir: join(dir, 'data') }, postgres ? { DATABASE_URL: postgres.url, REDIS_URL: TEST_REDIS_URL! } : {});

  const run = (args: string[]) => spawnSync('npm', args, { cwd: dir, env: env(), encoding: 'utf8' });

  const start = () => startBuiltServer('npm', ['start'], { cwd: dir, env: env(), baseUrl });

  beforeAll(async () => {
    for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
      if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first (npm test does)`);
    }
    if (!embedded) postgres = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Beside the repository, so node_modules can be hard-linked: pruning a linked copy is quick.
    mkdirSync(join(root, 'test-results'), { recursive: true });
    dir = mkdtempSync(join(root, 'test-results', 'production-'));
    for (const path of ['package.json', 'package-lock.json', '.npmrc', 'scripts/ensure-build.mjs', 'dist']) {
      cpSync(join(root, path), join(dir, path), { recursive: true, preserveTimestamps: true });
    }
    const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
    if (linked.status !== 0) cpSync(join(root, 'node_modules'), join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    // npm rewrites its own record of the tree: give the copy its own file rather than a link to ours.
    rmSync(join(dir, 'node_modules', '.package-lock.json'), { force: true });
    cpSync(join(root, 'node_modules', '.package-lock.json'), join(dir, 'node_modules', '.package-lock.json'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await killBuiltServer(server);
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('keeps only production dependencies after npm prune --omit=dev', () => {
    const pruned = run(['prune', '--omit=dev', '--no-audit', '--no-fund']);
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(existsSync(join(dir, 'node_modules/fastify'))).toBe(true);
    for (const devOnly of ['vite', 'tsx', 'esbuild', 'react', 'vitest', 'typescript']) expect(existsSync(join(dir, 'node_modules', devOnly))).toBe(false);
  });

  let cookie = '';

  it('starts with npm start in production on the sandboxes; a player signs in through the sandbox and sees the shell', async () => {
    const s = (server = await start());
    // The start line follows the listen that /readyz already answered from: wait for it to arrive.
    await expect.poll(() => logged(s, 'sandboxes: Steam sign-in')).toBe(true);
    const { context, page } = await newPage(browser!, baseUrl);
    try {
      await signInThroughSandbox(page, goose.personaName);
      await acceptWelcome(page);
      const header = page.getByRole('banner');
      await header.getByText('500 fowls', { exact: true }).first().waitFor();
      await header.getByText('Sandbox').first().waitFor();
      await screenshot(page, 'production-shell-1280');
      const session = (await context.cookies()).find((c) => c.name === 'fowls_session');
      cookie = `fowls_session=${session!.value}`;
    } finally {
      await context.close();
    }
  });

  it("keeps a public demo's admin persona a player: no admin rights unless ADMIN_STEAM_IDS names it", async () => {
    const { context, page } = await newPage(browser!, baseUrl);
    try {
      await signInThroughSandbox(page, 'HenHouseAdmin');
      const me = (await (await page.request.get('/api/auth/user')).json()) as { isAdmin: boolean };
      expect(me.isAdmin).toBe(false);
      const login = await page.request.post('/api/admin/login', { data: { password: 'anything-at-all' }, headers: { origin: baseUrl } });
      expect(login.status()).toBe(403);
    } finally {
      await context.close();
    }
  });

  const answered: string[] = [];

  it('on SIGTERM during a burst of bets, answers or refuses each one, keeps every bet it answered, and exits 0', async () => {
    const s = server!;
    let signalled = false;
    let refused = 0;
    const bet = async (): Promise<void> => {
      for (let i = 0; i < 300; i++) {
        let res: Response;
        try {
          res = await fetch(`${baseUrl}/api/fowl-flip/play`, {
            method: 'POST',
            headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
            body: JSON.stringify({ betAmount: 10, selectedSide: i % 2 ? 'heads' : 'tails' }),
          });
        } catch {
          return; // the server stopped accepting connections
        }
        const body = (await res.json()) as { result?: { id: string } };
        if (res.status === 200) answered.push(body.result!.id);
        else refused += 1;
        if (!signalled && answered.length >= 10) {
          signalled = true;
          s.process.kill('SIGTERM');
        }
        if (s.process.exitCode !== null) return;
      }
    };
    await Promise.all([bet(), bet(), bet(), bet()]);
    expect(signalled).toBe(true);
    expect(await s.exited, s.output.slice(-30).join('\n')).toBe(0);
    expect(logged(s, 'SIGTERM received')).toBe(true);
    expect(logged(s, 'shut down cleanly')).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(10);
    expect(refused + answered.length).toBeGreaterThan(0);
  });

  it('runs the operator commands on the pruned install: the ledger holds and every answered bet is in it', () => {
    const admin = (...args: string[]) => run(['run', '--silent', 'admin', '--', ...args]);
    const verified = admin('verify-ledger');
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(/The ledger invariant holds for all \d+ players\./);
    const exported = admin('export-player', goose.steamId);
    expect(exported.status, exported.stderr).toBe(0);
    const keys = new Set((JSON.parse(exported.stdout) as { ledger: { idempotencyKey: string }[] }).ledger.map((e) => e.idempotencyKey));
    for (const id of answered) expect(keys.has(`game:${id}:bet`)).toBe(true);
  });

  // Postgres is backed up with pg_dump (README); the embedded database with the operator commands.
  it.runIf(embedded)('backs up the embedded database and restores it', () => {
    // The same commands straight from the build, as a process manager or cron job would run them.
    const direct = (...args: string[]) => spawnSync('node', ['dist/server/admin.js', ...args], { cwd: dir, env: env(), encoding: 'utf8' });
    const file = join(dir, 'backup.tar.gz');
    expect(direct('backup', file).status).toBe(0);
    const refused = direct('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/add --replace/);
    const restored = direct('restore', file, '--replace');
    expect(restored.status, restored.stderr).toBe(0);
    // The database it replaced is kept beside it; the next start runs on the restored one.
    expect(readdirSync(join(dir, 'data')).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
  });

  it(`starts again${embedded ? ' on the restored database' : ''}, and exits at once on a second signal while a request is in flight`, async () => {
    const s = (server = await start());
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    // A request whose body never finishes keeps the graceful stop waiting. The server's
    // "100 Continue" shows the request is in flight before the signal is sent.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const continued = new Promise((done) => socket.once('data', done));
    await new Promise((done) => socket.once('connect', done));
    socket.write(
      `POST /api/feedback HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${baseUrl}\r\ncookie: ${cookie}\r\ncontent-type: application/json\r\ncontent-length: 100\r\nexpect: 100-continue\r\n\r\n`,
    );
    expect(String(await continued)).toMatch(/^HTTP\/1\.1 100 Continue/);
    socket.write('{"mess');
    s.process.kill('SIGTERM');
    await expect.poll(() => logged(s, 'SIGTERM received')).toBe(true);
    expect(s.process.exitCode).toBeNull();
    s.process.kill('SIGTERM');
    expect(await s.exited).toBe(1);
    expect(logged(s, 'SIGTERM received again: exiting now')).toBe(true);
    socket.destroy();
  });
});
