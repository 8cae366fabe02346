import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ledgerRowOf, MAX_BALANCE, roundLedgerKey } from '../ledger';
import { instantRoundsRepository, type TakenSeed } from './instant-rounds.repository';
import { plinkoCoopRepository } from './plinko-coop.repository';

// An instant bet's two statements (decision 0063): what the settlement refuses when the
// player changed between them, and what the refusal leaves behind.

describe.each(databaseKinds)('instant bets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const kit = gamesTestKit(() => t);
  const flip = (cookie: string) => kit.call('POST', '/api/fowl-flip/play', cookie, { betAmount: 10, selectedSide: 'heads' });
  const setDailyLimit = (cookie: string, daily: number) =>
    t.app.inject({ method: 'PUT', url: '/api/play-limits', headers: { cookie }, payload: { daily, weekly: null, monthly: null, realityCheckMinutes: null } });
  const nonceOf = async (cookie: string) => (await kit.call('GET', '/api/fairness/seeds', cookie)).json().nonce as number;

  /** A lost 10-fowl Plinko drop on the nonce `taken` took, with its coop count, as the settlement statement gets it. */
  function settlement(userId: string, seed: NonNullable<TakenSeed['seed']>, onlyWithoutLimits: boolean) {
    const id = randomUUID();
    const at = new Date();
    const { balanceAfter: _, ...stakeRow } = ledgerRowOf(
      { userId, amount: -10, type: 'plinko', description: 'Plinko bet', idempotencyKey: roundLedgerKey(id, 'bet'), gameData: { roundId: id }, at },
      0,
    );
    return {
      userId,
      stake: 10,
      payout: 0,
      maxBalance: MAX_BALANCE,
      onlyWithoutLimits,
      stakeRow,
      payoutRow: null,
      round: {
        id,
        userId,
        game: 'plinko',
        status: 'completed',
        betAmount: 10,
        payout: 0,
        multiplier: 0,
        state: {},
        seedId: seed.id,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        createdAt: at,
        finishedAt: at,
      },
      also: plinkoCoopRepository.countDrop({ userId, staked: 10, target: 30, now: at }),
    };
  }

  /** Takes the nonce as a bet's first statement does, after one flip made the player's pair. */
  async function firstStatement(p: { cookie: string; userId: string }) {
    expect((await flip(p.cookie)).statusCode).toBe(200);
    const taken = await instantRoundsRepository.takeSeed(t.ctx.db, p.userId, 10);
    expect(taken?.seed?.nonce).toBe(1);
    return taken!.seed!;
  }

  it('writes nothing when the fowls were spent between the two statements, and that nonce stays unused', async () => {
    const p = await kit.player();
    const seed = await firstStatement(p);
    await kit.setBalance(p.userId, 5);
    const before = { ...(await kit.snapshot(p.userId)), meter: await plinkoCoopRepository.meter(t.ctx.db) };
    expect(await instantRoundsRepository.settle(t.ctx.db, settlement(p.userId, seed, true))).toBeNull();
    expect({ ...(await kit.snapshot(p.userId)), meter: await plinkoCoopRepository.meter(t.ctx.db) }).toEqual(before);
    expect(await nonceOf(p.cookie)).toBe(2);

    await kit.setBalance(p.userId, 500);
    const next = (await flip(p.cookie)).json();
    expect(next.result.fairness.nonce).toBe(2);
    await kit.expectLedgerHealthy();
  });

  it('writes nothing when limits were set between the two statements, and the next bet is checked against them', async () => {
    const p = await kit.player();
    const seed = await firstStatement(p);
    expect((await setDailyLimit(p.cookie, 15)).statusCode).toBe(200);
    const before = await kit.snapshot(p.userId);
    expect(await instantRoundsRepository.settle(t.ctx.db, settlement(p.userId, seed, true))).toBeNull();
    expect(await kit.snapshot(p.userId)).toEqual(before);

    const refused = await flip(p.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/daily/i);
    expect(await kit.snapshot(p.userId)).toEqual(before);
  });

  it('settles on the locked way too: the same statement, under the player lock, with the limits checked', async () => {
    const p = await kit.player();
    expect((await setDailyLimit(p.cookie, 1000)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await flip(p.cookie)).statusCode).toBe(200);
    expect(await kit.roundsOf(p.userId)).toHaveLength(3);
    expect(await nonceOf(p.cookie)).toBe(3);
    await kit.expectLedgerHealthy();
  });
});
