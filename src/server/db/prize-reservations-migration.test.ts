import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../../test/helpers/databases';
import { migrateToLatest, withDatabaseBefore } from '../../../test/helpers/migrations';

// Databases from before prize reservations may hold several open raffles with one
// item (the fault the reservation fixes). The migration must apply to them, keep
// one holder per item, and leave the rest running without a hold.

describe.each(databaseKinds)('the prize reservation migration on %s', (kind) => {
  it('applies where open raffles share an item: a drawn raffle still delivering it, else the newest, holds it', async () => {
    await withDatabaseBefore(kind, '0004_prize_reservations', async (database, rows) => {
      const { db } = database;
      const [winner] = await rows<{ id: string }>(sql`INSERT INTO users (steam_id, username) VALUES ('76561190000000001', 'old winner') RETURNING id`);
      const raffle = (name: string, assetId: string, minutesAgo: number, extra: { status?: string; winner?: boolean; trade?: string } = {}) =>
        db.execute(sql`
          INSERT INTO raffles (name, description, end_time, status, asset_id, winner_id, trade_status, seed, seed_hash, created_at)
          VALUES (${name}, 'old', now() + interval '1 hour', ${extra.status ?? 'active'}, ${assetId},
                  ${extra.winner ? winner!.id : null}, ${extra.trade ?? null}, 'seed', 'hash', now() - make_interval(mins => ${minutesAgo}))`);
      // Nine active raffles on one item, as found in the field.
      for (let i = 1; i <= 9; i++) await raffle(`shared ${i}`, 'A', 10 * i);
      // Item B: a drawn raffle whose declined trade may be retried, and a newer active one.
      await raffle('B delivering', 'B', 60, { status: 'completed', winner: true, trade: 'declined' });
      await raffle('B newer', 'B', 5);
      // Item C: only raffles that no longer hold anything.
      await raffle('C accepted', 'C', 30, { status: 'completed', winner: true, trade: 'accepted' });
      await raffle('C expired', 'C', 20, { status: 'completed', winner: true, trade: 'expired' });
      await raffle('C no winner', 'C', 10, { status: 'ended' });

      await migrateToLatest(database);

      const held = await rows<{ name: string; reserved_asset_id: string | null }>(sql`SELECT name, reserved_asset_id FROM raffles ORDER BY name`);
      const holders = held.filter((r) => r.reserved_asset_id !== null).map((r) => [r.reserved_asset_id, r.name]);
      expect(holders.sort()).toEqual([
        ['A', 'shared 1'],
        ['B', 'B delivering'],
      ]);
      // From now on the database refuses a second holder.
      await expect(db.execute(sql`UPDATE raffles SET reserved_asset_id = 'A' WHERE name = 'shared 2'`)).rejects.toThrow();
    });
  });
});
