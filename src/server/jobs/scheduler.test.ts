import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/databases';
import { insertUser } from '../../../test/helpers/users';
import { openidNonces, sessions } from '../db/schema';
import { accountsCleanupJob } from '../modules/accounts';
import { runJobOnce, type Job } from './scheduler';

describe.each(databaseKinds)('scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job once when several instances try at the same moment', async () => {
    let runs = 0;
    const job: Job = {
      name: 'test.once',
      everyMs: 1000,
      async run() {
        runs += 1;
        await new Promise((r) => setTimeout(r, 100));
      },
    };
    const results = await Promise.all([runJobOnce(database, job), runJobOnce(database, job), runJobOnce(database, job)]);
    if (kind === 'postgres') {
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);
    } else {
      // PGlite is one connection: the attempts queue up, and each runs alone.
      expect(runs).toBe(results.filter(Boolean).length);
    }
  });

  it('cleans up expired sessions and old nonces only', async () => {
    const user = await insertUser(database.db);
    await database.db.insert(sessions).values([
      { idHash: `live-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      { idHash: `dead-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    await database.db.insert(openidNonces).values([
      { nonce: `old-${user.id}`, usedAt: new Date(Date.now() - 60 * 60_000) },
      { nonce: `new-${user.id}` },
    ]);
    await runJobOnce(database, accountsCleanupJob);
    const left = (await database.db.select().from(sessions)).map((s) => s.idHash);
    expect(left).toContain(`live-${user.id}`);
    expect(left).not.toContain(`dead-${user.id}`);
    const nonces = (await database.db.select().from(openidNonces)).map((n) => n.nonce);
    expect(nonces).toEqual([`new-${user.id}`]);
  });
});
