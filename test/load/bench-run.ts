import { execFile, fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { DatabaseKind } from '../helpers/databases';
import type { BenchData, BenchPlayer, BenchSizes } from './bench-data';
import { minuteOf, pagesOf, requestsPerSecond, type PageMix } from './bench-mix';
import type { FromServer, ToServer } from './bench-protocol';

// The benchmark of record. Every row is measured against a baseline taken in the
// same run, interleaved with it round by round, so a busy shared machine slows
// both sides alike; a row reports the median of its rounds and their spread.

export interface BenchOptions {
  kind: DatabaseKind;
  /** A Postgres server URL (postgres kind), for pgbench's own database. */
  postgresUrl: string | null;
  sizes: BenchSizes;
  rounds: number;
  /** Seconds of load per measured segment. */
  segmentSeconds: number;
  httpConnections: number;
  sockets: number;
  /** Measure first-screen JavaScript and Lighthouse scores in Chromium (needs dist/web). */
  browser: boolean;
  /** Lighthouse runs per page (each takes about 15 s). */
  lighthouseRuns: number;
  /** How long the embedded-database server idles before its memory is read. */
  idleSeconds: number;
  /**
   * Read the idle memory from the built server started as `npm start` does (the bench of
   * record), or from the measured one when it already runs on the embedded database (smoke).
   */
  freshIdleServer: boolean;
  /** Seconds of load on each polled route alone, to print where the mix's time goes (0: skip). */
  routeSeconds: number;
  log: (line: string) => void;
}

export interface BenchRow {
  measure: string;
  /** The median over rounds; null when not measured. */
  median: number | null;
  spread: [number, number] | null;
  unit: string;
  goal: string;
  met: boolean | null;
  note?: string;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const spreadOf = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** A measured row; `met` null for a row printed for reference, with no goal of its own. */
function row(measure: string, values: number[], unit: string, goal: string, met: ((m: number) => boolean) | null, note?: string): BenchRow {
  const m = median(values);
  return { measure, median: m, spread: spreadOf(values), unit, goal, met: met ? met(m) : null, ...(note ? { note } : {}) };
}
const notMeasured = (measure: string, goal: string, note: string): BenchRow => ({ measure, median: null, spread: null, unit: '', goal, met: null, note });

/** The platform in a child process, driven by messages. */
class ServerProcess {
  private child: ChildProcess;
  private waiting: ((m: FromServer) => void)[] = [];

  constructor() {
    this.child = fork(new URL('./bench-server.ts', import.meta.url).pathname, [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m) => this.waiting.shift()?.(m as FromServer));
    this.child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w({ type: 'error', message: `bench server exited with ${code}` });
    });
  }

  private next(): Promise<FromServer> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async request<T extends FromServer['type']>(message: ToServer | null, expect: T): Promise<Extract<FromServer, { type: T }>> {
    const answer = this.next();
    if (message) this.child.send(message);
    const m = await answer;
    if (m.type === 'error') throw new Error(m.message);
    if (m.type !== expect) throw new Error(`bench server answered ${m.type}, expected ${expect}`);
    return m as Extract<FromServer, { type: T }>;
  }

  static async start(kind: DatabaseKind, sizes: BenchSizes | null) {
    const server = new ServerProcess();
    await server.request(null, 'alive');
    const ready = await server.request({ type: 'start', kind, sizes }, 'ready');
    return { server, ready };
  }

  async stop() {
    await this.request({ type: 'stop' }, 'stopped').catch(() => undefined);
  }
}

interface Load {
  /** The request sequence each connection loops over (its own player's). */
  requestsFor: (connection: number) => autocannon.Request[];
}

/** Requests per second the server answers for the load over `seconds`; non-2xx answers fail the run. */
async function throughput(baseUrl: string, load: Load, connections: number, seconds: number): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    setupClient: (client) => client.setRequests(load.requestsFor(next++)),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `${bad} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; statuses ${JSON.stringify(result.statusCodeStats)})`,
    );
  return result.requests.total / (result.duration || seconds);
}

/** As a browser asks: compressed answers accepted, as every browser does. */
const getAll = (paths: string[], cookie?: string): autocannon.Request[] =>
  paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) } }));

