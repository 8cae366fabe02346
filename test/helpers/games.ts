import { randomUUID } from 'node:crypto';
// Shared by the games' integration tests: players of each kind, money, and the checks
// every money path ends with (DESIGN §7).
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';
import { fairSeeds, gameRounds, ledgerEntries, users } from '../../src/server/db/schema';
import { ledgerRepository, postEntry } from '../../src/server/modules/ledger';

export type Caller = 'anonymous' | 'freeTrial' | 'spectator' | 'banned';

export function gamesTestKit(t: () => TestApp) {
  const db = () => t().ctx.db;

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function player(kind: 'premium' | 'freeTrial' | 'spectator' | 'banned' = 'premium') {
    const { cookie, steamId } = await signIn(t().app);
    const month = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const fields = {
      premium: { subscriptionExpiresAt: month },
      freeTrial: {},
      // Premium, so it is the spectator or ban rule that refuses them.
      spectator: { subscriptionExpiresAt: month, isSpectator: true },
      banned: { subscriptionExpiresAt: month, isBanned: true },
    }[kind];
    if (Object.keys(fields).length > 0) await db().update(users).set(fields).where(eq(users.steamId, steamId));
    const [row] = await db().select().from(users).where(eq(users.steamId, steamId));
    return { cookie, steamId, userId: row!.id };
  }

  /** The cookie of a caller who must be refused, or undefined for anonymous. */
  async function refusedCaller(kind: Caller): Promise<string | undefined> {
    return kind === 'anonymous' ? undefined : (await player(kind)).cookie;
  }

  const balanceOf = async (userId: string) => (await db().select({ b: users.fowlBalance }).from(users).where(eq(users.id, userId)))[0]!.b;

  /** Moves the balance to exactly `target` through the ledger. */
  async function setBalance(userId: string, target: number) {
    const delta = target - (await balanceOf(userId));
    if (delta === 0) return;
    await db().transaction((tx) =>
      postEntry(tx, { userId, amount: delta, type: 'admin_adjustment', description: 'test balance', idempotencyKey: `test:${userId}:${randomUUID()}` }),
    );
  }

  const roundsOf = (userId: string) => db().select().from(gameRounds).where(eq(gameRounds.userId, userId));
  const roundById = async (id: string) => (await db().select().from(gameRounds).where(eq(gameRounds.id, id)))[0]!;
  const ledgerOf = (userId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const ledgerByKey = (key: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));

  /** Everything a refused or bad request must leave alone. */
  async function snapshot(userId: string) {
    return { balance: await balanceOf(userId), rounds: (await roundsOf(userId)).length, ledger: (await ledgerOf(userId)).length };
  }

  async function expectLedgerHealthy() {
    expect(await ledgerRepository.findInvariantViolations(db())).toEqual([]);
    const [negative] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(sql`${users.fowlBalance} < 0`);
    expect(negative!.n).toBe(0);
  }

  /** The revealed server seed of a round, after rotating its pair. */
  async function rotateAndReveal(cookie: string, round: { fairness: { seedId: string; serverSeedHash: string } }) {
    const res = await call('POST', '/api/fairness/rotate', cookie);
    expect(res.statusCode).toBe(200);
    const [seed] = await db()
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.id, round.fairness.seedId), eq(fairSeeds.active, false)));
    expect(seed).toBeDefined();
    expect(res.json().previous.serverSeed).toBe(seed!.serverSeed);
    expect(res.json().previous.serverSeedHash).toBe(round.fairness.serverSeedHash);
    return seed!.serverSeed;
  }

  /** The server seed of a round while it is still secret (tests only: to know the board). */
  const secretSeedOf = async (seedId: string) => (await db().select().from(fairSeeds).where(eq(fairSeeds.id, seedId)))[0]!.serverSeed;

  return {
    call,
    player,
    refusedCaller,
    balanceOf,
    setBalance,
    roundsOf,
    roundById,
    ledgerOf,
    ledgerByKey,
    snapshot,
    expectLedgerHealthy,
    rotateAndReveal,
    secretSeedOf,
  };
}

export const refusals: [Caller, number, RegExp][] = [
  ['anonymous', 401, /sign in/i],
  ['freeTrial', 403, /Upgrade to Premium to Play/],
  ['spectator', 403, /Spectators can only watch/],
  ['banned', 403, /banned/],
];
