import { execFile, fork, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { emptyPostgresDatabase } from '../helpers/built-server';
import type { DatabaseKind } from '../helpers/databases';
import { startRoundTripCounter } from '../helpers/round-trip-counter';
import type { BenchData, BenchPlayer, BenchSizes } from './bench-data';
import { describeMix, minuteOf, pageOf, pagesOf, weightedRequestsPerSecond, webIntervals, type MixAssumptions } from './bench-mix';
import { BENCH_ADMIN_PASSWORD, processMemory, productionExceptions, startBuilt, startPlatform, type Platform } from './bench-platform';
import type { FromSockets, ToSockets } from './bench-protocol';

// The benchmark of record (docs/decisions/0065). Every measure is a ratio to a baseline
// taken just before and just after it on the same machine, and a round whose two
// baselines differ by more than a fifth is not kept: the machine changed under it.

export interface BenchOptions {
  kind: DatabaseKind;
  /** A Postgres server URL (postgres kind): the platform's database and pgbench's are made on it. */
  postgresUrl: string | null;
  sizes: BenchSizes;
  mix: MixAssumptions;
  /** Kept rounds per measure (the median is over them). */
  rounds: number;
  /** Rounds a measure may lose to a moving baseline before it is reported as it is. */
  maxRejected: number;
  /** How far apart a round's two baselines may be, as a share of the larger: 0.2 in the bench of record. */
  maxDrift: number;
  /** Seconds of load per measured segment. */
  segmentSeconds: number;
  /** Sockets in the fan-out's room. */
  sockets: number;
  /** Processes the sockets are split over. */
  socketProcesses: number;
  /** Bets, one at a time, whose round trips to Postgres are counted. */
  roundTripBets: number;
  /** Measure JavaScript before idle and Lighthouse scores in Chromium. */
  browser: boolean;
  /** Kept Lighthouse runs per page. */
  lighthouseRuns: number;
  /** How long the idle server idles before its memory is read, and how many starts. */
  idleSeconds: number;
  idleStarts: number;
  /** Seconds of load on each polled route alone, to print where the mix's time goes (0: skip). */
  routeSeconds: number;
  log: (line: string) => void;
}

export interface BenchRow {
  measure: string;
  /** The median over kept rounds; null when not measured. */
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

function row(measure: string, values: number[], unit: string, goal: string, met: (m: number) => boolean, note?: string): BenchRow {
  if (values.length === 0) return notMeasured(measure, goal, note ?? 'no round kept');
  const m = median(values);
  return { measure, median: m, spread: spreadOf(values), unit, goal, met: met(m), ...(note ? { note } : {}) };
}
const notMeasured = (measure: string, goal: string, note: string): BenchRow => ({ measure, median: null, spread: null, unit: '', goal, met: null, note });

/**
 * Runs `measure` between two runs of `baseline` until `rounds` are kept; a round whose
 * baselines differ by more than `maxDrift` (20 %) is rejected and run again, at most `maxRejected`
 * times. Each baseline after a measure is the one before the next. Returns each kept
 * round's measure ÷ the mean of its two baselines.
 */
async function bracketed(
  name: string,
  measure: () => Promise<number>,
  baseline: () => Promise<number>,
  opts: { rounds: number; maxRejected: number; maxDrift: number; log: (line: string) => void },
): Promise<{ ratios: number[]; measures: number[]; rejected: number }> {
  const ratios: number[] = [];
  const measures: number[] = [];
  let rejected = 0;
  let before = await baseline();
  while (ratios.length < opts.rounds && rejected <= opts.maxRejected) {
    const value = await measure();
    const after = await baseline();
    const drift = Math.abs(after - before) / Math.max(after, before);
    const kept = drift <= opts.maxDrift;
    if (kept) {
      ratios.push(value / ((before + after) / 2));
      measures.push(value);
    } else rejected++;
    opts.log(
      `  ${name}: baseline ${before.toFixed(1)}, measure ${value.toFixed(1)}, baseline ${after.toFixed(1)}: ${kept ? `kept, ratio ${(value / ((before + after) / 2)).toFixed(3)}` : `rejected (baselines ${(100 * drift).toFixed(0)} % apart)`}`,
    );
    before = after;
  }
  return { ratios, measures, rejected };
}

const keptNote = (r: { ratios: number[]; rejected: number }) => `${r.ratios.length} rounds kept, ${r.rejected} rejected`;

/** Requests per second the server answers, each connection looping its own sequence; a failed request fails the run. */
async function throughput(baseUrl: string, requestsFor: (connection: number) => autocannon.Request[], connections: number, seconds: number): Promise<number> {
  let next = 0;
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, setupClient: (client) => client.setRequests(requestsFor(next++)) });
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

function pgbenchPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('pgbench is not installed (Debian: apt-get install postgresql-contrib)');
  return found.split('\n')[0]!;
}

