import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { postEntry } from '../../src/server/modules/ledger';
import { startTestApp } from '../helpers/test-app';
import { signIn } from '../helpers/sign-in';
import { insertUser } from '../helpers/users';

// `npm run bench`: costs of hot paths as ratios to a baseline measured in the
// same run (a bare `SELECT 1` round trip), so results compare across machines.

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

async function measure(fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn(-1 - i); // warm-up
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i++) await fn(i);
  return (performance.now() - start) / ITERATIONS;
}

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const t = await startTestApp(kind);
try {
  const { db } = t.ctx;
  const user = await insertUser(db);
  const { cookie, steamId } = await signIn(t.app);
  // The player is Premium with plenty of fowls, so game bets can be measured.
  const [player] = await db.update(users).set({ subscriptionExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(users.steamId, steamId)).returning();
  await db.transaction((tx) => postEntry(tx, { userId: player!.id, amount: 1_000_000, type: 'admin_adjustment', description: 'bench', idempotencyKey: `bench-fund:${player!.id}` }));

  const baseline = await measure(() => db.execute(sql`SELECT 1`));
  const rows: [string, number][] = [
    ['ledger posting (own transaction)', await measure((i) => db.transaction((tx) => postEntry(tx, { userId: user.id, amount: 1, type: 'refund', description: 'bench', idempotencyKey: `bench:${i}:${Math.random()}` })))],
    ['GET /api/platform', await measure(() => t.app.inject({ method: 'GET', url: '/api/platform' }))],
    ['GET /api/auth/user (session lookup)', await measure(() => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }))],
    ['GET /api/leaderboard (cached)', await measure(() => t.app.inject({ method: 'GET', url: '/api/leaderboard' }))],
    ['GET /api/raffles', await measure(() => t.app.inject({ method: 'GET', url: '/api/raffles' }))],
    ['POST /api/fowl-flip/play (bet, outcome, payout)', await measure(() => t.app.inject({ method: 'POST', url: '/api/fowl-flip/play', headers: { cookie }, payload: { betAmount: 10, selectedSide: 'heads' } }))],
  ];
  console.log(`\nBench on ${kind}, ${ITERATIONS} iterations; baseline SELECT 1 = 1.00`);
  for (const [name, ms] of rows) console.log(`${name.padEnd(50)} ${(ms / baseline).toFixed(2)}× baseline`);
} finally {
  await t.close();
}
