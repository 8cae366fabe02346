import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayLimitsState } from '../../../core/contracts/play-limits';
import type { RaffleDetail } from '../../../core/contracts/raffles';
import { manualClock } from '../../../../test/helpers/clock';
import { databaseKinds } from '../../../../test/helpers/databases';
import { gamesTestKit } from '../../../../test/helpers/games';
import { admin, createRaffle, enter, tradeUrlFor, type Admin } from '../../../../test/helpers/raffles';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { users } from '../../db/schema';
import { runJobOnce } from '../../jobs/scheduler';
import { endDueRafflesJob } from '../raffles';

// One clock (AppContext.clock) for every money path: a bet's limit check, the ledger row
// it writes, a raffle's entry check, its end by the job and by the winner route. The
// app's clock starts just before a UTC midnight a day ahead of the real one, so any of
// those paths that read the system clock instead sees another day: the limit would not
// reset, the rows would fall outside the day, the raffle would not end. Nothing waits.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The UTC midnight after tomorrow's: the real day is never the app's day. */
const nextMidnightButOne = (): number => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 2 * DAY;
};

describe.each(databaseKinds)('one clock for limits and raffles on %s', (kind) => {
  const midnight = nextMidnightButOne();
  const clock = manualClock(midnight - 10 * MINUTE);
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: clock.now });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const kit = gamesTestKit(() => t);
  const { call } = kit;
  const setLimits = (cookie: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/play-limits', headers: { cookie }, payload: body });
  const flip = (cookie: string) => call('POST', '/api/fowl-flip/play', cookie, { betAmount: 10, selectedSide: 'heads' });
  const raffle = async (id: string) => (await t.app.inject({ url: `/api/raffle/${id}` })).json() as RaffleDetail;
  /** The end-due job, run here once it gets its lock: a tick of the app's own scheduler may hold it a moment, and has committed once it lets go. */
  async function endDue(): Promise<void> {
    while (!(await runJobOnce(t.ctx, endDueRafflesJob(t.ctx)))) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** A Premium player with a trade URL, so they may both play and enter raffles. */
  async function player() {
    const p = await kit.player('premium');
    await t.ctx.db
      .update(users)
      .set({ tradeOfferUrl: tradeUrlFor(p.steamId) })
      .where(eq(users.id, p.userId));
    return p;
  }

  it('resets the daily wager limit at midnight and ends a raffle past its end time, both on the app clock', async () => {
    const p = await player();
    const late = await player();
    expect((await setLimits(p.cookie, { daily: 30, weekly: null, monthly: null, realityCheckMinutes: null })).statusCode).toBe(200);
    const endTime = new Date(midnight + 5 * MINUTE);
    const open = await createRaffle(t, boss, { endTime: endTime.toISOString(), minEntry: 10 });

    // 23:50: a raffle entry and two flips reach the day's 30 fowls; the next bet of either kind is refused.
    expect((await enter(t, p, open.id, 10)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await flip(p.cookie)).statusCode).toBe(200);
    const refused = await flip(p.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAY_LIMIT' });
    const before = (await call('GET', '/api/play-limits', p.cookie)).json() as PlayLimitsState;
    expect(before.wagered.daily).toBe(30);
    expect(Date.parse(before.resetsAt.daily)).toBe(midnight);

    // The raffle is still open: the job leaves it, the winner route says it has not ended, a late player may enter.
    await endDue();
    expect((await raffle(open.id)).status).toBe('active');
    const early = await t.app.inject({ method: 'POST', url: `/api/raffle/${open.id}/winner`, headers: { cookie: p.cookie }, payload: {} });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('This raffle has not ended yet.');

    // 00:10 the next day, past the raffle's end.
    clock.advance(20 * MINUTE);

    // A new day: the same bet goes through, and only it counts.
    expect((await flip(p.cookie)).statusCode).toBe(200);
    const after = (await call('GET', '/api/play-limits', p.cookie)).json() as PlayLimitsState;
    expect(after.wagered.daily).toBe(10);
    expect(Date.parse(after.resetsAt.daily)).toBe(midnight + DAY);

    // The raffle's entries have closed, whether or not a job has ended it yet, and the job ends it.
    const tooLate = await enter(t, late, open.id, 10);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ code: 'RAFFLE_ENDED' });
    await endDue();
    const ended = await raffle(open.id);
    expect(ended.status).not.toBe('active');
    expect(Date.parse(ended.endedAt!)).toBeGreaterThanOrEqual(endTime.getTime());
    await kit.expectLedgerHealthy();
  });

  it('ends a raffle through the winner route once the app clock passes its end time', async () => {
    const p = await player();
    const endTime = new Date(clock.ms + 2 * MINUTE);
    const open = await createRaffle(t, boss, { endTime: endTime.toISOString(), minEntry: 10 });
    expect((await enter(t, p, open.id, 10)).statusCode).toBe(200);
    const winner = () => t.app.inject({ method: 'POST', url: `/api/raffle/${open.id}/winner`, headers: { cookie: p.cookie }, payload: {} });
    expect((await winner()).statusCode).toBe(409);
    expect((await raffle(open.id)).status).toBe('active');

    clock.advance(3 * MINUTE);
    expect((await winner()).statusCode).toBe(200);
    const ended = await raffle(open.id);
    expect(ended.status).not.toBe('active');
    expect(ended.endedAt).toBe(new Date(clock.ms).toISOString());
  });
});
