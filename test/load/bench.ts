import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { formatTable, runBench } from './bench-run';

// `npm run bench`: the benchmark of record (see README, "Performance"). It builds the
// web app, starts the platform on the local Postgres server (PGlite when none answers)
// with the full data set, and prints every measure as a ratio to its baseline.
// BENCH_DATABASE_URL picks the server; BENCH_SOCKETS, BENCH_ROUNDS, BENCH_SECONDS,
// BENCH_ROUTE_SECONDS and BENCH_LIGHTHOUSE_RUNS tune it.

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
if (kind === 'postgres') process.env.TEST_DATABASE_URL = postgresUrl;
else console.log(`No Postgres answers at ${postgresUrl}: the platform runs on embedded PGlite and the pgbench row is left out.`);

console.log('building the web app and the server…');
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const rows = await runBench({
  kind,
  postgresUrl: kind === 'postgres' ? postgresUrl : null,
  sizes: { players: 200, activeRaffles: 20, entrantsPerActive: 200, endedRaffles: 5000, entrantsPerEnded: 25, chatPerActive: 50 },
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  segmentSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  httpConnections: 16,
  sockets: Number(process.env.BENCH_SOCKETS ?? 2000),
  browser: true,
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  idleSeconds: 10,
  freshIdleServer: true,
  routeSeconds: Number(process.env.BENCH_ROUTE_SECONDS ?? 2),
  log: (line) => console.log(line),
});
console.log(`\n${formatTable(rows)}`);
