import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../../test/helpers/databases';
import { migrateToLatest, withDatabaseBefore } from '../../../test/helpers/migrations';

// A bet reads a player's play limits only when the player's row says there are some: the
// migration must mark every player who already has a row, and the trigger each new one.

describe.each(databaseKinds)('the play limits flag migration on %s', (kind) => {
  it('marks the players who already have play limits, then each one who sets them', async () => {
    await withDatabaseBefore(kind, '0015_play_limits_set', async (database, rows) => {
      const { db } = database;
      const players = await rows<{ id: string }>(
        sql`INSERT INTO users (steam_id, username) VALUES ('76561190000000001', 'a'), ('76561190000000002', 'b'), ('76561190000000003', 'c') RETURNING id`,
      );
      await db.execute(sql`INSERT INTO play_limits (user_id, daily_limit) VALUES (${players[1]!.id}, 100)`);

      await migrateToLatest(database);

      const flags = async () => (await rows<{ f: boolean }>(sql`SELECT play_limits_set AS f FROM users ORDER BY steam_id`)).map((r) => r.f);
      expect(await flags()).toEqual([false, true, false]);
      await db.execute(sql`INSERT INTO play_limits (user_id, reality_check_minutes) VALUES (${players[2]!.id}, 30)`);
      await db.execute(sql`UPDATE play_limits SET daily_limit = NULL WHERE user_id = ${players[1]!.id}`);
      expect(await flags()).toEqual([false, true, true]);
    });
  });
});
