// The sandbox bot's trade offers, kept in the database so every instance and the
// sandbox page see the same offers (DESIGN rule 5).
import { desc, eq, and, inArray, sql } from 'drizzle-orm';
import type { TradeItem, TradeStatus } from '../../../../core/contracts/prizes';
import type { Db, DbOrTx } from '../../../db/client';
import { sandboxTradeOffers } from '../../../db/schema';

export type SandboxOfferRow = typeof sandboxTradeOffers.$inferSelect;

export interface SandboxOffer extends Omit<SandboxOfferRow, 'items' | 'state'> {
  items: TradeItem[];
  state: TradeStatus;
}

/** Offers whose items have left, or are about to leave, the bot's inventory. */
const HOLDING_STATES: TradeStatus[] = ['pending', 'accepted'];

/** Serialises sends, so two offers cannot both take the same item. */
const SEND_LOCK_ID = 725_101;

const toOffer = (row: SandboxOfferRow): SandboxOffer => ({
  ...row,
  items: Array.isArray(row.items) ? (row.items as TradeItem[]) : [],
  state: row.state as TradeStatus,
});

async function heldAssetIds(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ items: sandboxTradeOffers.items }).from(sandboxTradeOffers).where(inArray(sandboxTradeOffers.state, HOLDING_STATES));
  return new Set(rows.flatMap((r) => (Array.isArray(r.items) ? (r.items as TradeItem[]).map((i) => i.assetid) : [])));
}

export const sandboxOffersRepository = {
  heldAssetIds,

  /** Inserts the offer unless one of its items is already held by another; returns the held ones then. */
  async insertIfAvailable(
    db: Db,
    offer: { id: string; partnerSteamId: string; tradeUrl: string; items: TradeItem[]; message: string },
  ): Promise<{ offer: SandboxOffer } | { held: string[] }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK_ID})`);
      const held = await heldAssetIds(tx);
      const clash = offer.items.map((i) => i.assetid).filter((id) => held.has(id));
      if (clash.length > 0) return { held: clash };
      const [row] = await tx
        .insert(sandboxTradeOffers)
        .values({ ...offer, state: 'pending' })
        .returning();
      return { offer: toOffer(row!) };
    });
  },

  async find(db: DbOrTx, id: string): Promise<SandboxOffer | null> {
    const [row] = await db.select().from(sandboxTradeOffers).where(eq(sandboxTradeOffers.id, id));
    return row ? toOffer(row) : null;
  },

  async latest(db: DbOrTx, limit: number): Promise<SandboxOffer[]> {
    const rows = await db.select().from(sandboxTradeOffers).orderBy(desc(sandboxTradeOffers.createdAt), desc(sandboxTradeOffers.id)).limit(limit);
    return rows.map(toOffer);
  },

  /** Moves a pending offer to its final state; null when it is not pending (or unknown). */
  async settle(db: DbOrTx, id: string, state: Exclude<TradeStatus, 'pending'>): Promise<SandboxOffer | null> {
    const [row] = await db
      .update(sandboxTradeOffers)
      .set({ state, updatedAt: new Date() })
      .where(and(eq(sandboxTradeOffers.id, id), eq(sandboxTradeOffers.state, 'pending')))
      .returning();
    return row ? toOffer(row) : null;
  },
};