/** pgbench's simple-update transactions on its own database of the same server. */
async function createPgbench(serverUrl: string): Promise<{ run: (clients: number, seconds: number) => Promise<number>; drop: () => Promise<void> }> {
  const database = await emptyPostgresDatabase(serverUrl);
  const url = new URL(database.url);
  const init = spawnSync(pgbenchPath(), ['-i', '-s', '1', '-q', url.toString()], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  return {
    async run(clients, seconds) {
      const { stdout } = await promisify(execFile)(pgbenchPath(), [
        '-N',
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(Math.max(1, Math.round(seconds))),
        url.toString(),
      ]);
      const tps = /tps = ([\d.]+)/.exec(stdout);
      if (!tps) throw new Error(`pgbench printed no tps: ${stdout}`);
      return Number(tps[1]);
    },
    drop: database.drop,
  };
}

/** A process of socket clients (bench-sockets.ts), driven by messages. */
class SocketClients {
  private waiting: ((m: FromSockets) => void)[] = [];
  private constructor(private child: ChildProcess) {
    child.on('message', (m) => this.waiting.shift()?.(m as FromSockets));
    child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w({ type: 'error', message: `socket clients exited with ${code}` });
    });
  }

  static start(): SocketClients {
    return new SocketClients(
      fork(new URL('./bench-sockets.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
  }

  /** Sends `message` and resolves with the next answer; `then` answers come after. */
  ask(message: ToSockets): Promise<FromSockets> {
    const answer = new Promise<FromSockets>((resolve) => this.waiting.push(resolve));
    this.child.send(message);
    return answer.then((m) => (m.type === 'error' ? Promise.reject(new Error(m.message)) : m));
  }

  next(): Promise<FromSockets> {
    return new Promise<FromSockets>((resolve) => this.waiting.push(resolve)).then((m) => (m.type === 'error' ? Promise.reject(new Error(m.message)) : m));
  }

  close(): void {
    if (this.child.connected) this.child.send({ type: 'close' } satisfies ToSockets);
  }
}

/** The bare Socket.IO server (bench-bare.ts) in its own process. */
async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = fork(new URL('./bench-bare.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ url: string }];
  return { url: message.url, stop: () => void child.kill('SIGTERM') };
}

/**
 * `raffle_ended` to every socket in one room: on the platform, an admin ending a raffle
 * through the admin API (the real event, with its settlement); on the bare server, a
 * request that makes it emit. p99 of the delays from the request to each socket's event.
 */
async function fanOutRow(platform: Platform, opts: BenchOptions): Promise<BenchRow> {
  const { log } = opts;
  const measure = `raffle_ended to ${opts.sockets.toLocaleString('en')} sockets in one room, p99 ÷ bare Socket.IO`;
  const goal = '≤ 1.1';
  const login = await fetch(`${platform.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: platform.origin, cookie: platform.adminCookie },
    body: JSON.stringify({ password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  // One room per measured end: a socket may watch at most 10 raffles.
  const raffleIds = platform.data.activeRaffleIds.slice(0, Math.min(10, opts.rounds + opts.maxRejected + 1));
  const bare = await startBare();
  const clients = Array.from({ length: opts.socketProcesses }, () => SocketClients.start());
  try {
    const share = (i: number) => Math.floor(opts.sockets / clients.length) + (i < opts.sockets % clients.length ? 1 : 0);
    log(`connecting ${opts.sockets} sockets to each server from ${clients.length} processes…`);
    for (const [target, url] of [
      ['platform', platform.baseUrl],
      ['bare', bare.url],
    ] as const)
      await Promise.all(clients.map((c, i) => c.ask({ type: 'connect', target, url, count: share(i), raffleIds })));
    // The joins are handled in order on each socket, well within this.
    await sleep(2000);
    const p99 = async (target: 'platform' | 'bare', raffleId: string): Promise<number> => {
      await Promise.all(clients.map((c) => c.ask({ type: 'arm', target, raffleId })));
      const received = Promise.all(clients.map((c) => c.next()));
      const sentAt = now();
      const res =
        target === 'platform'
          ? await fetch(`${platform.baseUrl}/api/admin/raffles/${raffleId}`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${token}`, cookie: platform.adminCookie, 'content-type': 'application/json', origin: platform.origin },
              body: JSON.stringify({ status: 'ended' }),
            })
          : await fetch(`${bare.url}/emit?raffleId=${raffleId}`, { method: 'POST' });
      if (!res.ok) throw new Error(`ending raffle ${raffleId} answered ${res.status}: ${await res.text()}`);
      const times = (await received).flatMap((m) => (m.type === 'received' ? m.times : []));
      return percentile(
        times.map((t) => t - sentAt),
        99,
      );
    };
    let nextRaffle = 0;
    const result = await bracketed(
      'fan-out p99 ms',
      () => {
        const raffleId = raffleIds[nextRaffle++];
        if (!raffleId) throw new Error('no raffle left to end');
        return p99('platform', raffleId);
      },
      () => p99('bare', 'bare'),
      { rounds: opts.rounds, maxRejected: Math.min(opts.maxRejected, raffleIds.length - opts.rounds), maxDrift: opts.maxDrift, log },
    );
    return row(
      measure,
      result.ratios,
      '×',
      goal,
      (m) => m <= 1.1,
      `${keptNote(result)}; platform p99 ${median(result.measures).toFixed(0)} ms; an admin's PUT (settlement and draw included) against the bare server's emit`,
    );
  } finally {
    for (const c of clients) c.close();
    bare.stop();
  }
}

