import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { startRoundTripCounter, type RoundTripCounter } from '../../../../test/helpers/round-trip-counter';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openDatabase } from '../../db/client';

// An instant bet costs two round trips to Postgres (decision 0063), and its session none:
// a bet moves only fowls, so the player's kept session stays (decision 0062). The issue's
// budget is three, the session read included. Counted on the wire, between the app and a
// Postgres server.

/** Round trips per request are counted this many times: background jobs share the pool and can only add to a count. */
const TRIES = 12;

describe.skipIf(!process.env.TEST_DATABASE_URL)('round trips of an instant bet on postgres', () => {
  let server: TestDatabase;
  let counter: RoundTripCounter;
  let t: TestApp;
  beforeAll(async () => {
    server = await createTestDatabase('postgres');
    counter = await startRoundTripCounter(server.url!);
    const proxied = await openDatabase({ kind: 'postgres', url: counter.url });
    t = await startTestApp('postgres', { database: { ...proxied, url: counter.url } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await counter.close();
    await server.close();
  });
  const kit = gamesTestKit(() => t);

  /** The fewest round trips `send` took over TRIES requests, by the outcome each answered. */
  async function fewestRoundTrips(send: () => ReturnType<typeof kit.call>, outcome: (body: never) => string) {
    await send(); // the warm-up: prepared statements exist on the connection afterwards
    const fewest = new Map<string, number>();
    for (let i = 0; i < TRIES; i++) {
      counter.reset();
      const res = await send();
      const trips = counter.count();
      expect(res.statusCode).toBe(200);
      const key = outcome(res.json() as never);
      fewest.set(key, Math.min(fewest.get(key) ?? Infinity, trips));
    }
    return fewest;
  }

  it('takes two for a Fowl Flip won or lost, the session kept', async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 10_000);
    const fewest = await fewestRoundTrips(
      () => kit.call('POST', '/api/fowl-flip/play', p.cookie, { betAmount: 10, selectedSide: 'heads' }),
      (body: { result: { won: boolean } }) => (body.result.won ? 'won' : 'lost'),
    );
    // Twelve fair flips all landing one way happens once in 2,048 runs: both sides are asserted.
    expect(Object.fromEntries(fewest)).toEqual({ won: expect.any(Number), lost: expect.any(Number) });
    expect(fewest.get('won')).toBeLessThanOrEqual(2);
    expect(fewest.get('lost')).toBeLessThanOrEqual(2);
  });

  it('takes two for a Plinko drop, the session kept', async () => {
    const p = await kit.player();
    await kit.setBalance(p.userId, 10_000);
    const fewest = await fewestRoundTrips(
      () => kit.call('POST', '/api/plinko/drop', p.cookie, { betAmount: 10, rows: 8, risk: 'low' }),
      () => 'drop',
    );
    expect(fewest.get('drop')).toBeLessThanOrEqual(2);
  });
});
