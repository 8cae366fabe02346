import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { releasesPrize, type PrizeReservation, type TradeItem, type TradeStatus } from '../../../core/contracts/prizes';
import type { DbOrTx, Tx } from '../../db/client';
import { isUniqueViolationOf } from '../../db/errors';
import { RESERVED_ASSET_CONSTRAINT, raffles, tradeLogs, users } from '../../db/schema';

export type TradeLogRow = typeof tradeLogs.$inferSelect;

const releaseFor = (status: TradeStatus): { reservedAssetId?: null } => (releasesPrize(status) ? { reservedAssetId: null } : {});
export type RaffleRow = typeof raffles.$inferSelect;
export type WinnerRow = Pick<typeof users.$inferSelect, 'id' | 'steamId' | 'username' | 'tradeOfferUrl'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const winnerColumns = { id: users.id, steamId: users.steamId, username: users.username, tradeOfferUrl: users.tradeOfferUrl };

/** The items of a trade log as stored (jsonb), tolerating rows written by hand. */
export function itemsOf(row: Pick<TradeLogRow, 'itemsGiven'>): TradeItem[] {
  if (!Array.isArray(row.itemsGiven)) return [];
  return (row.itemsGiven as unknown[]).flatMap((item) => {
    const i = item as { assetid?: unknown; name?: unknown } | null;
    return typeof i?.assetid === 'string' ? [{ assetid: i.assetid, name: typeof i.name === 'string' ? i.name : i.assetid }] : [];
  });
}

