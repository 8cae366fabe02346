// The payment sandbox's checkouts, kept in the database so every instance and the
// hosted page see the same ones (DESIGN rule 5).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxCheckouts } from '../../../db/schema';
import type { CheckoutStatus } from '../port';

/** What the sandbox keeps of a created checkout, as Coinbase's API spells it. */
export interface SandboxCheckoutBody {
  amount: string;
  currency: string;
  network: string;
  address: string;
  description: string | null;
  metadata: Record<string, string>;
  successRedirectUrl: string | null;
  failRedirectUrl: string | null;
  expiresAt: string;
  /** The creator's X-Idempotency-Key (the checkout's id is its digest): a retried create answers the same checkout. */
  idempotencyKey: string | null;
}

export interface SandboxCheckout {
  id: string;
  body: SandboxCheckoutBody;
  status: CheckoutStatus;
  createdAt: Date;
  updatedAt: Date;
}

type Row = typeof sandboxCheckouts.$inferSelect;

const toCheckout = (row: Row): SandboxCheckout => ({
  id: row.id,
  body: row.body as SandboxCheckoutBody,
  status: row.status as CheckoutStatus,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const sandboxCheckoutsRepository = {
  /** The new checkout, or null when one with this id exists (the same idempotency key). */
  async insertIfNew(db: DbOrTx, checkout: { id: string; body: SandboxCheckoutBody; now: Date }): Promise<SandboxCheckout | null> {
    const [row] = await db
      .insert(sandboxCheckouts)
      .values({ id: checkout.id, body: checkout.body, status: 'ACTIVE', createdAt: checkout.now, updatedAt: checkout.now })
      .onConflictDoNothing({ target: sandboxCheckouts.id })
      .returning();
    return row ? toCheckout(row) : null;
  },

  async find(db: DbOrTx, id: string): Promise<SandboxCheckout | null> {
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    return row ? toCheckout(row) : null;
  },

  /** Moves an ACTIVE checkout to a final status; null when it is not ACTIVE (or unknown), so each checkout settles once. */
  async settle(db: DbOrTx, id: string, status: CheckoutStatus, now: Date): Promise<SandboxCheckout | null> {
    const [row] = await db
      .update(sandboxCheckouts)
      .set({ status, updatedAt: now })
      .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, 'ACTIVE')))
      .returning();
    return row ? toCheckout(row) : null;
  },
};
