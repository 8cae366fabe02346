import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { insertUser, tradeUrlFor } from '../../../../test/helpers/users';
import { itemQualities, type InventoryItem, type SteamItem } from '../../../core/contracts/prizes';
import { auditLog, raffles, sandboxTradeOffers, tradeLogs, users } from '../../db/schema';
import { runJobOnce } from '../../jobs/scheduler';
import { demoPersonas, TradeBotNotReadyError, type TradeBot } from '../../integrations/steam';
import { createPrizeService } from './prize.service';
import { createPrizeJobs } from './prizes.jobs';
import { backgroundSettled } from '../../jobs/background';

const adminSteamId = demoPersonas.find((p) => p.role === 'admin')!.steamId;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(databaseKinds)('prizes and the trade bot on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string; token: string };
  let player: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    const session = await signIn(t.app, adminSteamId);
    admin = { cookie: session.cookie, token: await adminToken(t.app, session.cookie) };
    player = await signIn(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const prizes = () => createPrizeService(t.ctx);
  const asAdmin = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` } });
  const asAdminWith = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` } });
  const settleOnPage = (offerId: string, state: string) =>
    t.app.inject({ method: 'POST', url: `/sandbox/steam/trade-offers/${offerId}`, headers: FORM, payload: new URLSearchParams({ state }).toString() });

  /** Items nobody else in this file has used yet, so the tests do not share a prize. */
  const freshItems: SteamItem[] = [];
  let taken = 0;
  async function nextItem(): Promise<SteamItem> {
    if (freshItems.length === 0) freshItems.push(...(await prizes().inventory()));
    const item = freshItems[taken++];
    if (!item) throw new Error('the sandbox inventory ran out of items for these tests');
    return item;
  }

  async function winner(opts: { tradeUrl?: 'own' | 'none' | 'other' } = {}) {
    const user = await insertUser(t.ctx.db);
    const mode = opts.tradeUrl ?? 'own';
    const url = mode === 'own' ? tradeUrlFor(user.steamId) : mode === 'other' ? tradeUrlFor(demoPersonas[0].steamId) : null;
    if (url) await t.ctx.db.update(users).set({ tradeOfferUrl: url }).where(eq(users.id, user.id));
    return { ...user, tradeOfferUrl: url };
  }

  async function completedRaffle(winnerId: string | null, item: SteamItem | null, fields: Partial<typeof raffles.$inferInsert> = {}) {
    const [row] = await t.ctx.db
      .insert(raffles)
      .values({
        name: 'Golden Egg Raffle',
        description: 'A prize',
        endTime: new Date(Date.now() - 1000),
        status: 'completed',
        winnerId,
        assetId: item?.assetid ?? null,
        itemName: item?.name ?? null,
        seed: 'a'.repeat(64),
        seedHash: 'b'.repeat(64),
        drawnAt: new Date(),
        ...fields,
      })
      .returning();
    return row!;
  }

  const logsOf = (raffleId: string) => t.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.raffleId, raffleId));
  const raffleRow = async (id: string) => (await t.ctx.db.select().from(raffles).where(eq(raffles.id, id)))[0]!;

  it('answers the sandbox bot status and an inventory of CS items with local images', async () => {
    const status = await asAdmin('GET', '/api/steam/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: true, initialized: true, ready: true, username: 'FowlsSandboxBot', sandbox: true });

    const res = await asAdmin('GET', '/api/steam/inventory?refresh=true');
    expect(res.statusCode).toBe(200);
    const inventory: SteamItem[] = res.json().inventory;
    expect(inventory.length).toBeGreaterThanOrEqual(18);
    expect(inventory.map((i) => i.name)).toEqual(expect.arrayContaining(['AK-47 | Redline (Field-Tested)', 'AWP | Asiimov (Battle-Scarred)']));
    const qualities = new Set(inventory.flatMap((i) => i.tags.filter((tag) => tag.category === 'Quality').map((tag) => tag.internal_name)));
    expect([...qualities].sort()).toEqual([...itemQualities].sort());
    expect(inventory.every((i) => i.tradable && i.icon_url.startsWith('/sandbox/steam/items/'))).toBe(true);
    expect((await asAdmin('GET', '/api/steam/inventory')).json().inventory).toHaveLength(inventory.length);

    const image = await t.app.inject({ method: 'GET', url: inventory[0]!.icon_url_large });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/steam/items/123.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/steam/items/../../etc.svg' })).statusCode).toBe(404);

    const bad = await asAdmin('GET', '/api/steam/inventory?refresh=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/refresh must be true or false/);
  });

  it('delivers a completed raffle’s prize once, however often it is asked', async () => {
    const item = await nextItem();
    const user = await winner();
    const raffle = await completedRaffle(user.id, item);

    await Promise.all([prizes().deliverRafflePrize(raffle.id), prizes().deliverRafflePrize(raffle.id), prizes().deliverRafflePrize(raffle.id)]);
    await prizes().deliverRafflePrize(raffle.id);

    const logs = await logsOf(raffle.id);
    expect(logs).toHaveLength(1);
    const log = logs[0]!;
    expect(log).toMatchObject({ status: 'pending', userId: user.id, partnerName: user.username, attempts: 1, message: 'Trade offer sent' });
    expect(log.tradeOfferId).toMatch(/^\d{10}$/);
    const offers = await t.ctx.db.select().from(sandboxTradeOffers).where(eq(sandboxTradeOffers.partnerSteamId, user.steamId));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      id: log.tradeOfferId,
      tradeUrl: user.tradeOfferUrl,
      state: 'pending',
      items: [{ assetid: item.assetid, name: item.name }],
    });
    expect(offers[0]!.message).toContain('Golden Egg Raffle');
    expect(await raffleRow(raffle.id)).toMatchObject({ tradeOfferId: log.tradeOfferId, tradeStatus: 'pending' });

    // The item is promised: it leaves the inventory.
    const inventory: SteamItem[] = (await asAdmin('GET', '/api/steam/inventory')).json().inventory;
    expect(inventory.map((i) => i.assetid)).not.toContain(item.assetid);
    expect(await prizes().findItem(item.assetid)).toBeNull();

    const listed = (await asAdmin('GET', '/api/steam/trade-logs')).json().logs;
    expect(listed[0]).toMatchObject({
      id: log.id,
      raffleId: raffle.id,
      partnerName: user.username,
      status: 'pending',
      tradeOfferId: log.tradeOfferId,
      itemsGiven: [{ assetid: item.assetid, name: item.name }],
      attempts: 1,
    });
    expect(new Date(listed[0].createdAt).getTime()).toBeGreaterThan(0);
  });

  it('records an error trade log when the winner has no usable trade URL', async () => {
    const item = await nextItem();
    const noUrl = await completedRaffle((await winner({ tradeUrl: 'none' })).id, item, { reservedAssetId: item.assetid });
    const otherUrl = await completedRaffle((await winner({ tradeUrl: 'other' })).id, await nextItem());
    const noItem = await completedRaffle((await winner()).id, null);
    await prizes().deliverRafflePrize(noUrl.id);
    await prizes().deliverRafflePrize(otherUrl.id);
    await prizes().deliverRafflePrize(noItem.id);

    expect(await logsOf(noUrl.id)).toMatchObject([{ status: 'error', message: 'The winner has not saved a Steam trade offer URL', tradeOfferId: null }]);
    expect((await logsOf(otherUrl.id))[0]).toMatchObject({ status: 'error', tradeOfferId: null });
    expect((await logsOf(otherUrl.id))[0]!.message).toMatch(/different Steam account/);
    expect(await logsOf(noItem.id)).toMatchObject([{ status: 'error', message: 'The raffle has no prize item' }]);
    // No offer went out, so the item is still in the inventory; the raffle keeps it for a retry.
    expect(await raffleRow(noUrl.id)).toMatchObject({ tradeOfferId: null, tradeStatus: 'error', reservedAssetId: item.assetid });
    expect(await prizes().findItem(item.assetid)).toMatchObject({ assetid: item.assetid });
  });

  it('never offers one item twice: raffles from before reservations that share a prize make one offer', async () => {
    const item = await nextItem();
    const [a, b] = [
      await completedRaffle((await winner()).id, item, { name: 'Old Raffle A' }),
      await completedRaffle((await winner()).id, item, { name: 'Old Raffle B' }),
    ];
    await Promise.all([prizes().deliverRafflePrize(a.id), prizes().deliverRafflePrize(b.id)]);
    const logs = [...(await logsOf(a.id)), ...(await logsOf(b.id))];
    expect(logs.map((l) => l.status).sort()).toEqual(['error', 'pending']);
    // The first delivery took the hold on the free item; the other is told who holds it.
    const sent = logs.find((l) => l.status === 'pending')!;
    const refused = logs.find((l) => l.status === 'error')!;
    const holder = sent.raffleId === a.id ? a : b;
    expect(refused.message).toBe(`The prize is reserved for the raffle "${holder.name}"`);
    expect(await raffleRow(holder.id)).toMatchObject({ reservedAssetId: item.assetid });
    expect(await raffleRow(refused.raffleId!)).toMatchObject({ reservedAssetId: null });
    const offers = await t.ctx.db.select().from(sandboxTradeOffers);
    expect(offers.filter((o) => (o.items as { assetid: string }[]).some((i) => i.assetid === item.assetid))).toHaveLength(1);
    // A retry cannot take the item either.
    const retry = await asAdmin('POST', `/api/steam/retry-trade/${refused.id}`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(`The prize is reserved for the raffle "${holder.name}".`);
  });

  it('releases the prize when its trade expires: the item can be the prize of a new raffle', async () => {
    const item = await nextItem();
    const raffle = await completedRaffle((await winner()).id, item, { name: 'Expiring Prize Raffle', reservedAssetId: item.assetid });
    const create = () =>
      asAdminWith('POST', '/api/admin/raffles', {
        name: 'Second chance',
        description: 'Same item',
        endTime: new Date(Date.now() + 3600_000).toISOString(),
        assetId: item.assetid,
      });
    await prizes().deliverRafflePrize(raffle.id);
    const [log] = await logsOf(raffle.id);
    const taken = await create();
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This item is already the prize of the raffle "Expiring Prize Raffle". Pick another item.');

    expect((await settleOnPage(log!.tradeOfferId!, 'expired')).statusCode).toBe(303);
    expect(await raffleRow(raffle.id)).toMatchObject({ tradeStatus: 'expired', reservedAssetId: null });
    const inventory: InventoryItem[] = (await asAdmin('GET', '/api/steam/inventory')).json().inventory;
    expect(inventory.find((i) => i.assetid === item.assetid)).toMatchObject({ reservedFor: null });
    const created = await create();
    expect(created.statusCode).toBe(200);
    expect(await raffleRow(created.json().raffle.id)).toMatchObject({ reservedAssetId: item.assetid });
  });

  it("refuses to retry a deleted raffle's trade once another raffle holds the item", async () => {
    const item = await nextItem();
    const gone = await completedRaffle((await winner()).id, item, { reservedAssetId: item.assetid });
    await prizes().deliverRafflePrize(gone.id);
    const [log] = await logsOf(gone.id);
    expect((await settleOnPage(log!.tradeOfferId!, 'declined')).statusCode).toBe(303);
    await t.ctx.db.delete(raffles).where(eq(raffles.id, gone.id));
    const created = await asAdminWith('POST', '/api/admin/raffles', {
      name: 'New Holder',
      description: 'D',
      endTime: new Date(Date.now() + 3600_000).toISOString(),
      assetId: item.assetid,
    });
    expect(created.statusCode).toBe(200);
    const retry = await asAdmin('POST', `/api/steam/retry-trade/${log!.id}`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe('The prize is reserved for the raffle "New Holder".');
    expect((await logsOf(gone.id))[0]).toMatchObject({ status: 'declined', attempts: 1 });
  });

  it('delivers nothing for raffles that are not completed, have no winner, or do not exist', async () => {
    const item = await nextItem();
    const user = await winner();
    const active = await completedRaffle(user.id, item, { status: 'active', endTime: new Date(Date.now() + 3_600_000) });
    const ended = await completedRaffle(null, item, { status: 'ended' });
    const noWinner = await completedRaffle(null, item);
    for (const id of [active.id, ended.id, noWinner.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(prizes().deliverRafflePrize(id)).resolves.toBeUndefined();
      expect(await logsOf(id === 'not-a-uuid' ? '00000000-0000-4000-8000-000000000000' : id)).toHaveLength(0);
    }
  });

  it('follows the sandbox page: declined, retried as a new pending offer, then accepted', async () => {
    const item = await nextItem();
    const user = await winner();
    const raffle = await completedRaffle(user.id, item, { name: '<b>Hen & "Egg"</b>', reservedAssetId: item.assetid });
    await prizes().deliverRafflePrize(raffle.id);
    const [first] = await logsOf(raffle.id);
    const firstOffer = first!.tradeOfferId!;

    const page = await t.app.inject({ method: 'GET', url: '/sandbox/steam/trade-offers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`Offer ${firstOffer}`);
    expect(page.body).toContain(`action="/sandbox/steam/trade-offers/${firstOffer}"`);
    expect(page.body).not.toContain('<script');
    // Every echoed value is escaped (the offer message carries the raffle name).
    expect(page.body).toContain('&lt;b&gt;Hen &amp; &quot;Egg&quot;&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Hen');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    // Retry is refused while the offer is pending.
    const early = await asAdmin('POST', `/api/steam/retry-trade/${firstOffer}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Only declined or error trades can be retried; this one is pending.');

    const declined = await settleOnPage(firstOffer, 'declined');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/sandbox/steam/trade-offers?settled=${firstOffer}&state=declined#offer-${firstOffer}`);
    expect((await t.app.inject({ method: 'GET', url: declined.headers.location as string })).body).toContain(`Offer ${firstOffer} is now declined.`);
    expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'declined', message: 'Trade offer declined', tradeOfferId: firstOffer });
    expect(await raffleRow(raffle.id)).toMatchObject({ tradeStatus: 'declined', tradeOfferId: firstOffer });
    // A settled offer cannot move again, and the item is back in the inventory, still the raffle's for a retry.
    expect((await settleOnPage(firstOffer, 'accepted')).statusCode).toBe(409);
    expect(await prizes().findItem(item.assetid)).not.toBeNull();
    expect(await raffleRow(raffle.id)).toMatchObject({ reservedAssetId: item.assetid });
    const inventory: InventoryItem[] = (await asAdmin('GET', '/api/steam/inventory')).json().inventory;
    expect(inventory.find((i) => i.assetid === item.assetid)).toMatchObject({ reservedFor: { raffleId: raffle.id, raffleName: raffle.name } });

    const retried = await asAdmin('POST', `/api/steam/retry-trade/${firstOffer}`);
    expect(retried.statusCode).toBe(200);
    const log = retried.json().log;
    expect(retried.json().success).toBe(true);
    expect(log).toMatchObject({ id: first!.id, status: 'pending', attempts: 2, message: 'Trade offer sent' });
    expect(log.tradeOfferId).toMatch(/^\d{10}$/);
    expect(log.tradeOfferId).not.toBe(firstOffer);
    expect(await logsOf(raffle.id)).toHaveLength(1);
    expect(await raffleRow(raffle.id)).toMatchObject({ tradeStatus: 'pending', tradeOfferId: log.tradeOfferId });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trade.retry'), eq(auditLog.targetId, first!.id)));
    expect(audit).toMatchObject({
      targetType: 'trade_log',
      before: { status: 'declined', tradeOfferId: firstOffer, attempts: 1 },
      after: { status: 'pending', attempts: 2 },
    });

    expect((await settleOnPage(log.tradeOfferId, 'accepted')).statusCode).toBe(303);
    expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'accepted', attempts: 2 });
    // Accepted items have left the bot for good, and the raffle holds nothing any more.
    expect(await raffleRow(raffle.id)).toMatchObject({ tradeStatus: 'accepted', reservedAssetId: null });
    expect(await prizes().findItem(item.assetid)).toBeNull();
    const late = await asAdmin('POST', `/api/steam/retry-trade/${first!.id}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Only declined or error trades can be retried; this one is accepted.');
    expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'accepted', attempts: 2 });
  });

  it('retries an error trade by its log id once the winner saves a trade URL', async () => {
    const item = await nextItem();
    const user = await winner({ tradeUrl: 'none' });
    const raffle = await completedRaffle(user.id, item);
    await prizes().deliverRafflePrize(raffle.id);
    const [log] = await logsOf(raffle.id);

    const refused = await asAdmin('POST', `/api/steam/retry-trade/${log!.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The winner has not saved a Steam trade offer URL.');
    expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'error', attempts: 1 });

    await t.ctx.db
      .update(users)
      .set({ tradeOfferUrl: tradeUrlFor(user.steamId) })
      .where(eq(users.id, user.id));
    const retried = await asAdmin('POST', `/api/steam/retry-trade/${log!.id}`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().log).toMatchObject({ id: log!.id, status: 'pending', attempts: 2 });

    // The sandbox page can also fail an offer; error is retryable.
    expect((await settleOnPage(retried.json().log.tradeOfferId, 'error')).statusCode).toBe(303);
    expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'error', message: 'Steam reported an error for the trade offer' });
    expect((await asAdmin('POST', `/api/steam/retry-trade/${log!.id}`)).json().log).toMatchObject({ status: 'pending', attempts: 3 });
  });

  it('refuses every Steam bot route to anonymous callers, players and admins without the token', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/steam/status'],
      ['GET', '/api/steam/inventory?refresh=false'],
      ['GET', '/api/steam/trade-logs'],
      ['POST', '/api/steam/retry-trade/1234567890'],
    ];
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode, `${url} anonymous`).toBe(401);
      expect((await t.app.inject({ method, url, headers: { cookie: player.cookie } })).statusCode, `${url} player`).toBe(403);
      const tokenless = await t.app.inject({ method, url, headers: { cookie: admin.cookie } });
      expect(tokenless.statusCode, `${url} admin without token`).toBe(401);
      expect(tokenless.json().error).toBe('Admin session expired. Please login again.');
      expect((await t.app.inject({ method, url, headers: { cookie: player.cookie, authorization: `Bearer ${admin.token}` } })).statusCode).toBe(403);
    }
  });

  it('answers 404 for unknown trades and offers, 400 for malformed ids', async () => {
    const unknownLog = await asAdmin('POST', '/api/steam/retry-trade/00000000-0000-4000-8000-000000000000');
    expect(unknownLog.statusCode).toBe(404);
    expect(unknownLog.json().error).toBe('Trade log not found');
    expect((await asAdmin('POST', '/api/steam/retry-trade/9999999999')).statusCode).toBe(404);
    const malformed = await asAdmin('POST', `/api/steam/retry-trade/${encodeURIComponent('1; drop table')}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^params\.id: /);
    expect((await asAdmin('POST', `/api/steam/retry-trade/${'9'.repeat(65)}`)).statusCode).toBe(400);

    expect((await settleOnPage('9999999999', 'accepted')).statusCode).toBe(404);
    expect((await settleOnPage('abc', 'accepted')).statusCode).toBe(404);
    expect((await settleOnPage('9999999999', 'pending')).statusCode).toBe(400);
    expect((await settleOnPage('9999999999', '')).statusCode).toBe(400);
  });

  it('reconciles missed state changes, interrupted sends and undelivered raffles in a job', async () => {
    const item = await nextItem();
    const user = await winner();
    const delivered = await completedRaffle(user.id, item);
    await prizes().deliverRafflePrize(delivered.id);
    const [sent] = await logsOf(delivered.id);
    const long = new Date(Date.now() - 30 * 60_000);
    // Steam's side moved while no event reached us.
    await t.ctx.db.update(sandboxTradeOffers).set({ state: 'expired' }).where(eq(sandboxTradeOffers.id, sent!.tradeOfferId!));
    await t.ctx.db.update(tradeLogs).set({ updatedAt: long }).where(eq(tradeLogs.id, sent!.id));

    const cutOff = await completedRaffle(user.id, await nextItem());
    const [interrupted] = await t.ctx.db
      .insert(tradeLogs)
      .values({
        raffleId: cutOff.id,
        userId: user.id,
        partnerName: user.username,
        status: 'pending',
        message: 'Sending trade offer',
        itemsGiven: [],
        updatedAt: long,
      })
      .returning();

    const missed = await completedRaffle(user.id, await nextItem(), { drawnAt: long, updatedAt: long });

    const [job] = createPrizeJobs(t.ctx);
    expect(await runJobOnce(t.ctx, job!)).toBe(true);
    await backgroundSettled(t.ctx);

    expect((await logsOf(delivered.id))[0]).toMatchObject({ status: 'expired', message: 'Trade offer expired' });
    expect(await raffleRow(delivered.id)).toMatchObject({ tradeStatus: 'expired' });
    expect((await t.ctx.db.select().from(tradeLogs).where(eq(tradeLogs.id, interrupted!.id)))[0]).toMatchObject({ status: 'error' });
    expect(await raffleRow(cutOff.id)).toMatchObject({ tradeStatus: 'error' });
    expect(await logsOf(missed.id)).toMatchObject([{ status: 'pending', message: 'Trade offer sent' }]);

    // A second round finds nothing left to do.
    expect(await prizes().reconcile()).toEqual({ offerIds: [], raffleIds: [] });
  });

  it("answers 'Steam bot is not ready' while the bot is down, and records failed deliveries", async () => {
    const down: TradeBot = {
      kind: 'steam',
      status: async () => ({
        enabled: true,
        initialized: true,
        ready: false,
        username: 'bot',
        sandbox: false,
        lastError: 'Steam login failed: InvalidPassword',
      }),
      inventory: async () => {
        throw new TradeBotNotReadyError();
      },
      sendOffer: async () => {
        throw new TradeBotNotReadyError();
      },
      getOfferState: async () => null,
      onOfferStateChanged: () => {},
      close: async () => {},
    };
    // A second instance on the same database, built with the bot that cannot log in.
    const d = await startTestApp(kind, { database: t.database, createTradeBot: async () => down });
    const service = createPrizeService(d.ctx);
    const asAdminOnDown = (method: 'GET' | 'POST', url: string) =>
      d.app.inject({ method, url, headers: { cookie: admin.cookie, authorization: `Bearer ${admin.token}` } });
    try {
      expect((await asAdminOnDown('GET', '/api/steam/status')).json()).toMatchObject({ ready: false, lastError: 'Steam login failed: InvalidPassword' });
      const inventory = await asAdminOnDown('GET', '/api/steam/inventory?refresh=true');
      expect(inventory.statusCode).toBe(409);
      expect(inventory.json()).toEqual({ error: 'Steam bot is not ready', code: 'BOT_NOT_READY' });
      await expect(service.findItem('1')).rejects.toThrow('Steam bot is not ready');

      const user = await winner();
      const raffle = await completedRaffle(user.id, await nextItem());
      await service.deliverRafflePrize(raffle.id);
      const [log] = await logsOf(raffle.id);
      expect(log).toMatchObject({ status: 'error', message: 'Steam bot is not ready', tradeOfferId: null });

      const retry = await asAdminOnDown('POST', `/api/steam/retry-trade/${log!.id}`);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual({ error: 'Steam bot is not ready', code: 'BOT_NOT_READY' });
      expect((await logsOf(raffle.id))[0]).toMatchObject({ status: 'error', attempts: 1 });
    } finally {
      await d.close();
    }
  });
});