/**
 * Round trips to Postgres per Fowl Flip bet, session included, counted outside the server:
 * a second instance of the build on the same database, through a proxy that counts each
 * query or Sync the server sends. Bets one at a time; the median per outcome, so a
 * background job's query in the same moment does not count.
 */
async function roundTripsRow(platform: Platform, bets: number, log: (line: string) => void): Promise<BenchRow> {
  const measure = 'round trips to Postgres per bet, session included (won, lost)';
  const counter = await startRoundTripCounter(platform.databaseUrl!);
  const dataDir = mkdtempSync(join(tmpdir(), 'fowls-bench-trips-'));
  try {
    const started = await startBuilt({ dataDir, databaseUrl: counter.url, exceptions: true });
    const counts: Record<'won' | 'lost', number[]> = { won: [], lost: [] };
    try {
      const player = platform.data.players[0]!;
      for (let i = 0; i < bets; i++) {
        counter.reset();
        const res = await fetch(`${started.baseUrl}/api/fowl-flip/play`, {
          method: 'POST',
          headers: { cookie: player.cookie, origin: started.baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ betAmount: 10, selectedSide: 'heads' }),
        });
        if (!res.ok) throw new Error(`a bet answered ${res.status}: ${await res.text()}`);
        const { result } = (await res.json()) as { result: { won: boolean } };
        counts[result.won ? 'won' : 'lost'].push(counter.count());
      }
    } finally {
      await started.stop();
    }
    log(`  round trips per bet: won ${counts.won.join(' ')}; lost ${counts.lost.join(' ')}`);
    if (!counts.won.length || !counts.lost.length) return notMeasured(measure, '≤ 3', `${bets} bets, not both outcomes`);
    const won = median(counts.won);
    const lost = median(counts.lost);
    return {
      measure,
      median: Math.max(won, lost),
      spread: [Math.min(won, lost), Math.max(won, lost)],
      unit: 'round trips',
      goal: '≤ 3',
      met: Math.max(won, lost) <= 3,
      note: `won ${won}, lost ${lost} (medians of ${counts.won.length} and ${counts.lost.length} bets); the worse is the value`,
    };
  } finally {
    await counter.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How long no new script must arrive, after networkidle, before the page counts as idle. */
const SCRIPT_QUIET_MS = 5000;

/**
 * Gzipped bytes of every script a signed-out visitor's browser fetches for a page, without
 * touching it, until it is idle: past `networkidle` (which comes before the web app loads
 * what it defers until its first screen has settled, seconds after the load event), until
 * no script has arrived for SCRIPT_QUIET_MS. Also the bytes by `networkidle` alone.
 */
async function scriptsBeforeIdle(baseUrl: string, paths: string[]): Promise<Record<string, { bytes: number; count: number; byNetworkIdle: number }>> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const out: Record<string, { bytes: number; count: number; byNetworkIdle: number }> = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      let lastScriptAt = now();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
        lastScriptAt = now();
        sizes.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const atNetworkIdle = sizes.length;
      for (const idleAt = now(); now() - Math.max(lastScriptAt, idleAt) < SCRIPT_QUIET_MS && now() - idleAt < 30_000;) await sleep(250);
      const all = await Promise.all(sizes);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      out[path] = { bytes: sum(all), count: all.length, byNetworkIdle: sum(all.slice(0, atNetworkIdle)) };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
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
  for (let attempt = 1; ; attempt++) {
    try {
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
    } catch (err) {
      // Lighthouse sometimes fails to record a load ("Please run Lighthouse again").
      if (attempt >= 3) throw err;
    }
  }
}