/** pgbench's simple-update transactions on its own database of the same server. */
class Pgbench {
  private constructor(
    private url: string,
    private dropUrl: string,
    private name: string,
  ) {}

  static async create(serverUrl: string): Promise<Pgbench> {
    const name = `fowls_pgbench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const init = spawnSync(pgbenchPath(), ['-i', '-s', '1', '-q', url.toString()], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    return new Pgbench(url.toString(), serverUrl, name);
  }

  run(clients: number, seconds: number): number {
    const out = spawnSync(pgbenchPath(), ['-N', '-n', '-c', String(clients), '-j', '2', '-T', String(seconds), this.url], { encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(out.stdout);
    if (out.status !== 0 || !tps) throw new Error(`pgbench failed: ${out.stderr}`);
    return Number(tps[1]);
  }

  async drop() {
    const admin = new pg.Client({ connectionString: this.dropUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
    await admin.end();
  }
}

function pgbenchPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('pgbench is not installed (Debian: apt-get install postgresql-contrib)');
  return found.split('\n')[0]!;
}

/** Sockets in one room: the platform's raffle room, or the bare server's. */
async function connectRoom(url: string, count: number, platform: boolean, raffleId: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, () => {
      const socket = connectSocket(url, { path: platform ? '/ws' : '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => {
          if (platform) socket.emit('viewing_raffle', { raffleId });
          resolve();
        });
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** Emits one raffle_ended and returns the p99 of the delays until each socket had it, in ms. */
async function fanOutP99(server: ServerProcess, sockets: Socket[], target: 'platform' | 'bare', raffleId: string): Promise<number> {
  const received: number[] = [];
  const all = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fan-out: ${received.length} of ${sockets.length} sockets got the event`)), 30_000);
    for (const s of sockets) {
      s.once('raffle_ended', () => {
        received.push(now());
        if (received.length === sockets.length) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  const { sentAt } = await server.request({ type: 'emit', target, raffleId }, 'emitted');
  await all;
  return percentile(
    received.map((t) => t - sentAt),
    99,
  );
}

/** Gzipped bytes of the JavaScript a signed-out visitor's browser loads for a page. */
async function firstScreenJs(baseUrl: string, paths: string[]): Promise<{ bytes: Record<string, number>; compressed: boolean; cacheControl: string }> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const bytes: Record<string, number> = {};
  let compressed = false;
  let cacheControl = '';
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      let total = 0;
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const headers = response.headers();
        compressed ||= Boolean(headers['content-encoding']);
        cacheControl = headers['cache-control'] ?? '';
        pending.push(
          response.body().then(
            (body) => void (total += gzipSync(body).length),
            () => undefined,
          ),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      bytes[path] = total;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { bytes, compressed, cacheControl };
}

/** Pinned, and fetched by npx on first use: a large tool the tests never need. The 12.x line runs on Node 20. */
const LIGHTHOUSE = 'lighthouse@12.8.2';

interface LighthouseResult {
  score: number;
  cls: number;
}

/** Lighthouse's mobile performance score (0–100, simulated throttling) and CLS for one page. */
async function lighthouse(url: string, cookie: string | null): Promise<LighthouseResult> {
  const flags = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    '--output-path=stdout',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const { stdout } = await promisify(execFile)('npx', flags, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError || report.categories.performance.score === null)
    throw new Error(`Lighthouse could not score ${url}: ${report.runtimeError?.message ?? 'no score'}`);
  return { score: Math.round(report.categories.performance.score * 100), cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0 };
}

/** A score, trying again when Lighthouse fails to record the load (it says "Please run Lighthouse again"). */
async function lighthouseOnce(url: string, cookie: string | null, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, cookie);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.warn(`Lighthouse failed on ${url} (attempt ${attempt} of ${attempts}); running it again`);
    }
  }
}

/** One row per page: the median score over `runs`, met at ≥ 90 with every run's CLS under 0.1. */
async function lighthouseRows(baseUrl: string, cookie: string | null, runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [path, signedIn] of [
    ['/', false],
    ['/raffles', false],
    ['/', true],
    ['/raffles', true],
  ] as const) {
    if (signedIn && !cookie) continue;
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(`${baseUrl}${path}`, signedIn ? cookie : null));
    const worstCls = Math.max(...results.map((r) => r.cls));
    rows.push(
      row(
        `Lighthouse mobile performance, ${path} ${signedIn ? 'signed in' : 'signed out'}`,
        results.map((r) => r.score),
        'score',
        '≥ 90, CLS < 0.1',
        (m) => m >= 90 && worstCls < 0.1,
        `worst CLS ${worstCls.toFixed(3)}`,
      ),
    );
  }
  return rows;
}

