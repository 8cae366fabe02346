import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/databases';
import { insertUser } from '../../../test/helpers/users';
import { adminLoginFailures, adminTokens, fairSeeds, gameRounds, ledgerEntries, openidNonces, sessions } from '../db/schema';
import { accountsCleanupJob } from '../modules/accounts';
import { adminCleanupJob } from '../modules/admin';
import { gamesCleanupJob, GAME_ROUND_RETENTION_DAYS } from '../modules/games';
import { postEntry } from '../modules/ledger';
import type { Tx } from '../db/client';
import { lockIdFor, runJobOnce, type Job } from './scheduler';

describe.each(databaseKinds)('scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

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
    const first = runJobOnce(database, held.job);
    await held.running;
    expect(await Promise.all([runJobOnce(database, held.job), runJobOnce(database, held.job)])).toEqual([false, false]);
    held.release();
    expect(await first).toBe(true);
    expect(held.runs()).toBe(1);
    // The lock ends with the transaction: the next round runs.
    expect(await runJobOnce(database, held.job)).toBe(true);
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
    expect(await runJobOnce(database, job)).toBe(true);
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
    await runJobOnce(database, accountsCleanupJob);
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
    await runJobOnce(database, adminCleanupJob);
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
      postEntry(tx, { userId: user.id, amount: 100, type: 'admin_adjustment', description: 'kept', idempotencyKey: `cleanup-test:${user.id}` }),
    );
    await runJobOnce(database, gamesCleanupJob);
    const left = await database.db.select().from(gameRounds).where(eq(gameRounds.userId, user.id));
    expect(left.map((r) => r.nonce).sort()).toEqual([1, 2, 3]);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))).toHaveLength(1);
  });
});
