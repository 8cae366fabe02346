import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../../test/helpers/databases';
import { migrateToLatest, withDatabaseBefore } from '../../../test/helpers/migrations';

// Databases from before the entry totals hold raffles with entries: the migrations must
// count them once, per raffle and per player, and the triggers take over from there.

describe.each(databaseKinds)('the raffle entry totals migration on %s', (kind) => {
  it('counts the entries already made, then keeps counting', async () => {
    await withDatabaseBefore(kind, '0012_raffle_entry_totals', async (database, rows) => {
      const { db } = database;
      const players = await rows<{ id: string }>(
        sql`INSERT INTO users (steam_id, username) VALUES ('76561190000000001', 'a'), ('76561190000000002', 'b'), ('76561190000000003', 'c') RETURNING id`,
      );
      const raffle = async (name: string) =>
        (
          await rows<{ id: string }>(sql`
            INSERT INTO raffles (name, description, end_time, seed, seed_hash) VALUES (${name}, 'old', now() + interval '1 hour', 'seed', 'hash') RETURNING id`)
        )[0]!.id;
      const busy = await raffle('busy');
      const empty = await raffle('empty');
      for (const [i, p] of players.entries())
        await db.execute(sql`INSERT INTO raffle_entries (raffle_id, user_id, entry_amount) VALUES (${busy}, ${p.id}, ${10 * (i + 1)})`);

      await migrateToLatest(database);

      const totals = () =>
        rows<{ name: string; entry_count: number; entry_pool: string | number }>(sql`SELECT name, entry_count, entry_pool FROM raffles ORDER BY name`);
      expect((await totals()).map((r) => [r.name, r.entry_count, Number(r.entry_pool)])).toEqual([
        ['busy', 3, 60],
        ['empty', 0, 0],
      ]);
      const made = async () => (await rows<{ n: number }>(sql`SELECT raffle_entries_made AS n FROM users ORDER BY steam_id`)).map((r) => r.n);
      expect(await made()).toEqual([1, 1, 1]);
      await db.execute(sql`INSERT INTO raffle_entries (raffle_id, user_id, entry_amount) VALUES (${empty}, ${players[0]!.id}, 15)`);
      await db.execute(sql`DELETE FROM raffle_entries WHERE raffle_id = ${busy} AND user_id = ${players[2]!.id}`);
      expect((await totals()).map((r) => [r.name, r.entry_count, Number(r.entry_pool)])).toEqual([
        ['busy', 2, 30],
        ['empty', 1, 15],
      ]);
      expect(await made()).toEqual([2, 1, 0]);
    });
  });
});
