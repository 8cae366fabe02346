import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { createInstanceMetrics } from '../metrics';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/databases';
import { insertUser } from '../../../test/helpers/users';
import { adminLoginFailures, adminTokens, fairSeeds, gameRounds, ledgerEntries, openidNonces, sessions } from '../db/schema';
import { accountsCleanupJob } from '../modules/accounts';
import { adminCleanupJob } from '../modules/admin';
import { gamesCleanupJob, GAME_ROUND_RETENTION_DAYS } from '../modules/games';
import { postEntry } from '../modules/ledger';
import type { Tx } from '../db/client';
import { lockIdFor, runJobOnce, startScheduler, type Job, type Ticker } from './scheduler';

describe.each(databaseKinds)('scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  /** What runJobOnce needs: the database and a clock (the system's: these rows are stamped by it). */
  const jobs = () => ({ db: database.db, clock: () => new Date() });

  /** A job that holds its lock until `release` is called, and says when it has it. */
  function heldJob() {
    let release!: () => void;
    let started!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const job: Job = {
      name: 'test.once',
      everyMs: 1000,
      async run() {
        runs += 1;
        started();
        await released;
      },
    };
    return { job, running, release, runs: () => runs };
  }

  it.runIf(kind === 'postgres')('skips a job on other instances while one instance runs it, and runs it again once that one is done', async () => {
    const held = heldJob();
    const first = runJobOnce(jobs(), held.job);
    await held.running;
    expect(await Promise.all([runJobOnce(jobs(), held.job), runJobOnce(jobs(), held.job)])).toEqual([false, false]);
    held.release();
    expect(await first).toBe(true);
    expect(held.runs()).toBe(1);
    // The lock ends with the transaction: the next round runs.
    expect(await runJobOnce(jobs(), held.job)).toBe(true);
    expect(held.runs()).toBe(2);
  });

  it('runs the job inside a transaction that holds its advisory lock, and frees the lock when that transaction ends', async () => {
    const name = 'test.locked';
    // Advisory locks of this test's database with the job's key (one 64-bit key: classid 0, objid the key).
    const locksHeld = async (db: Pick<Tx, 'execute'>) => {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid::bigint = ${lockIdFor(name)}
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    let during: number | undefined;
    const job: Job = {
      name,
      everyMs: 1000,
      async run(tx) {
        during = await locksHeld(tx);
      },
    };
    expect(await runJobOnce(jobs(), job)).toBe(true);
    expect(during).toBe(1);
    expect(await locksHeld(database.db)).toBe(0);
  });

  it('cleans up expired sessions and old nonces only', async () => {
    const user = await insertUser(database.db);
    await database.db.insert(sessions).values([
      { idHash: `live-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      { idHash: `dead-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    await database.db.insert(openidNonces).values([{ nonce: `old-${user.id}`, usedAt: new Date(Date.now() - 60 * 60_000) }, { nonce: `new-${user.id}` }]);
    await runJobOnce(jobs(), accountsCleanupJob);
    const left = (await database.db.select().from(sessions)).map((s) => s.idHash);
    expect(left).toContain(`live-${user.id}`);
    expect(left).not.toContain(`dead-${user.id}`);
    const nonces = (await database.db.select().from(openidNonces)).map((n) => n.nonce);
    expect(nonces).toEqual([`new-${user.id}`]);
  });

  it('deletes stale admin tokens and failed attempts, and keeps live ones', async () => {
    const user = await insertUser(database.db);
    const day = 24 * 60 * 60_000;
    await database.db.insert(adminTokens).values([
      { tokenHash: `live-${user.id}`, userId: user.id, sessionIdHash: 's', expiresAt: new Date(Date.now() + 60_000) },
      { tokenHash: `expired-${user.id}`, userId: user.id, sessionIdHash: 's', expiresAt: new Date(Date.now() - 2 * day) },
      {
        tokenHash: `revoked-${user.id}`,
        userId: user.id,
        sessionIdHash: 's',
        expiresAt: new Date(Date.now() + 60_000),
        revokedAt: new Date(Date.now() - 2 * day),
      },
    ]);
    await database.db.insert(adminLoginFailures).values([
      { userId: user.id, at: new Date(Date.now() - 2 * day) },
      { userId: user.id, at: new Date() },
    ]);
    await runJobOnce(jobs(), adminCleanupJob);
    expect((await database.db.select().from(adminTokens)).map((t) => t.tokenHash)).toEqual([`live-${user.id}`]);
    expect(await database.db.select().from(adminLoginFailures)).toHaveLength(1);
  });

  it('deletes finished game rounds past retention, but never a running round, a Fowl Case or the ledger', async () => {
    const user = await insertUser(database.db);
    const [seed] = await database.db.insert(fairSeeds).values({ userId: user.id, serverSeed: 's', serverSeedHash: 'h', clientSeed: 'c' }).returning();
    const old = new Date(Date.now() - (GAME_ROUND_RETENTION_DAYS + 1) * 24 * 60 * 60_000);
    const round = (game: string, status: string, createdAt: Date, nonce: number) => ({
      userId: user.id,
      game,
      status,
      seedId: seed!.id,
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce,
      createdAt,
    });
    await database.db
      .insert(gameRounds)
      .values([
        round('fowl_flip', 'won', old, 0),
        round('hen_house_hazard', 'active', old, 1),
        round('fowl_case', 'completed', old, 2),
        round('fowl_flip', 'lost', new Date(), 3),
      ]);
    await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 100, type: 'admin_adjustment', description: 'kept', idempotencyKey: `cleanup-test:${user.id}`, at: new Date() }),
    );
    await runJobOnce(jobs(), gamesCleanupJob);
    const left = await database.db.select().from(gameRounds).where(eq(gameRounds.userId, user.id));
    expect(left.map((r) => r.nonce).sort()).toEqual([1, 2, 3]);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).toHaveLength(1);
  });
});

