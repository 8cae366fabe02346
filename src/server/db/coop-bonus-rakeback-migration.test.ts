import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseKinds } from '../../../test/helpers/databases';
import { migrateToLatest, withDatabaseBefore } from '../../../test/helpers/migrations';

// Decision 0045: a fill still open when the platform is upgraded holds only each player's
// latest stake and their drop count. The migration must never credit more than was really
// staked: the latest stake plus the minimum bet for every earlier drop.

describe.each(databaseKinds)('the coop contributions migration on %s', (kind) => {
  it("turns each open fill's latest stake into a total no larger than what was staked", async () => {
    await withDatabaseBefore(kind, '0017_coop_bonus_rakeback', async (database, rows) => {
      const { db } = database;
      const players = await rows<{ id: string }>(
        sql`INSERT INTO users (steam_id, username) VALUES ('76561190000000001', 'attacker'), ('76561190000000002', 'once') RETURNING id`,
      );
      // The attack on the old rule: 29 drops of 10, the latest one 1,000 on 16 rows high.
      await db.execute(sql`INSERT INTO plinko_coop_contributions (fill, user_id, bet_amount, rows, risk, drops)
        VALUES (3, ${players[0]!.id}, 1000, 16, 'high', 30), (3, ${players[1]!.id}, 250, 8, 'low', 1)`);

      await migrateToLatest(database);

      expect(await rows(sql`SELECT staked, drops FROM plinko_coop_contributions ORDER BY staked`)).toEqual([
        { staked: 250, drops: 1 },
        { staked: 1290, drops: 30 },
      ]);
      await expect(db.execute(sql`INSERT INTO plinko_coop_contributions (fill, user_id, staked) VALUES (4, ${players[0]!.id}, 0)`)).rejects.toThrow();
    });
  });
});
