import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { admin, createRaffle, enter, player, type Admin } from '../../../../test/helpers/raffles';
import { raffleEntries, raffles } from '../../db/schema';

// Each raffle's entry count and pool live on its row, kept by triggers on raffle_entries
// (migration 0012): they must equal its entries after any kind of write.

describe.each(databaseKinds)('raffle entry totals on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boss = await admin(t);
  });
  afterAll(() => t?.close());

  /** The row's totals beside a count of the entries themselves, for each raffle. */
  async function totals(ids: string[]) {
    const db = t.ctx.db;
    const kept = await db.select({ id: raffles.id, count: raffles.entryCount, pool: raffles.entryPool }).from(raffles).where(inArray(raffles.id, ids));
    const counted = await db
      .select({
        id: raffleEntries.raffleId,
        count: sql<number>`count(*)`.mapWith(Number),
        pool: sql<number>`sum(${raffleEntries.entryAmount})`.mapWith(Number),
      })
      .from(raffleEntries)
      .where(inArray(raffleEntries.raffleId, ids))
      .groupBy(raffleEntries.raffleId);
    const byId = new Map(counted.map((c) => [c.id, c]));
    return kept.map((k) => ({ kept: k, counted: { id: k.id, count: byId.get(k.id)?.count ?? 0, pool: byId.get(k.id)?.pool ?? 0 } }));
  }

  // Catches: a total that misses concurrent entries, a bulk write, an update or a deletion,
  // so the list and the raffle page show a count the draw does not use.
  it('equal the entries after concurrent entries, a bulk insert, an update and a deletion', async () => {
    const first = await createRaffle(t, boss, { maxParticipants: 50 });
    const second = await createRaffle(t, boss, { maxParticipants: 50 });
    const players = await Promise.all(Array.from({ length: 6 }, () => player(t)));
    const answers = await Promise.all(players.map((p, i) => enter(t, p, first.id, 10 + i)));
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 200));
    for (const { kept, counted } of await totals([first.id, second.id])) expect(kept).toEqual(counted);
    const [firstTotals] = await totals([first.id]);
    expect(firstTotals!.kept).toMatchObject({ count: 6, pool: 10 + 11 + 12 + 13 + 14 + 15 });

    // One statement writing to both raffles.
    await t.ctx.db.insert(raffleEntries).values([
      { raffleId: first.id, userId: (await player(t)).id, entryAmount: 40 },
      { raffleId: second.id, userId: players[0]!.id, entryAmount: 25 },
      { raffleId: second.id, userId: players[1]!.id, entryAmount: 30 },
    ]);
    await t.ctx.db.update(raffleEntries).set({ entryAmount: 35 }).where(eq(raffleEntries.userId, players[1]!.id));
    await t.ctx.db.delete(raffleEntries).where(eq(raffleEntries.userId, players[2]!.id));
    const after = await totals([first.id, second.id]);
    for (const { kept, counted } of after) expect(kept).toEqual(counted);
    expect(after.find((x) => x.kept.id === second.id)!.kept).toMatchObject({ count: 2, pool: 60 });

    // What players read comes from the same totals.
    const listed = (await t.app.inject({ url: '/api/raffles' })).json().raffles as { id: string; participantCount: number; totalPool: number }[];
    const detail = (await t.app.inject({ url: `/api/raffle/${second.id}` })).json();
    expect(listed.find((r) => r.id === second.id)).toMatchObject({ participantCount: 2, totalPool: 60 });
    expect(detail).toMatchObject({ participantCount: 2, totalPool: 60 });
    expect(detail.entriesWithUsers).toHaveLength(2);
  });
});