describe('the scheduler on one instance', () => {
  /** Ticks only when the test says so: no timers, so nothing depends on how fast the machine is. */
  function manualTicker() {
    const ticks: (() => void)[] = [];
    const ticker: Ticker = (tick) => {
      ticks.push(tick);
      return () => ticks.splice(ticks.indexOf(tick), 1);
    };
    return { ticker, tickAll: () => [...ticks].forEach((tick) => tick()) };
  }
  /** A database whose every transaction gets the advisory lock: this test is about one instance's own guard. */
  const lockingDb = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => work({ execute: async () => ({ rows: [{ locked: true }] }) } as unknown as Tx),
  };
  const ctx = { db: lockingDb, clock: () => new Date(), log: { info() {}, error() {} } } as unknown as AppContext;
  /** Lets every promise chain started so far run to its end (the fake database does no I/O). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('skips only the ticks of a job whose last run has not finished; the other jobs keep running', async () => {
    let release!: () => void;
    const stuckUntil = new Promise<void>((resolve) => (release = resolve));
    let stuckRuns = 0;
    let steadyRuns = 0;
    const stuck: Job = {
      name: 'test.stuck',
      everyMs: 1000,
      async run() {
        stuckRuns += 1;
        await stuckUntil;
      },
    };
    const steady: Job = {
      name: 'test.steady',
      everyMs: 1000,
      async run() {
        steadyRuns += 1;
      },
    };
    const { ticker, tickAll } = manualTicker();
    const metrics = createInstanceMetrics();
    const scheduler = startScheduler(ctx, [stuck, steady], { ticker, metrics });

    // More rounds than any global cap on running ticks would allow.
    for (let round = 1; round <= 10; round++) {
      tickAll();
      await settle();
      expect(steadyRuns).toBe(round);
      expect(stuckRuns).toBe(1);
    }
    const outcomes = async (job: string) =>
      Object.fromEntries((await metrics.jobRuns.get()).values.filter((v) => v.labels.job === job).map((v) => [v.labels.outcome, v.value]));
    // Every outcome has a series from the start, at 0 until it happens.
    expect(await outcomes('test.stuck')).toEqual({ ran: 0, skipped: 0, overlapped: 9 });
    expect(await outcomes('test.steady')).toEqual({ ran: 10, skipped: 0, overlapped: 0 });

    // Once the stuck run ends, the job's next tick runs it again.
    release();
    await settle();
    tickAll();
    await settle();
    expect(stuckRuns).toBe(2);
    expect(steadyRuns).toBe(11);
    await scheduler.stop();
    tickAll();
    await settle();
    expect(steadyRuns).toBe(11);
  });

  it('waits on stop for a run in progress, so its transaction (and lock) ends first', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const job: Job = {
      name: 'test.held',
      everyMs: 1000,
      async run() {
        await held;
        finished = true;
      },
    };
    const { ticker, tickAll } = manualTicker();
    const scheduler = startScheduler(ctx, [job], { ticker });
    tickAll();
    await settle();
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
  });
});
