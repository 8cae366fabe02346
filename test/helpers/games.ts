// Shared by the games' integration tests: players of each kind, money, and the checks
// every money path ends with (DESIGN §7), bound to one test app.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  balanceOf as balanceOfPlayer,
  expectLedgerHealthy as expectLedgerHealthyIn,
  playerKinds,
  setBalance as setPlayerBalance,
  signedInPlayer,
  type PlayerKind,
} from './players';
import type { TestApp } from './test-app';
import { fairSeeds, gameRounds, ledgerEntries } from '../../src/server/db/schema';

export type Caller = 'anonymous' | 'freeTrial' | 'spectator' | 'banned';

export function gamesTestKit(t: () => TestApp) {
  const db = () => t().ctx.db;

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function player(kind: PlayerKind = 'premium') {
    const p = await signedInPlayer(t(), { fields: playerKinds[kind]() });
    return { cookie: p.cookie, steamId: p.steamId, userId: p.id };
  }

  /** The cookie of a caller who must be refused, or undefined for anonymous. */
  async function refusedCaller(kind: Caller): Promise<string | undefined> {
    return kind === 'anonymous' ? undefined : (await player(kind)).cookie;
  }

  const balanceOf = (userId: string) => balanceOfPlayer(t().ctx, userId);
  const setBalance = (userId: string, target: number) => setPlayerBalance(t().ctx, userId, target);

  const roundsOf = (userId: string) => db().select().from(gameRounds).where(eq(gameRounds.userId, userId));
  const roundById = async (id: string) => (await db().select().from(gameRounds).where(eq(gameRounds.id, id)))[0]!;
  const ledgerOf = (userId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const ledgerByKey = (key: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));

  /** Everything a refused or bad request must leave alone. */
  async function snapshot(userId: string) {
    return { balance: await balanceOf(userId), rounds: (await roundsOf(userId)).length, ledger: (await ledgerOf(userId)).length };
  }

  const expectLedgerHealthy = () => expectLedgerHealthyIn(t().ctx);

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
