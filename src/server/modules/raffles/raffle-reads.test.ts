import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { admin, createRaffle, enter, player, type Admin } from '../../../../test/helpers/raffles';
import { raffleEntries, raffles } from '../../db/schema';

// What the raffle list and pages read (decision 0041): each raffle's entry count and
// pool live on its row, kept by triggers on raffle_entries (migration 0012), and must
// equal its entries after any kind of write; the list and a detail are kept serialized
// and compressed once per change, and each client still gets the JSON it asked for.

describe.each(databaseKinds)('raffle totals and kept answers on %s', (kind) => {
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

  // Catches: a compressed form of an older answer, a wrong Content-Encoding, or an encoding the client refused.
  it('sends the same JSON plain, as brotli and as gzip, each as the client accepts', async () => {
    const raffle = await createRaffle(t, boss);
    for (let i = 0; i < 6; i++) expect((await enter(t, await player(t), raffle.id, 10 + i)).statusCode).toBe(200);
    for (const url of [`/api/raffle/${raffle.id}`, '/api/raffles']) {
      const get = (acceptEncoding?: string) => t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const plain = await get();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get('br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    }

    // A new entry: the compressed forms are of the new answer.
    const late = await player(t);
    expect((await enter(t, late, raffle.id, 50)).statusCode).toBe(200);
    const br = await t.app.inject({ url: `/api/raffle/${raffle.id}`, headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ participantCount: 7, totalPool: 10 + 11 + 12 + 13 + 14 + 15 + 50 });
  });
});
