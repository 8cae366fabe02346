import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { formatTable, runBench } from './bench-run';

// `npm run bench`: the benchmark of record (see README, "Performance", and
// docs/decisions/0065). It builds the platform, writes the data set to a fresh database
// on the local Postgres server (PGlite when none answers), starts the build as
// `npm start` does and prints every measure against its baseline and its goal.
// BENCH_DATABASE_URL picks the server; BENCH_ROUNDS, BENCH_SECONDS, BENCH_SOCKETS,
// BENCH_LIGHTHOUSE_RUNS, BENCH_IDLE_SECONDS and BENCH_UPDATES_PER_RAFFLE_PER_MINUTE tune it.

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const kind = (await postgresAnswers(postgresUrl)) ? 'postgres' : 'pglite';
if (kind === 'pglite') console.log(`No Postgres answers at ${postgresUrl}: the platform runs on embedded PGlite and the pgbench row is left out.`);

// The script and Lighthouse rows drive Debian's Chromium, installed as `npm test` installs it.
ensureChromium();
console.log('building the web app and the server…');
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const rows = await runBench({
  kind,
  postgresUrl: kind === 'postgres' ? postgresUrl : null,
  sizes: { players: 200, activeRaffles: 20, entrantsPerActive: 200, endedRaffles: 5000, entrantsPerEnded: 25, chatPerActive: 50 },
  mix: { pageViewSeconds: 60, updatesPerRafflePerMinute: Number(process.env.BENCH_UPDATES_PER_RAFFLE_PER_MINUTE ?? 1) },
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  maxRejected: 3,
  maxDrift: 0.2,
  segmentSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  sockets: Number(process.env.BENCH_SOCKETS ?? 10_000),
  socketProcesses: 2,
  roundTripBets: 20,
  browser: true,
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  idleSeconds: Number(process.env.BENCH_IDLE_SECONDS ?? 60),
  idleStarts: 3,
  routeSeconds: 2,
  log: (line) => console.log(line),
});
console.log(`\n${formatTable(rows)}`);
