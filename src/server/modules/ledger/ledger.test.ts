import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { atOnce, createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/databases';
import { balanceOf as balanceOfPlayer } from '../../../../test/helpers/players';
import { insertUser } from '../../../../test/helpers/users';
import { isAppError } from '../../../core/errors';
import { ledgerRepository, postEntry } from './index';

describe.each(databaseKinds)('ledger on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const balanceOf = (userId: string) => balanceOfPlayer(database, userId);

  it('credits, debits and records balance_after', async () => {
    const user = await insertUser(database.db);
    const credit = await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 500, type: 'level_reward', description: 'Rookie reward', idempotencyKey: `t1:${user.id}`, at: new Date() }),
    );
    expect(credit.balanceAfter).toBe(500);
    expect(credit.entry.category).toBe('other');
    const debit = await database.db.transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        amount: -120,
        type: 'raffle_entry',
        description: 'Entry',
        idempotencyKey: `t2:${user.id}`,
        raffleData: { raffleName: 'AK' },
        at: new Date(),
      }),
    );
    expect(debit.balanceAfter).toBe(380);
    expect(debit.entry.raffleData).toEqual({ raffleName: 'AK' });
    expect(await balanceOf(user.id)).toBe(380);
  });

  it('refuses to go below zero and moves nothing', async () => {
    const user = await insertUser(database.db);
    await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 100, type: 'admin_adjustment', description: 'seed', idempotencyKey: `a:${user.id}`, at: new Date() }),
    );
    const attempt = database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: -101, type: 'raffle_entry', description: 'too much', idempotencyKey: `b:${user.id}`, at: new Date() }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient fowls. You have 100 but need 101.' });
    expect(await balanceOf(user.id)).toBe(100);
    expect(await ledgerRepository.findByKey(database.db, `b:${user.id}`)).toBeNull();
  });

  it('rejects zero, fractional and unsafe amounts, and unknown users', async () => {
    const user = await insertUser(database.db);
    for (const amount of [0, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(
        database.db.transaction((tx) =>
          postEntry(tx, { userId: user.id, amount, type: 'refund', description: 'x', idempotencyKey: `z:${amount}:${user.id}`, at: new Date() }),
        ),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      database.db.transaction((tx) =>
        postEntry(tx, {
          userId: '00000000-0000-4000-8000-000000000000',
          amount: 5,
          type: 'refund',
          description: 'x',
          idempotencyKey: 'nobody',
          at: new Date(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('treats a repeated idempotency key as the same posting', async () => {
    const user = await insertUser(database.db);
    const key = `once:${user.id}`;
    const first = await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 50, type: 'refund', description: 'x', idempotencyKey: key, at: new Date() }),
    );
    const second = await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 50, type: 'refund', description: 'x', idempotencyKey: key, at: new Date() }),
    );
    expect(second.replayed).toBe(true);
    expect(second.entry.id).toBe(first.entry.id);
    expect(await balanceOf(user.id)).toBe(50);
    await expect(
      database.db.transaction((tx) => postEntry(tx, { userId: user.id, amount: 60, type: 'refund', description: 'x', idempotencyKey: key, at: new Date() })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('rolls the posting back with the caller transaction', async () => {
    const user = await insertUser(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await postEntry(tx, { userId: user.id, amount: 70, type: 'refund', description: 'x', idempotencyKey: `rb:${user.id}`, at: new Date() });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(await balanceOf(user.id)).toBe(0);
    expect(await ledgerRepository.findByKey(database.db, `rb:${user.id}`)).toBeNull();
  });

  it('keeps balance = sum(amount) and never negative over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 25 },
        ),
        async (amounts) => {
          const user = await insertUser(database.db);
          let expected = 0;
          for (const [i, amount] of amounts.entries()) {
            try {
              await database.db.transaction((tx) =>
                postEntry(tx, { userId: user.id, amount, type: 'admin_adjustment', description: 'prop', idempotencyKey: `p:${user.id}:${i}`, at: new Date() }),
              );
              expected += amount;
            } catch (e) {
              if (!isAppError(e) || e.code !== 'INSUFFICIENT_FUNDS') throw e;
              expect(expected + amount).toBeLessThan(0);
            }
            expect(expected).toBeGreaterThanOrEqual(0);
          }
          expect(await balanceOf(user.id)).toBe(expected);
          const rows = await ledgerRepository.listForUser(database.db, user.id, { limit: 1000 });
          expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(expected);
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
    expect(await ledgerRepository.findInvariantViolations(database.db)).toEqual([]);
  });

  it(atOnce(kind, 'stays consistent under 200 concurrent postings for one user'), async () => {
    const user = await insertUser(database.db);
    await database.db.transaction((tx) =>
      postEntry(tx, { userId: user.id, amount: 1000, type: 'admin_adjustment', description: 'start', idempotencyKey: `c0:${user.id}`, at: new Date() }),
    );
    // Debits of 30 and credits of 10: many debits must fail once the balance runs out.
    let open = 0;
    let mostOpen = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        database.db.transaction(async (tx) => {
          mostOpen = Math.max(mostOpen, ++open);
          try {
            return await postEntry(tx, {
              userId: user.id,
              amount: i % 4 === 0 ? 10 : -30,
              type: i % 4 === 0 ? 'refund' : 'raffle_entry',
              description: 'concurrent',
              // Every 10th posting repeats a key: it must count once.
              idempotencyKey: `c:${user.id}:${i % 10 === 9 ? i - 1 : i}`,
              at: new Date(),
            });
          } finally {
            open -= 1;
          }
        }),
      ),
    );
    // On Postgres the postings really overlap (transactions open together, waiting on the balance's row lock).
    if (kind === 'postgres') expect(mostOpen).toBeGreaterThan(1);
    else expect(mostOpen).toBe(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(['INSUFFICIENT_FUNDS', 'CONFLICT'], String(r.reason)).toContain(r.reason.code);
    }
    expect(results.some((r) => r.status === 'rejected' && r.reason.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const rows = await ledgerRepository.listForUser(database.db, user.id, { limit: 1000 });
    const balance = await balanceOf(user.id);
    expect(balance).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
    expect(await ledgerRepository.findInvariantViolations(database.db)).toEqual([]);
  });
});