export const prizesRepository = {
  /** The raffle, locked, so concurrent deliveries of one raffle take turns. */
  async lockRaffle(tx: Tx, raffleId: string): Promise<RaffleRow | null> {
    if (!UUID.test(raffleId)) return null;
    const [row] = await tx.select().from(raffles).where(eq(raffles.id, raffleId)).for('update');
    return row ?? null;
  },

  async findRaffleName(db: DbOrTx, raffleId: string): Promise<string | null> {
    const [row] = await db.select({ name: raffles.name }).from(raffles).where(eq(raffles.id, raffleId));
    return row?.name ?? null;
  },

  async findWinner(db: DbOrTx, userId: string): Promise<WinnerRow | null> {
    const [row] = await db.select(winnerColumns).from(users).where(eq(users.id, userId));
    return row ?? null;
  },

  async hasTradeLogForRaffle(db: DbOrTx, raffleId: string): Promise<boolean> {
    const [row] = await db.select({ id: tradeLogs.id }).from(tradeLogs).where(eq(tradeLogs.raffleId, raffleId)).limit(1);
    return row !== undefined;
  },

  async insertTradeLog(
    db: DbOrTx,
    values: { raffleId: string; userId: string; partnerName: string; status: TradeStatus; message: string; itemsGiven: TradeItem[] },
    now: Date,
  ): Promise<TradeLogRow> {
    // updated_at is when the log was last looked at: the reconciliation's windows compare it with the app's clock.
    const [row] = await db
      .insert(tradeLogs)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  },

  async updateTradeLog(
    db: DbOrTx,
    id: string,
    fields: Partial<Pick<TradeLogRow, 'status' | 'message' | 'tradeOfferId' | 'attempts' | 'partnerName'>>,
    now: Date,
  ): Promise<TradeLogRow | null> {
    const [row] = await db
      .update(tradeLogs)
      .set({ ...fields, updatedAt: now })
      .where(eq(tradeLogs.id, id))
      .returning();
    return row ?? null;
  },

  /**
   * Mirrors the delivery onto the raffle (spec part 2 §3 tradeOfferId, tradeStatus);
   * an accepted or expired trade releases the raffle's hold on its prize.
   */
  async setRaffleTrade(db: DbOrTx, raffleId: string, fields: { tradeOfferId: string | null; tradeStatus: TradeStatus }, now: Date): Promise<void> {
    await db
      .update(raffles)
      .set({ ...fields, ...releaseFor(fields.tradeStatus), updatedAt: now })
      .where(eq(raffles.id, raffleId));
  },

  /** A later state of the raffle's current offer; an older offer of the same raffle no longer speaks for it. */
  async setRaffleTradeStatusForOffer(db: DbOrTx, raffleId: string, offerId: string, tradeStatus: TradeStatus, now: Date): Promise<void> {
    await db
      .update(raffles)
      .set({ tradeStatus, ...releaseFor(tradeStatus), updatedAt: now })
      .where(and(eq(raffles.id, raffleId), eq(raffles.tradeOfferId, offerId)));
  },

  /** The raffle holding each reserved item, by asset id. */
  async reservations(db: DbOrTx): Promise<Map<string, PrizeReservation>> {
    const rows = await db
      .select({ assetId: raffles.reservedAssetId, raffleId: raffles.id, raffleName: raffles.name })
      .from(raffles)
      .where(isNotNull(raffles.reservedAssetId));
    return new Map(rows.map((r) => [r.assetId!, { raffleId: r.raffleId, raffleName: r.raffleName }]));
  },

  async findPrizeHolder(db: DbOrTx, assetId: string): Promise<PrizeReservation | null> {
    const [row] = await db.select({ raffleId: raffles.id, raffleName: raffles.name }).from(raffles).where(eq(raffles.reservedAssetId, assetId));
    return row ?? null;
  },

  /**
   * Makes the raffle the holder of its prize (a raffle from before reservations).
   * False when another raffle holds it: the unique constraint decides, inside a
   * savepoint so the caller's transaction goes on.
   */
  async reservePrize(tx: Tx, raffleId: string, assetId: string, now: Date): Promise<boolean> {
    try {
      await tx.transaction(async (sp) => {
        await sp.update(raffles).set({ reservedAssetId: assetId, updatedAt: now }).where(eq(raffles.id, raffleId));
      });
      return true;
    } catch (e) {
      if (isUniqueViolationOf(e, RESERVED_ASSET_CONSTRAINT)) return false;
      throw e;
    }
  },

  async latestTradeLogs(db: DbOrTx, limit: number): Promise<TradeLogRow[]> {
    return db.select().from(tradeLogs).orderBy(desc(tradeLogs.createdAt), desc(tradeLogs.id)).limit(limit);
  },

  /** A trade log by its id, or else by the id of the offer it sent (the newest such log), locked. */
  async lockTradeLog(tx: Tx, idOrOfferId: string): Promise<TradeLogRow | null> {
    if (UUID.test(idOrOfferId)) {
      const [byId] = await tx.select().from(tradeLogs).where(eq(tradeLogs.id, idOrOfferId)).for('update');
      if (byId) return byId;
    }
    return this.lockTradeLogByOfferId(tx, idOrOfferId);
  },

  async lockTradeLogByOfferId(tx: Tx, offerId: string): Promise<TradeLogRow | null> {
    const [row] = await tx.select().from(tradeLogs).where(eq(tradeLogs.tradeOfferId, offerId)).orderBy(desc(tradeLogs.createdAt)).limit(1).for('update');
    return row ?? null;
  },

  /** Assets promised by a delivery still under way, so they are not offered twice. */
  async pendingAssetIds(db: DbOrTx): Promise<Set<string>> {
    const rows = await db.select({ itemsGiven: tradeLogs.itemsGiven }).from(tradeLogs).where(eq(tradeLogs.status, 'pending'));
    return new Set(rows.flatMap((row) => itemsOf(row).map((item) => item.assetid)));
  },

  /**
   * Pending logs with an offer not looked at since `before`, marked as looked at
   * `now`, so another instance's next round does not ask Steam about them again.
   */
  async claimPendingOffers(tx: Tx, before: Date, limit: number, now: Date): Promise<TradeLogRow[]> {
    const rows = await tx
      .select()
      .from(tradeLogs)
      .where(and(eq(tradeLogs.status, 'pending'), isNotNull(tradeLogs.tradeOfferId), sql`${tradeLogs.updatedAt} < ${before.toISOString()}::timestamptz`))
      .orderBy(tradeLogs.updatedAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(tradeLogs)
      .set({ updatedAt: now })
      .where(
        inArray(
          tradeLogs.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  },

  /** Pending logs that never got an offer id since `before`: the send was interrupted (a crash, a restart). */
  async lockInterruptedSends(tx: Tx, before: Date, limit: number): Promise<TradeLogRow[]> {
    return tx
      .select()
      .from(tradeLogs)
      .where(and(eq(tradeLogs.status, 'pending'), isNull(tradeLogs.tradeOfferId), sql`${tradeLogs.updatedAt} < ${before.toISOString()}::timestamptz`))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  /** Completed raffles with a winner, drawn before `before`, that have no trade log yet. */
  async undeliveredRaffleIds(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: raffles.id })
      .from(raffles)
      .where(
        and(
          eq(raffles.status, 'completed'),
          isNotNull(raffles.winnerId),
          sql`coalesce(${raffles.drawnAt}, ${raffles.updatedAt}) < ${before.toISOString()}::timestamptz`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(tradeLogs)
              .where(eq(tradeLogs.raffleId, raffles.id)),
          ),
        ),
      )
      .limit(limit);
    return rows.map((r) => r.id);
  },
};
