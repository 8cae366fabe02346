import { randomUUID } from 'node:crypto';
// Players, balances and the ledger checks every money test ends with (DESIGN §7),
// shared by the integration tests of every module.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { ledgerRepository, postEntry } from '../../src/server/modules/ledger';
import { signIn } from './sign-in';

/** Anything holding the database: an app's context (with its clock) or a test database. */
type WithDb = { db: Db; clock?: () => Date };

export interface SignedInPlayer {
  cookie: string;
  steamId: string;
  id: string;
  username: string;
}

const month = () => new Date(Date.now() + 30 * 24 * 3600 * 1000);

/** The account fields of each kind of caller; Premium underneath, so it is the spectator or ban rule that refuses them. */
export const playerKinds = {
  premium: () => ({ subscriptionExpiresAt: month() }),
  freeTrial: () => ({}),
  spectator: () => ({ subscriptionExpiresAt: month(), isSpectator: true }),
  banned: () => ({ subscriptionExpiresAt: month(), isBanned: true }),
} satisfies Record<string, () => Partial<typeof users.$inferInsert>>;
export type PlayerKind = keyof typeof playerKinds;

/** Signs a new (or the given) Steam account in through the sandbox, then sets any account fields. New accounts hold 500 fowls. */
export async function signedInPlayer(
  t: { app: FastifyInstance; ctx: WithDb },
  opts: { fields?: Partial<typeof users.$inferInsert>; steamId?: string } = {},
): Promise<SignedInPlayer> {
  const { cookie, steamId } = await signIn(t.app, opts.steamId);
  const fields = opts.fields ?? {};
  if (Object.keys(fields).length > 0) await t.ctx.db.update(users).set(fields).where(eq(users.steamId, steamId));
  const [row] = await t.ctx.db.select().from(users).where(eq(users.steamId, steamId));
  return { cookie, steamId, id: row!.id, username: row!.username };
}

export async function balanceOf(source: WithDb, userId: string): Promise<number> {
  const [row] = await source.db.select({ b: users.fowlBalance }).from(users).where(eq(users.id, userId));
  return row!.b;
}

/** Credits (or debits) fowls through the ledger, as an admin adjustment. */
export async function giveFowls(source: WithDb, userId: string, amount: number): Promise<void> {
  if (amount === 0) return;
  await source.db.transaction((tx) =>
    postEntry(tx, {
      userId,
      amount,
      type: 'admin_adjustment',
      description: 'test balance',
      idempotencyKey: `test:${userId}:${randomUUID()}`,
      // The app's clock when the source is an app's context, so its history windows see the row.
      at: source.clock?.() ?? new Date(),
    }),
  );
}

/** Moves the balance to exactly `target` through the ledger. */
export async function setBalance(source: WithDb, userId: string, target: number): Promise<void> {
  await giveFowls(source, userId, target - (await balanceOf(source, userId)));
}

/** The ledger invariant (balance = sum of the ledger) broken for these users, and how many balances are negative. */
export async function ledgerHealth(source: WithDb): Promise<{ violations: unknown[]; negative: number }> {
  const violations = await ledgerRepository.findInvariantViolations(source.db);
  const [row] = await source.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(sql`${users.fowlBalance} < 0`);
  return { violations, negative: row!.n };
}

export async function expectLedgerHealthy(source: WithDb): Promise<void> {
  expect(await ledgerHealth(source)).toEqual({ violations: [], negative: 0 });
}
