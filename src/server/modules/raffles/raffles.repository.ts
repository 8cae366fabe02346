import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { RESERVED_ASSET_CONSTRAINT, profileChanges, raffleChatMessages, raffleEntries, raffles, users } from '../../db/schema';
import { isUniqueViolationOf } from '../../db/errors';
import { preparedPerDb } from '../../db/prepared';
import { RAFFLE_LIST_RESULTS_LIMIT } from '../../../core/contracts/raffles';
import type { WinnerProfile } from './listed-winner';

export type RaffleRow = typeof raffles.$inferSelect;
export type NewRaffleRow = typeof raffles.$inferInsert;
export type RaffleEntryRow = typeof raffleEntries.$inferSelect;

/** A raffle with what the screens show beside it: its entry count, pool and winner (with their feed choice, for lists). */
export interface RaffleListRow {
  raffle: RaffleRow;
  participantCount: number;
  totalPool: number;
  winner: WinnerProfile | null;
}

export interface EntryWithUser extends RaffleEntryRow {
  user: { id: string; username: string; avatar: string; steamId: string };
}

export interface ChatRow {
  id: string;
  message: string;
  createdAt: Date;
  user: { id: string; username: string; avatar: string; steamId: string };
}

// The queries the polled routes run, prepared once per database handle.
const raffleByIdQuery = preparedPerDb((db) =>
  db
    .select()
    .from(raffles)
    .where(eq(raffles.id, sql.placeholder('id')))
    .prepare('raffles_by_id'),
);
const hasEntryQuery = preparedPerDb((db) =>
  db
    .select({ id: raffleEntries.id })
    .from(raffleEntries)
    .where(and(eq(raffleEntries.raffleId, sql.placeholder('raffleId')), eq(raffleEntries.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('raffles_has_entry'),
);
// 'active' is written into the statement: sent as a parameter, a prepared plan cannot tell
// the few active raffles from the thousands ended, and Postgres planned the player's active
// entries afresh on every poll rather than use it.
const activeRaffle = sql`${raffles.status} = 'active'`;
const activeEntriesQuery = preparedPerDb((db) =>
  db
    .select({
      entry: { id: raffleEntries.id, entryAmount: raffleEntries.entryAmount, createdAt: raffleEntries.createdAt },
      raffle: { id: raffles.id, name: raffles.name, endTime: raffles.endTime, imageUrl: raffles.imageUrl },
    })
    .from(raffleEntries)
    .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
    .where(and(eq(raffleEntries.userId, sql.placeholder('userId')), activeRaffle))
    .orderBy(asc(raffles.endTime))
    .prepare('raffles_active_entries_of'),
);
// The same entries as activeEntriesQuery: which ones (their ids) and their raffles' versions,
// which move with any write to the raffle row (a rename, its end, the totals of a new entry).
const activeEntriesStampQuery = preparedPerDb((db) =>
  db
    .select({
      stamp: sql<string>`md5(coalesce(string_agg(${raffleEntries.id}::text || ':' || ${raffles}.xmin::text, '|' ORDER BY ${raffleEntries.id}), ''))`,
      // The player's total is read here, not from the session: a kept session leaves counters out (decision 0062).
      totalEntries: sql<number>`(select ${users.raffleEntriesMade} from ${users} where ${users.id} = ${sql.placeholder('userId')})`.mapWith(Number),
    })
    .from(raffleEntries)
    .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
    .where(and(eq(raffleEntries.userId, sql.placeholder('userId')), activeRaffle))
    .prepare('raffles_active_entries_stamp'),
);
const latestChatQuery = preparedPerDb((db) =>
  db
    .select({
      id: raffleChatMessages.id,
      message: raffleChatMessages.message,
      createdAt: raffleChatMessages.createdAt,
      user: { id: users.id, username: users.username, avatar: users.avatar, steamId: users.steamId },
    })
    .from(raffleChatMessages)
    .innerJoin(users, eq(users.id, raffleChatMessages.userId))
    .where(eq(raffleChatMessages.raffleId, sql.placeholder('raffleId')))
    .orderBy(desc(raffleChatMessages.createdAt), desc(raffleChatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('raffles_latest_chat'),
);

// The list is built from the active raffle rows, the few newest ended ones and their
// winners' profiles: each row's version (xmin) moves with any write to it, including the
// entry totals' trigger, and profile_changes counts every profile change. Versions, not
// the rows' text: digesting every listed row's text cost more than the rest of the poll.
// A result names its winner only from the draw's public moment and as the winner's feed
// choice allows (listed-winner.ts), so each ended row adds whether it is public at
// `publicBy` and that choice, read by primary key for the few rows listed.
// The ended rows are those the list shows (listRecentlyEnded with RAFFLE_LIST_RESULTS_LIMIT),
// newest first through the ended_at index. With an OR of the two sets Postgres planned the
// statement again on every poll (its generic plan read every raffle ever made); the limit is
// written into the statement because a placeholder's unknown limit also priced the generic
// plan above a fresh one.
const listStampQuery = preparedPerDb((db) =>
  db
    .select({
      stamp: sql<string>`md5(${profileChanges.version}::text || coalesce((
        SELECT string_agg(r.id::text || ':' || r.xmin::text, '|' ORDER BY r.id)
        FROM ${raffles} r
        WHERE r.status = 'active'
      ), '') || '/' || coalesce((
        SELECT string_agg(ended.line, '|') FROM (
          SELECT r.id::text || ':' || r.xmin::text
            || ':' || coalesce((r.drawn_at <= ${sql.placeholder('publicBy')}::timestamptz)::text, '')
            || ':' || coalesce((SELECT u.show_name_in_feed::text FROM ${users} u WHERE u.id = r.winner_id), '') AS line
          FROM ${raffles} r
          WHERE r.status <> 'active' AND r.ended_at >= ${sql.placeholder('since')}
          ORDER BY r.ended_at DESC, r.id DESC
          LIMIT ${sql.raw(String(RAFFLE_LIST_RESULTS_LIMIT))}
        ) ended
      ), ''))`,
    })
    .from(profileChanges)
    .prepare('raffles_list_stamp'),
);
// The detail is built from the raffle row, its entries and their players' and the winner's
// profiles. Entries are never changed once made, and each statement that makes or removes
// some updates the raffle row's totals, which gives the row a new version (xmin) even if
// the totals come out the same; profile_changes counts every profile change.
const detailStampQuery = preparedPerDb((db) =>
  db
    .select({ stamp: sql<string>`md5(${raffles}.xmin::text || ${raffles}::text || ${profileChanges.version})` })
    .from(raffles)
    .innerJoin(profileChanges, sql`true`)
    .where(eq(raffles.id, sql.placeholder('id')))
    .prepare('raffles_detail_stamp'),
);

// A raffle's room as one player opens it: whether they entered, and a digest of the latest
// messages (as latestChat reads them) and of every player's profile, so any change to them
// changes it. No row when there is no raffle.
const chatRoomQuery = preparedPerDb((db) =>
  db
    .select({
      entered: sql<boolean>`exists (SELECT 1 FROM ${raffleEntries} e WHERE e.raffle_id = ${raffles}.id AND e.user_id = ${sql.placeholder('userId')})`,
      stamp: sql<string>`md5(${profileChanges.version}::text || coalesce((
        SELECT string_agg(line, '|') FROM (
          SELECT m.id::text || m.message AS line
          FROM ${raffleChatMessages} m
          WHERE m.raffle_id = ${raffles}.id
          ORDER BY m.created_at DESC, m.id DESC
          LIMIT ${sql.placeholder('limit')}
        ) latest
      ), ''))`,
    })
    .from(raffles)
    .innerJoin(profileChanges, sql`true`)
    .where(eq(raffles.id, sql.placeholder('raffleId')))
    .prepare('raffles_chat_room'),
);

const byEndTime = [asc(raffles.endTime), asc(raffles.id)];

/** The raffles `where` selects with their winner; the entry count and pool are on the row (see the schema). */
async function listWithStats(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit?: number): Promise<RaffleListRow[]> {
  const query = db
    .select({ raffle: raffles, winnerId: users.id, winnerName: users.username, winnerAvatar: users.avatar, winnerShowsName: users.showNameInFeed })
    .from(raffles)
    .leftJoin(users, eq(users.id, raffles.winnerId))
    .where(where)
    .orderBy(...orderBy);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => ({
    raffle: r.raffle,
    participantCount: r.raffle.entryCount,
    totalPool: r.raffle.entryPool,
    winner: r.winnerId ? { id: r.winnerId, username: r.winnerName ?? '', avatar: r.winnerAvatar ?? '', showNameInFeed: r.winnerShowsName ?? true } : null,
  }));
}

/** The error of a write that would make an item the prize of a second open raffle. */
export const isPrizeReservationClash = (e: unknown): boolean => isUniqueViolationOf(e, RESERVED_ASSET_CONSTRAINT);

export const rafflesRepository = {
  async insert(tx: DbOrTx, row: NewRaffleRow): Promise<RaffleRow> {
    const [inserted] = await tx.insert(raffles).values(row).returning();
    return inserted!;
  },

  async findById(db: DbOrTx, id: string): Promise<RaffleRow | null> {
    return (await raffleByIdQuery(db).execute({ id }))[0] ?? null;
  },

  /** The raffle row, locked until the transaction ends: entries and the draw serialise on it. */
  async lockById(tx: Tx, id: string): Promise<RaffleRow | null> {
    return (await tx.select().from(raffles).where(eq(raffles.id, id)).for('update'))[0] ?? null;
  },

  /**
   * Active raffles whose end time has passed, locked; rows another instance is
   * already settling are skipped rather than waited for.
   */
  async lockDue(tx: Tx, now: Date, limit: number): Promise<RaffleRow[]> {
    return tx
      .select()
      .from(raffles)
      .where(and(eq(raffles.status, 'active'), lte(raffles.endTime, now)))
      .orderBy(asc(raffles.endTime))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  /**
   * Ended raffles whose draw is due (their beacon round is out, or a retry is due),
   * locked and pushed back to `retryAt`: instances never try the same draw at once.
   */
  async claimDueDraws(tx: Tx, now: Date, retryAt: Date, limit: number): Promise<RaffleRow[]> {
    const due = await tx
      .select({ id: raffles.id })
      .from(raffles)
      .where(and(eq(raffles.status, 'ended'), isNull(raffles.winnerId), lte(raffles.drawDueAt, now)))
      .orderBy(asc(raffles.drawDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(raffles)
      .set({ drawDueAt: retryAt })
      .where(
        inArray(
          raffles.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
  },

  /** Moves the next try of a draw still waiting for its round to `at`. */
  async postponeDraw(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db
      .update(raffles)
      .set({ drawDueAt: at })
      .where(and(eq(raffles.id, id), eq(raffles.status, 'ended'), isNull(raffles.winnerId)));
  },

  /** Drawn raffles drawn at or before `drawnBy` whose win is still to be counted (the partial index raffles_win_uncredited_idx). */
  async uncreditedWins(db: DbOrTx, drawnBy: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: raffles.id })
      .from(raffles)
      .where(and(sql`${raffles.winnerId} IS NOT NULL`, isNull(raffles.winCreditedAt), lte(raffles.drawnAt, drawnBy)))
      .orderBy(asc(raffles.drawnAt))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /**
   * Waits until no transaction holds these rows for update (a share lock queues
   * behind it), then returns their committed state.
   */
  async afterLocks(db: DbOrTx, ids: string[]): Promise<RaffleRow[]> {
    if (ids.length === 0) return [];
    return db.transaction(async (tx) => tx.select().from(raffles).where(inArray(raffles.id, ids)).for('share'));
  },

  async update(tx: DbOrTx, id: string, fields: Partial<Omit<RaffleRow, 'id' | 'createdAt'>>, now: Date): Promise<RaffleRow> {
    const [row] = await tx
      .update(raffles)
      .set({ ...fields, updatedAt: now })
      .where(eq(raffles.id, id))
      .returning();
    return row!;
  },

  async delete(tx: DbOrTx, id: string): Promise<void> {
    await tx.delete(raffles).where(eq(raffles.id, id));
  },

  listActive: (db: DbOrTx) => listWithStats(db, eq(raffles.status, 'active'), byEndTime),

  /** The newest `limit` raffles that ended since `since`, newest first (through the ended_at index). */
  listRecentlyEnded: (db: DbOrTx, since: Date, limit: number) =>
    listWithStats(db, and(ne(raffles.status, 'active'), gte(raffles.endedAt, since)), [desc(raffles.endedAt), desc(raffles.id)], limit),
  listAll: (db: DbOrTx) => listWithStats(db, undefined, [desc(raffles.createdAt), desc(raffles.id)]),
  async findWithStats(db: DbOrTx, id: string): Promise<RaffleListRow | null> {
    return (await listWithStats(db, eq(raffles.id, id), byEndTime))[0] ?? null;
  },

  /**
   * Changes with every write to the rows the public list is built from: each active raffle,
   * the RAFFLE_LIST_RESULTS_LIMIT newest that ended since `since` (as listRecentlyEnded
   * reads them), any player's name or avatar (their winners'), and the winners' feed choices;
   * and when one of those results reaches its public moment (drawn by `publicBy`). The
   * entry counts and pools are on the raffle rows.
   */
  async listStamp(db: DbOrTx, since: Date, publicBy: Date): Promise<string> {
    const [row] = await listStampQuery(db).execute({ since: since.toISOString(), publicBy: publicBy.toISOString() });
    return row!.stamp;
  },

  /**
   * Changes with every write to the rows the raffle's detail is built from, by any
   * instance: the raffle row, its entries, and any player's name, avatar or Steam id. Null
   * when there is no raffle. A column the detail starts to read from another row must be
   * covered by the query.
   */
  async detailStamp(db: DbOrTx, id: string): Promise<string | null> {
    return (await detailStampQuery(db).execute({ id }))[0]?.stamp ?? null;
  },

  /** Entries in draw order: creation time, then id. The digest covers exactly this list. */
  async entriesWithUsers(db: DbOrTx, raffleId: string): Promise<EntryWithUser[]> {
    const rows = await db
      .select({ entry: raffleEntries, user: { id: users.id, username: users.username, avatar: users.avatar, steamId: users.steamId } })
      .from(raffleEntries)
      .innerJoin(users, eq(users.id, raffleEntries.userId))
      .where(eq(raffleEntries.raffleId, raffleId))
      .orderBy(asc(raffleEntries.createdAt), asc(raffleEntries.id));
    return rows.map((r) => ({ ...r.entry, user: r.user }));
  },

  async hasEntry(db: DbOrTx, raffleId: string, userId: string): Promise<boolean> {
    return (await hasEntryQuery(db).execute({ raffleId, userId })).length > 0;
  },

  /** `createdAt` (the app's clock) orders the draw: entriesWithUsers sorts by it. */
  async insertEntry(tx: DbOrTx, row: { raffleId: string; userId: string; entryAmount: number; createdAt: Date }): Promise<RaffleEntryRow> {
    const [inserted] = await tx.insert(raffleEntries).values(row).returning();
    return inserted!;
  },

  /** The player's entries in raffles still open, soonest to end first: what the dashboard lists. */
  activeEntriesOf: (db: DbOrTx, userId: string) => activeEntriesQuery(db).execute({ userId }),

  /** Changes with every write to the rows activeEntriesOf reads for `userId`. */
  /** The digest of the player's entries in active raffles, and the count of every entry they ever made. */
  async activeEntriesStamp(db: DbOrTx, userId: string): Promise<{ stamp: string; totalEntries: number }> {
    return (await activeEntriesStampQuery(db).execute({ userId }))[0]!;
  },

  /**
   * Whether `userId` entered the raffle, and a digest of its latest `limit` messages and
   * their authors' profiles that any change to them changes; null when there is no raffle.
   */
  async chatRoom(db: DbOrTx, raffleId: string, userId: string, limit: number): Promise<{ entered: boolean; stamp: string } | null> {
    return (await chatRoomQuery(db).execute({ raffleId, userId, limit }))[0] ?? null;
  },

  /** The latest messages, returned oldest first so they read top to bottom. */
  async latestChat(db: DbOrTx, raffleId: string, limit: number): Promise<ChatRow[]> {
    return (await latestChatQuery(db).execute({ raffleId, limit })).reverse();
  },

  async insertChat(db: DbOrTx, row: { raffleId: string; userId: string; message: string; createdAt: Date }): Promise<{ id: string; createdAt: Date }> {
    const [inserted] = await db.insert(raffleChatMessages).values(row).returning({ id: raffleChatMessages.id, createdAt: raffleChatMessages.createdAt });
    return inserted!;
  },
};