/** A static page of text and one image, served by its own tiny server: what a quiet machine scores. */
async function startStaticPage(): Promise<{ url: string; server: Server }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title></head>' +
    '<body><h1>Baseline page</h1><p>A static page: what Lighthouse scores on this machine when nothing but the page is measured.</p></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server };
}

/**
 * One row per page: each run of the page follows a run of the static page in the same
 * loop, and counts only when that one scored ≥ 98 (the machine was quiet enough).
 */
async function lighthouseRows(baseUrl: string, cookie: string, opts: BenchOptions): Promise<BenchRow[]> {
  const staticPage = await startStaticPage();
  const rows: BenchRow[] = [];
  try {
    for (const [path, signedIn] of [
      ['/', false],
      ['/raffles', false],
      ['/', true],
      ['/raffles', true],
    ] as const) {
      const kept: LighthouseResult[] = [];
      let dropped = 0;
      while (kept.length < opts.lighthouseRuns && dropped <= opts.maxRejected) {
        const baseline = await lighthouse(staticPage.url, null);
        const result = await lighthouse(`${baseUrl}${path}`, signedIn ? cookie : null);
        if (baseline.score >= 98) kept.push(result);
        else dropped++;
        opts.log(
          `  Lighthouse ${path} ${signedIn ? 'signed in' : 'signed out'}: static page ${baseline.score}, page ${result.score} (CLS ${result.cls.toFixed(3)})${baseline.score >= 98 ? '' : ': not kept'}`,
        );
      }
      const worstCls = kept.length ? Math.max(...kept.map((r) => r.cls)) : NaN;
      rows.push(
        row(
          `Lighthouse mobile performance, ${path} ${signedIn ? 'signed in' : 'signed out'}`,
          kept.map((r) => r.score),
          'score',
          '≥ 95, CLS < 0.05',
          (m) => m >= 95 && worstCls < 0.05,
          `${kept.length} runs kept, ${dropped} not (static page < 98); worst CLS ${worstCls.toFixed(3)}`,
        ),
      );
    }
  } finally {
    staticPage.server.close();
  }
  return rows;
}

