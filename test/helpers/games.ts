// Shared by the games' integration tests: players of each kind, money, and the checks
// every money path ends with (DESIGN §7), bound to one test app.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
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

  /**
   * One test per bad request: a 400 whose message says what is wrong, and nothing moved —
   * no fowls, no round, no ledger row, and no fair nonce spent (DESIGN §1.3, §1.4).
   */
  function refusesBadRequests(send: (cookie: string, payload: object) => ReturnType<typeof call>, requests: BadRequest[]) {
    it.each(requests)('refuses %s with a 400 and changes nothing', async (_label, payload, message) => {
      const p = await player();
      const before = await snapshot(p.userId);
      const res = await send(p.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(await snapshot(p.userId)).toEqual(before);
      expect((await call('GET', '/api/fairness/seeds', p.cookie)).json().nonce).toBe(0);
    });
  }

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
    refusesBadRequests,
  };
}

/** A request a game must refuse: what it is, the body sent, and what the 400 must say. */
export type BadRequest = [label: string, payload: object, message: RegExp];

/**
 * The bets every game refuses, at its own limits, each in the body the game takes (`body`).
 * The last is more than the 500 fowls the kit's premium player starts with.
 */
export function badBets(limits: { min: number; max?: number }, body: (betAmount: unknown) => object): BadRequest[] {
  type Bet = [label: string, betAmount: unknown, message: RegExp];
  const { min, max } = limits;
  const aboveMax: Bet[] = max === undefined ? [] : [[`a bet above ${max}`, max + 1, new RegExp(`Maximum bet is ${max} fowls`)]];
  const bets: Bet[] = [
    [`a bet below ${min}`, min - 1, new RegExp(`Minimum bet is ${min} fowls`)],
    ...aboveMax,
    ['a fractional bet', min + 0.5, /whole number/],
    ['a negative bet', -min, /Minimum bet/],
    ['a non-numeric bet', String(min), /must be a number/],
    ['a bet larger than the balance', 501, /^Insufficient fowls. You have 500 but need 501.$/],
  ];
  return bets.map(([label, betAmount, message]) => [label, body(betAmount), message]);
}

export const refusals: [Caller, number, RegExp][] = [
  ['anonymous', 401, /sign in/i],
  ['freeTrial', 403, /Upgrade to Premium to Play/],
  ['spectator', 403, /Spectators can only watch/],
  ['banned', 403, /banned/],
];
