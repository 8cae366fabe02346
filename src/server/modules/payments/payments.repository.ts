import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents, payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const paymentsRepository = {
  async insert(
    db: DbOrTx,
    row: {
      id: string;
      userId: string;
      planId: string;
      amountCents: number;
      currency: string;
      provider: string;
      chargeId: string;
      hostedUrl: string;
      now: Date;
    },
  ): Promise<PaymentRow | null> {
    const { now, ...fields } = row;
    const [inserted] = await db
      .insert(payments)
      .values({ ...fields, status: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: payments.id })
      .returning();
    // Null: a create with the same idempotency key recorded this payment first.
    return inserted ?? null;
  },

  async findById(db: DbOrTx, id: string): Promise<PaymentRow | null> {
    return (await db.select().from(payments).where(eq(payments.id, id)))[0] ?? null;
  },

  /**
   * A payment by the provider's charge id or by our own payment id: the success
   * page's `charge` parameter carries ours, because the return URL has to be known
   * before the provider names its checkout.
   */
  async findByReference(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
    const byCharge = await db.select().from(payments).where(eq(payments.chargeId, reference));
    if (byCharge[0]) return byCharge[0];
    if (!UUID.test(reference)) return null;
    return (await db.select().from(payments).where(eq(payments.id, reference)))[0] ?? null;
  },

  /** The payment row, locked: activation and the webhook serialise on it, so a charge activates once. */
  async lockById(db: DbOrTx, id: string): Promise<PaymentRow | null> {
    return (await db.select().from(payments).where(eq(payments.id, id)).for('update'))[0] ?? null;
  },

  async lockByChargeId(db: DbOrTx, chargeId: string): Promise<PaymentRow | null> {
    return (await db.select().from(payments).where(eq(payments.chargeId, chargeId)).for('update'))[0] ?? null;
  },

  async markCompleted(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(payments).set({ status: 'completed', activatedAt: now, updatedAt: now }).where(eq(payments.id, id));
  },

  /** A pending payment becomes failed; a completed one never does. */
  async markFailed(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return rows.length > 0;
  },

  /** Pending payments whose checkout must have lapsed long ago. */
  async failPendingCreatedBefore(db: DbOrTx, before: Date, now: Date): Promise<number> {
    const rows = await db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
      .returning({ id: payments.id });
    return rows.length;
  },

  /**
   * Pending payments due for another look at the provider, locked (skipping any another
   * instance holds) and stamped looked-at now: `updatedAt` is the last look, as the
   * trade logs' is, so each is read again only `lookedBefore` later.
   */
  async claimPendingForRecheck(db: DbOrTx, at: { createdAfter: Date; lookedBefore: Date; limit: number; now: Date }): Promise<PaymentRow[]> {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), gt(payments.createdAt, at.createdAfter), lt(payments.updatedAt, at.lookedBefore)))
      .orderBy(payments.updatedAt)
      .limit(at.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await db
      .update(payments)
      .set({ updatedAt: at.now })
      .where(
        inArray(
          payments.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  },

  async countActivated(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, userId), isNotNull(payments.activatedAt)));
    return Number(row?.n ?? 0);
  },

  async history(db: DbOrTx, userId: string, limit: number): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit);
  },

  /**
   * Extends Premium in one statement: the new expiry counts from the later of now and
   * the current expiry, read under the row's write lock, so two activations of
   * different charges at once both count. (The users table belongs to accounts; this
   * is its one Premium write, kept atomic here rather than as read-then-write.)
   */
  async extendSubscription(db: DbOrTx, userId: string, durationMs: number, now: Date): Promise<Date> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const [row] = await db
      .update(users)
      .set({
        subscriptionExpiresAt: sql`GREATEST(COALESCE(${users.subscriptionExpiresAt}, ${at}), ${at}) + (${durationMs} * INTERVAL '1 millisecond')`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ expiresAt: users.subscriptionExpiresAt });
    if (!row?.expiresAt) throw new Error(`user ${userId} not found`);
    return row.expiresAt;
  },

  /** Records a webhook event; false when its id was handled before (a replay). */
  async insertEventIfNew(db: DbOrTx, event: { id: string; provider: string; type: string; chargeId: string | null; payload: unknown }): Promise<boolean> {
    const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.id }).returning({ id: paymentEvents.id });
    return rows.length > 0;
  },

  async findEvent(db: DbOrTx, id: string) {
    return (await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0] ?? null;
  },
};