/** `npm start` on the embedded database, idle, then restarted on the same data directory: the worst RSS of the starts. */
async function idleMemoryRow(opts: BenchOptions): Promise<BenchRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fowls-bench-idle-'));
  const rss: number[] = [];
  try {
    for (let start = 1; start <= opts.idleStarts; start++) {
      const started = await startBuilt({ dataDir, databaseUrl: null, exceptions: false });
      try {
        await sleep(opts.idleSeconds * 1000);
        rss.push(processMemory(started.server.process.pid!).rss);
      } finally {
        await started.stop();
      }
      opts.log(`  idle start ${start}: ${rss.at(-1)!.toFixed(0)} MiB`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const worst = Math.max(...rss);
  return {
    measure: `idle RSS after ${opts.idleSeconds} s, embedded database, worst of ${opts.idleStarts}`,
    median: worst,
    spread: spreadOf(rss),
    unit: 'MiB',
    goal: '≤ 160 MiB',
    met: worst <= 160,
    note: 'npm start with the production settings and no exception; the first start migrates an empty data directory, the others restart on it',
  };
}

/** The route of a path, for printing: ids and Steam ids as parameters. */
function templateOf(data: BenchData): (path: string) => string {
  const players = new Map(data.players.flatMap((p) => [[p.steamId, ':steamId'] as const, [p.id, ':userId'] as const]));
  return (path) => path.replace(/[0-9a-f-]{36}|\d{17}/g, (id) => players.get(id) ?? ':id');
}

/** Each route of the mix alone, and its share of the server's time in the mix: the routes to work on first. */
async function logRouteCosts(baseUrl: string, data: BenchData, assumptions: MixAssumptions, connections: number, seconds: number, log: (line: string) => void) {
  const template = templateOf(data);
  const routes = new Map<string, { perMinute: number; pathFor: (player: BenchPlayer, index: number) => string }>();
  const pages = pagesOf(data.players[0]!, 0, data, assumptions);
  pages.forEach((page, pageIndex) =>
    page.fetches.forEach((fetch, fetchIndex) => {
      const name = template(fetch.path);
      const known = routes.get(name);
      const perMinute = page.weight * fetch.perMinute;
      if (known) known.perMinute += perMinute;
      else routes.set(name, { perMinute, pathFor: (player, index) => pagesOf(player, index, data, assumptions)[pageIndex]!.fetches[fetchIndex]!.path });
    }),
  );
  const costs: { name: string; rate: number; share: number }[] = [];
  for (const [name, route] of routes) {
    const player = (c: number) => data.players[c % data.players.length]!;
    const rate = await throughput(baseUrl, (c) => getAll([route.pathFor(player(c), c)], player(c).cookie), connections, seconds);
    costs.push({ name, rate, share: route.perMinute / rate });
  }
  const total = costs.reduce((sum, c) => sum + c.share, 0);
  log("each route of the mix alone, and its share of the mix's server time:");
  for (const c of costs.sort((a, b) => b.share - a.share)) log(`  ${c.name}: ${c.rate.toFixed(0)} req/s, ${((100 * c.share) / total).toFixed(0)} %`);
}

async function databaseVersion(url: string | null): Promise<string> {
  if (!url) return 'embedded PGlite (no Postgres server answered)';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return `Postgres ${rows[0]!.server_version} at ${new URL(url).host}`;
  } finally {
    await client.end();
  }
}

export async function runBench(options: BenchOptions): Promise<BenchRow[]> {
  const { log, sizes, segmentSeconds: seconds } = options;
  const rows: BenchRow[] = [];
  const startedAt = Date.now();
  const keep = { rounds: options.rounds, maxRejected: options.maxRejected, maxDrift: options.maxDrift, log };

  // The raffle page's chat answers entrants only (403 otherwise): every player must be one.
  if (sizes.entrantsPerActive < sizes.players)
    throw new Error('entrantsPerActive must be at least players: the polling mix reads each raffle chat as an entrant');
  log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; Node ${process.version}`,
  );
  log(`database: ${await databaseVersion(options.postgresUrl)}`);
  log('the built server (npm start: NODE_ENV=production, SANDBOX=on), except:');
  for (const e of productionExceptions) log(`  ${e.setting}: ${e.why}`);
  log(`writing the data set (${sizes.players} players, ${sizes.activeRaffles} active raffles, ${sizes.endedRaffles} ended) and starting the server…`);
  const platform = await startPlatform(options.kind, options.postgresUrl, sizes);
  const { data, baseUrl } = platform;
  let pgbench: Awaited<ReturnType<typeof createPgbench>> | null = null;
  try {
    const players = data.players.length;
    const pagesFor = (c: number) => pagesOf(data.players[c % players]!, c % players, data, options.mix);
    const pages = pagesFor(0);
    log(
      `the polling mix: every player (${players}) on one page, players in turn over the pages, raffle pages over all ${data.activeRaffleIds.length} raffles; a page's view lasts ${options.mix.pageViewSeconds} s; ${options.mix.updatesPerRafflePerMinute} update(s) a minute per raffle:`,
    );
    for (const line of describeMix(pages, templateOf(data))) log(line);
    const perPlayer = weightedRequestsPerSecond(pages);
    const listPerViewer = 1000 / webIntervals.currentUser.ms + 1000 / webIntervals.raffleList.ms;

    // One connection per player, each looping a minute of its own page.
    const platformRate = () => throughput(baseUrl, () => getAll(['/api/platform']), players, seconds);
    const mixRate = () => throughput(baseUrl, (c) => getAll(minuteOf(pageOf(pagesFor(c), c)), data.players[c % players]!.cookie), players, seconds);
    const listRate = () => throughput(baseUrl, (c) => getAll(['/api/auth/user', '/api/raffles'], data.players[c % players]!.cookie), players, seconds);
    const flipRate = () =>
      throughput(
        baseUrl,
        (c) => [
          {
            method: 'POST',
            path: '/api/fowl-flip/play',
            headers: { cookie: data.players[c % players]!.cookie, origin: platform.origin, 'content-type': 'application/json' },
            body: JSON.stringify({ betAmount: 10, selectedSide: c % 2 ? 'heads' : 'tails' }),
          },
        ],
        8,
        seconds,
      );

    // Warm up: compile the routes' code paths and fill the database's caches.
    for (const load of [platformRate, mixRate, listRate]) await load();

    log('polling mix ÷ GET /api/platform:');
    const mix = await bracketed('polling mix req/s', mixRate, platformRate, keep);
    rows.push(row('polling mix req/s ÷ GET /api/platform', mix.ratios, '×', '≥ 0.5', (m) => m >= 0.5, keptNote(mix)));
    rows.push(
      row(
        'players one instance serves, one page open each',
        mix.measures.map((m) => m / perPlayer),
        'players',
        '≥ 5,000',
        (m) => m >= 5000,
        `at ${perPlayer.toFixed(3)} req/s per player, pages weighted as printed`,
      ),
    );
    log('raffle list viewers (session check + list) ÷ GET /api/platform:');
    const list = await bracketed('raffle list req/s', listRate, platformRate, keep);
    rows.push(
      row(
        `raffle list viewers (session check + list, ${listPerViewer.toFixed(1)} req/s each)`,
        list.measures.map((m) => m / listPerViewer),
        'viewers',
        '≥ 15,000',
        (m) => m >= 15_000,
        keptNote(list),
      ),
    );

    if (options.kind === 'postgres' && options.postgresUrl) {
      pgbench = await createPgbench(options.postgresUrl);
      const bench = pgbench;
      log('Fowl Flip bets/s c=8 ÷ pgbench -N -c 8 -j 2 TPS:');
      const flips = await bracketed('bets/s', flipRate, () => bench.run(8, seconds), keep);
      rows.push(row('Fowl Flip bets/s c=8 ÷ pgbench -N -c 8 -j 2 TPS', flips.ratios, '×', '≥ 0.4', (m) => m >= 0.4, keptNote(flips)));
    } else rows.push(notMeasured('Fowl Flip bets/s c=8 ÷ pgbench -N -c 8 -j 2 TPS', '≥ 0.4', 'needs a Postgres server'));
    rows.push(
      platform.databaseUrl
        ? await roundTripsRow(platform, options.roundTripBets, log)
        : notMeasured('round trips to Postgres per bet, session included (won, lost)', '≤ 3', 'needs a Postgres server'),
    );

    if (options.routeSeconds > 0) await logRouteCosts(baseUrl, data, options.mix, players, options.routeSeconds, log);

    if (options.browser) {
      const js = await scriptsBeforeIdle(baseUrl, ['/', '/raffles']);
      for (const [path, { bytes, count, byNetworkIdle }] of Object.entries(js))
        rows.push({
          measure: `JavaScript fetched before the page is idle, gzip, ${path} signed out`,
          median: bytes / 1024,
          spread: null,
          unit: 'KB',
          goal: '≤ 120 KB',
          met: bytes / 1024 <= 120,
          note: `${count} scripts, Chromium until no script for ${SCRIPT_QUIET_MS / 1000} s after networkidle; ${(byNetworkIdle / 1024).toFixed(0)} KB by networkidle`,
        });
      rows.push(...(await lighthouseRows(baseUrl, data.players[0]!.cookie, options)));
    } else {
      rows.push(notMeasured('JavaScript fetched before the page is idle, gzip, / and /raffles signed out', '≤ 120 KB', 'browser off'));
      rows.push(notMeasured('Lighthouse mobile performance, / and /raffles, signed out and in', '≥ 95, CLS < 0.05', 'browser off'));
    }

    // Last on this server: it ends raffles, which the pages above list.
    rows.push(await fanOutRow(platform, options));
  } finally {
    await pgbench?.drop();
    await platform.stop();
    const warnings = platform.server.output;
    log(`the server logged ${warnings.length} warning(s) or error(s)${warnings.length ? ':' : ''}`);
    for (const line of warnings.slice(0, 20)) log(`  ${line}`);
  }

  log(`starting npm start on the embedded database ${options.idleStarts} time(s), idle ${options.idleSeconds} s each…`);
  rows.push(await idleMemoryRow(options));
  log(
    `finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  return rows;
}

const fmt = (n: number, unit: string) => (['players', 'viewers', 'MiB', 'KB', 'score', 'round trips'].includes(unit) ? n.toFixed(0) : n.toFixed(2));

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