/** The measured server's own memory (smoke runs, which have no build to start). */
async function idleMemory(server: ServerProcess, idleSeconds: number): Promise<BenchRow> {
  await sleep(idleSeconds * 1000);
  const memory = await server.request({ type: 'memory' }, 'memory');
  const mb = (n: number) => n / 1024 / 1024;
  return idleRow(mb(memory.rss), `peak while starting ${mb(memory.peakRss).toFixed(0)} MB`);
}

function idleRow(rssMb: number, note: string): BenchRow {
  return { measure: 'idle server RSS, embedded database', median: rssMb, spread: null, unit: 'MB', goal: '≤ 250 MB', met: rssMb <= 250, note };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Resident and peak memory of a process, in MB, from Linux's /proc. */
function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * What an operator runs: the built server started by `npm start`'s own command on the
 * embedded database, idle after its first start on an empty data directory and again
 * after a restart on the same one. The row reports the larger.
 */
async function startedServerIdleMemory(idleSeconds: number): Promise<BenchRow> {
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const [, ...args] = packageJson.scripts.start.split('exec ')[1]!.trim().split(/\s+/);
  const dataDir = mkdtempSync(join(tmpdir(), 'fowls-bench-idle-'));
  const startOnce = async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS']) delete env[name];
    const child = spawn(process.execPath, args, { env, stdio: 'ignore' });
    try {
      for (let waited = 0; ; waited += 250) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
        if (waited > 120_000) throw new Error('the server did not answer within 2 minutes');
        if (
          await fetch(`http://127.0.0.1:${port}/api/platform`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await sleep(250);
      }
      await sleep(idleSeconds * 1000);
      return processMemory(child.pid!);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  };
  try {
    const first = await startOnce();
    const restart = await startOnce();
    const f = (n: number) => n.toFixed(0);
    return idleRow(
      Math.max(first.rss, restart.rss),
      `npm start: first start ${f(first.rss)} MB (peak ${f(first.peak)}), restart ${f(restart.rss)} MB (peak ${f(restart.peak)})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each route of the overall mix alone, and its share of the server's time in the mix at
 * the specification's intervals (requests a minute ÷ req/s): the routes to work on first.
 */
async function logRouteCosts(
  baseUrl: string,
  data: BenchData,
  playerOf: (connection: number) => BenchPlayer,
  connections: number,
  seconds: number,
  log: (line: string) => void,
): Promise<void> {
  const first = data.players[0]!;
  const template = (path: string) =>
    path
      .replace(first.steamId, ':steamId')
      .replace(first.id, ':userId')
      .replace(/[0-9a-f-]{36}/, ':id');
  const routes = new Map<string, { perMinute: number; pathFor: (player: BenchPlayer) => string }>();
  const pages = pagesOf(first, data);
  pages.forEach((page, pageIndex) =>
    page.polls.forEach((poll, pollIndex) => {
      const name = template(poll.path);
      const known = routes.get(name);
      const perMinute = 60_000 / poll.everyMs / pages.length;
      if (known) known.perMinute += perMinute;
      else routes.set(name, { perMinute, pathFor: (player) => pagesOf(player, data)[pageIndex]!.polls[pollIndex]!.path });
    }),
  );
  const costs: { name: string; rate: number; share: number }[] = [];
  for (const [name, route] of routes) {
    const rate = await throughput(baseUrl, { requestsFor: (c) => getAll([route.pathFor(playerOf(c))], playerOf(c).cookie) }, connections, seconds);
    costs.push({ name, rate, share: route.perMinute / rate });
  }
  const total = costs.reduce((sum, c) => sum + c.share, 0);
  log("each polled route alone, and its share of the mix's server time:");
  for (const c of costs.sort((a, b) => b.share - a.share)) log(`  ${c.name}: ${c.rate.toFixed(0)} req/s, ${((100 * c.share) / total).toFixed(0)} %`);
}

export async function runBench(options: BenchOptions): Promise<BenchRow[]> {
  const { log, sizes, rounds, segmentSeconds: seconds, httpConnections } = options;
  const rows: BenchRow[] = [];
  const startedAt = Date.now();

  log(`starting the platform on ${options.kind} and writing the data set…`);
  // The raffle page's chat answers entrants only (403 otherwise): every player must be one.
  if (sizes.entrantsPerActive < sizes.players)
    throw new Error('entrantsPerActive must be at least players: the polling mix reads each raffle chat as an entrant');
  const { server, ready } = await ServerProcess.start(options.kind, sizes);
  const data = ready.data as BenchData;
  let pgbench: Pgbench | null = null;
  try {
    const playerOf = (connection: number): BenchPlayer => data.players[connection % data.players.length]!;
    const platformLoad: Load = { requestsFor: () => getAll(['/api/platform']) };
    const pageLoad = (choose: (pages: PageMix[]) => PageMix[]): Load => ({
      requestsFor: (c) => {
        const player = playerOf(c);
        return getAll(choose(pagesOf(player, data)).flatMap(minuteOf), player.cookie);
      },
    });
    const overallLoad = pageLoad((pages) => pages);
    // The least any signed-in poll does: read its session from Postgres and answer (decision 0044).
    const sessionLoad: Load = { requestsFor: (c) => getAll(['/api/auth/user'], playerOf(c).cookie) };
    const listLoad = pageLoad((pages) => pages.filter((p) => p.page === '/raffles'));
    const flipLoad: Load = {
      requestsFor: (c) => [
        {
          method: 'POST',
          path: '/api/fowl-flip/play',
          headers: { cookie: playerOf(c).cookie, origin: ready.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ betAmount: 10, selectedSide: c % 2 ? 'heads' : 'tails' }),
        },
      ],
    };
    const pages = pagesOf(data.players[0]!, data);
    const perPlayerOverall = pages.reduce((sum, p) => sum + requestsPerSecond(p), 0) / pages.length;
    const perPlayerList = requestsPerSecond(pages.find((p) => p.page === '/raffles')!);

    if (options.kind === 'postgres' && options.postgresUrl) pgbench = await Pgbench.create(options.postgresUrl);
    // Warm up: compile the routes' code paths and fill the database's caches.
    for (const load of [platformLoad, overallLoad, listLoad]) await throughput(ready.baseUrl, load, httpConnections, Math.min(2, seconds));

    const mixRatios: number[] = [];
    const overallPlayers: number[] = [];
    const listPlayers: number[] = [];
    const flipRatios: number[] = [];
    const sessionRatios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const platform = await throughput(ready.baseUrl, platformLoad, httpConnections, seconds);
      const overall = await throughput(ready.baseUrl, overallLoad, httpConnections, seconds);
      const session = await throughput(ready.baseUrl, sessionLoad, httpConnections, seconds);
      const list = await throughput(ready.baseUrl, listLoad, httpConnections, seconds);
      mixRatios.push(overall / platform);
      sessionRatios.push(session / platform);
      overallPlayers.push(overall / perPlayerOverall);
      listPlayers.push(list / perPlayerList);
      const bets = await throughput(ready.baseUrl, flipLoad, 8, seconds);
      if (pgbench) flipRatios.push(bets / pgbench.run(8, seconds));
      log(
        `round ${round}/${rounds}: platform ${platform.toFixed(0)} req/s, polling mix ${overall.toFixed(0)} req/s, session read ${session.toFixed(0)} req/s, raffle list ${list.toFixed(0)} req/s, flips ${bets.toFixed(0)}/s`,
      );
    }
    if (options.routeSeconds > 0) await logRouteCosts(ready.baseUrl, data, playerOf, httpConnections, options.routeSeconds, log);
    rows.push(row('polling mix req/s ÷ GET /api/platform req/s', mixRatios, '×', '≥ 0.5', (m) => m >= 0.5));
    rows.push(row('session read alone (GET /api/auth/user) ÷ GET /api/platform: the mix ceiling', sessionRatios, '×', 'for reference', null));
    rows.push(row('players served, overall (spec polling intervals)', overallPlayers, 'players', '≥ 2,500', (m) => m >= 2500));
    rows.push(row('players served on the raffle list', listPlayers, 'players', '≥ 1,000', (m) => m >= 1000));
    rows.push(
      pgbench
        ? row('Fowl Flip bets/s (c=8, 8 players) ÷ pgbench -N -c 8 TPS', flipRatios, '×', '≥ 0.3', (m) => m >= 0.3)
        : notMeasured('Fowl Flip bets/s ÷ pgbench -N -c 8 TPS', '≥ 0.3', 'needs a Postgres server'),
    );

    log(`connecting ${options.sockets} sockets to each server…`);
    const raffleId = data.activeRaffleIds[0]!;
    const platformSockets = await connectRoom(ready.baseUrl, options.sockets, true, raffleId);
    const bareSockets = await connectRoom(ready.bareUrl, options.sockets, false, raffleId);
    await sleep(500);
    const fanOutRatios: number[] = [];
    try {
      // Whichever server is measured first in a pair comes out slower, the same code on both
      // (median of 8 pairs: 1.21 with the platform first, 1.00 with the bare server first).
      // Every round runs both orders, so neither side carries that cost alone.
      const p99 = (target: 'platform' | 'bare') => fanOutP99(server, target === 'platform' ? platformSockets : bareSockets, target, raffleId);
      for (let round = 0; round < Math.max(3, rounds); round++) {
        const ours = await p99('platform');
        const bare = await p99('bare');
        const bareFirst = await p99('bare');
        const oursSecond = await p99('platform');
        fanOutRatios.push(ours / bare, oursSecond / bareFirst);
      }
    } finally {
      for (const s of [...platformSockets, ...bareSockets]) s.disconnect();
    }
    rows.push(row(`raffle_ended to ${options.sockets} sockets in one room, p99 ÷ bare Socket.IO`, fanOutRatios, '×', '≤ 1.1', (m) => m <= 1.1));

    if (options.browser) {
      const js = await firstScreenJs(ready.baseUrl, ['/', '/raffles']);
      const note = `served ${js.compressed ? 'compressed' : 'uncompressed'}; assets: cache-control ${js.cacheControl || 'none'}`;
      for (const [path, bytes] of Object.entries(js.bytes)) {
        rows.push({
          measure: `first-screen JavaScript, gzip, ${path}`,
          median: bytes / 1024,
          spread: null,
          unit: 'KB',
          goal: '≤ 150 KB',
          met: bytes / 1024 <= 150,
          note,
        });
      }
    } else {
      rows.push(notMeasured('first-screen JavaScript, gzip', '≤ 150 KB', 'browser off'));
    }
    if (options.browser) rows.push(...(await lighthouseRows(ready.baseUrl, ready.data?.players[0]?.cookie ?? null, options.lighthouseRuns)));
    else rows.push(notMeasured('Lighthouse mobile performance, / and /raffles', '≥ 90, CLS < 0.1', 'browser off'));
    if (!options.freshIdleServer && options.kind === 'pglite') rows.push(await idleMemory(server, options.idleSeconds));
  } finally {
    await pgbench?.drop();
    await server.stop();
  }

  if (options.freshIdleServer) {
    log('starting the built server on the embedded database, then again, and reading its idle memory…');
    rows.push(await startedServerIdleMemory(options.idleSeconds));
  }
  log(`finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  return rows;
}

const fmt = (n: number, unit: string) => (unit === 'players' ? n.toFixed(0) : unit === 'MB' || unit === 'KB' ? n.toFixed(0) : n.toFixed(2));

/** The table as printed. */
export function formatTable(rows: BenchRow[]): string {
  const lines = rows.map((r) => {
    const value = r.median === null ? 'not measured' : `${fmt(r.median, r.unit)} ${r.unit}`;
    const spread = r.spread ? `${fmt(r.spread[0], r.unit)} – ${fmt(r.spread[1], r.unit)}` : '';
    const met = r.met === null ? '–' : r.met ? 'met' : 'NOT MET';
    return `| ${r.measure} | ${value} | ${spread} | ${r.goal} | ${met} |${r.note ? ` ${r.note}` : ''}`;
  });
  return ['| measure | median | spread (min – max) | goal | |', '|---|---|---|---|---|', ...lines].join('\n');
}
