import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds } from '../../db/schema';
import { preparedPerDb } from '../../db/prepared';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type NewGameRound = typeof gameRounds.$inferInsert;

// Every open dashboard asks whether the Fowl Case can open every 5 s, which counts its openings.
const countQuery = preparedPerDb((db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, sql.placeholder('userId')), eq(gameRounds.game, sql.placeholder('game'))))
    .prepare('game_rounds_count'),
);

/** Game rounds of every game (and Fowl Case openings): one shared table, one repository. */
export const gameRoundsRepository = {
  async insert(db: DbOrTx, row: NewGameRound): Promise<GameRoundRow> {
    const [inserted] = await db.insert(gameRounds).values(row).returning();
    return inserted!;
  },

  /** The player's own round, locked so a double submit waits and then sees the new status. */
  async ownForUpdate(db: DbOrTx, id: string, userId: string): Promise<GameRoundRow | null> {
    const rows = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, id), eq(gameRounds.userId, userId)))
      .for('update');
    return rows[0] ?? null;
  },

  async activeFor(db: DbOrTx, userId: string, game: string): Promise<GameRoundRow | null> {
    const rows = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, game), eq(gameRounds.status, 'active')));
    return rows[0] ?? null;
  },

  async hasActive(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'active')))
      .limit(1);
    return rows.length > 0;
  },

  async update(db: DbOrTx, id: string, fields: Partial<Omit<GameRoundRow, 'id' | 'userId'>>): Promise<GameRoundRow> {
    const [row] = await db.update(gameRounds).set(fields).where(eq(gameRounds.id, id)).returning();
    return row!;
  },

  /** Finished rounds, newest first (the "last 10" panels). */
  async history(db: DbOrTx, userId: string, game: string, limit: number): Promise<GameRoundRow[]> {
    return db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, game), sql`${gameRounds.status} <> 'active'`))
      .orderBy(desc(gameRounds.createdAt))
      .limit(limit);
  },

  async count(db: DbOrTx, userId: string, game: string): Promise<number> {
    const [row] = await countQuery(db).execute({ userId, game });
    return row?.n ?? 0;
  },
};
