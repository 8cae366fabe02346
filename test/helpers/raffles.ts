// Raffles, admins and players for the raffle tests.
import { eq, ne } from 'drizzle-orm';
import type { Raffle, RaffleDetail } from '../../src/core/contracts/raffles';
import type { AppContext } from '../../src/server/context';
import { raffles, tradeLogs, users } from '../../src/server/db/schema';
import { demoPersonas } from '../../src/server/integrations/steam';
import { createPrizeService } from '../../src/server/modules/prizes';
import { createRaffleDraws } from '../../src/server/modules/raffles';
import { backgroundSettled } from '../../src/server/jobs/background';
import { signedInPlayer } from './players';
import { adminToken, signIn } from './sign-in';
import type { TestApp } from './test-app';
import { tradeUrlFor } from './users';

type Inject = Pick<TestApp, 'app' | 'ctx'>;

export const adminSteamId = demoPersonas.find((p) => p.role === 'admin')!.steamId;

export { tradeUrlFor };

export interface Player {
  cookie: string;
  steamId: string;
  id: string;
}

/** A signed-in player (500 fowls, free trial) who has saved a trade URL. */
export async function player(t: Inject, opts: { tradeUrl?: boolean } = {}): Promise<Player> {
  const { cookie, steamId, id } = await signedInPlayer(t);
  if (opts.tradeUrl !== false) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/user/trade-url', headers: { cookie }, payload: { tradeOfferUrl: tradeUrlFor(steamId) } });
    if (saved.statusCode !== 200) throw new Error(`trade URL not saved: ${saved.body}`);
  }
  return { cookie, steamId, id };
}

export interface Admin {
  cookie: string;
  token: string;
  id: string;
}

export async function admin(t: Inject): Promise<Admin> {
  const { cookie } = await signIn(t.app, adminSteamId);
  const token = await adminToken(t.app, cookie);
  const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json() as { id: string };
  return { cookie, token, id: me.id };
}

export const adminHeaders = (a: Admin) => ({ cookie: a.cookie, authorization: `Bearer ${a.token}` });

/** The first bot item no open raffle holds. */
export async function firstBotItem(ctx: AppContext) {
  const item = (await createPrizeService(ctx).inventoryWithReservations()).find((i) => !i.reservedFor);
  if (!item) throw new Error('every bot item is promised or reserved');
  return item;
}

export const inOneHour = (): string => new Date(Date.now() + 3600_000).toISOString();

/**
 * Draws in these tests hand their prize to the sandbox bot, whose pending offers
 * take the item out of the inventory until they settle, and raffles hold their
 * prize until then. Let those trades expire, so the small sandbox inventory
 * serves every raffle a test creates.
 */
export async function freeBotInventory(ctx: AppContext): Promise<void> {
  await ctx.db.update(tradeLogs).set({ status: 'expired' }).where(eq(tradeLogs.status, 'pending'));
  await ctx.db.update(raffles).set({ tradeStatus: 'expired', reservedAssetId: null }).where(ne(raffles.status, 'active'));
}

export async function createRaffle(t: Inject & { ctx: AppContext }, a: Admin, overrides: Record<string, unknown> = {}): Promise<Raffle> {
  for (let attempt = 1; ; attempt++) {
    await freeBotInventory(t.ctx);
    const item = await firstBotItem(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/raffles',
      headers: adminHeaders(a),
      payload: { name: 'Test raffle', description: 'A prize', endTime: inOneHour(), assetId: item.assetid, ...overrides },
    });
    if (res.statusCode === 200) return (res.json() as { raffle: Raffle }).raffle;
    // A delivery still in flight can promise the item between the pick and the create.
    if (attempt >= 3 || !/Steam bot inventory/.test(res.body)) throw new Error(`raffle not created: ${res.statusCode} ${res.body}`);
  }
}

export const enter = (t: Inject, p: { cookie: string }, raffleId: string, entryAmount: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: p.cookie }, payload: { raffleId, entryAmount, ...extra } });

export async function makePremium(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, userId));
}

export { balanceOf, giveFowls, ledgerHealth as expectLedgerSound } from './players';

/**
 * A closed raffle's detail once it is drawn. At the moment its draw is due (its beacon
 * round is out: the test sandbox beacon publishes one every second) this runs the
 * due-draw job itself, then waits for any attempt the scheduler started first; a round
 * that was not out yet moves the draw on by the retry time, and that moment is awaited next.
 */
export async function awaitDraw(t: Inject & { ctx: AppContext }, raffleId: string, timeoutMs = 15_000): Promise<RaffleDetail> {
  const deadline = Date.now() + timeoutMs;
  const draws = createRaffleDraws(t.ctx);
  for (;;) {
    const raffle = (await t.app.inject({ url: `/api/raffle/${raffleId}` })).json() as RaffleDetail;
    if (raffle.status === 'completed') return raffle;
    if (raffle.status !== 'ended' || raffle.participantCount === 0) throw new Error(`raffle ${raffleId} is ${raffle.status}, not waiting for a draw`);
    if (Date.now() > deadline) throw new Error(`raffle ${raffleId} was not drawn within ${timeoutMs} ms`);
    const [row] = await t.ctx.db.select({ drawDueAt: raffles.drawDueAt }).from(raffles).where(eq(raffles.id, raffleId));
    const dueAt = Math.max(row?.drawDueAt?.getTime() ?? 0, raffle.beacon ? Date.parse(raffle.beacon.roundTime) : 0);
    const wait = dueAt - t.ctx.clock().getTime();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, deadline - Date.now() + 1)));
    await draws.drawDue();
    await backgroundSettled(t.ctx);
  }
}
