import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../core/contracts/realtime';
import type { InventoryItem } from '../../../core/contracts/prizes';
import { RAFFLE_LIST_RESULTS_LIMIT, RAFFLE_LIST_RESULTS_WINDOW_MS, type Raffle, type RaffleDetail } from '../../../core/contracts/raffles';
import { generateServerSeed, hashServerSeed } from '../../../core/fair/seeds';
import { rarityFromSteamTags } from '../../../core/skin-rarity';
import { firstRoundAfter } from '../../../core/fair/beacon';
import { serverSeedMatchesHash } from '../../../core/fair/seeds';
import { verifyRaffleDrawWithBeacon } from '../../../core/raffle-verification';
import { DRAW_PUBLIC_AFTER_MS, publishedDrawOf } from '../../../core/raffles';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { signIn } from '../../../../test/helpers/sign-in';
import { rafflesRepository } from './raffles.repository';
import { createRaffleWins } from './raffle-wins';
import { auditLog, ledgerEntries, raffleChatMessages, raffleEntries, raffles, users } from '../../db/schema';
import {
  admin,
  adminHeaders,
  awaitDraw,
  balanceOf,
  createRaffle,
  enter,
  expectLedgerSound,
  firstBotItem,
  freeBotInventory,
  giveFowls,
  inOneHour,
  makePremium,
  player,
  type Admin,
} from '../../../../test/helpers/raffles';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.each(databaseKinds)('raffles on %s', (kind) => {
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { RAFFLE_IMAGE_HOSTS: 'images.example.com, CDN.Example.org' } });
    boss = await admin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: adminHeaders(boss), ...(payload ? { payload } : {}) });
  const raffleRow = async (id: string) => (await t.ctx.db.select().from(raffles).where(eq(raffles.id, id)))[0]!;
  const detail = async (id: string) => (await get(`/api/raffle/${id}`)).json() as RaffleDetail;

  describe('admin raffle API', () => {
    it('creates a raffle with the defaults, the bot item and a committed seed', async () => {
      await freeBotInventory(t.ctx);
      const item = await firstBotItem(t.ctx);
      const res = await adminCall('POST', '/api/admin/raffles', {
        name: '  Hourly AK  ',
        description: 'Win it',
        endTime: inOneHour(),
        assetId: item.assetid,
        itemName: 'forged name',
        imageUrl: '',
        status: 'active',
      });
      expect(res.statusCode).toBe(200);
      const raffle = res.json().raffle as Raffle;
      expect(raffle).toMatchObject({
        name: 'Hourly AK',
        type: 'hourly',
        minEntry: 10,
        maxParticipants: 25,
        status: 'active',
        assetId: item.assetid,
        itemName: item.name,
        imageUrl: item.icon_url_large,
        participantCount: 0,
        totalPool: 0,
        seed: null,
        winnerId: null,
      });
      // The prize's grade comes from the inventory's Rarity tag, stored and listed.
      expect(raffle.prizeRarity).toBe(rarityFromSteamTags(item.tags));
      expect(raffle.prizeRarity).not.toBeNull();
      expect((await raffleRow(raffle.id)).prizeRarity).toBe(raffle.prizeRarity);
      expect(((await get('/api/raffles')).json().raffles as Raffle[]).find((r) => r.id === raffle.id)?.prizeRarity).toBe(raffle.prizeRarity);
      expect(raffle.seedHash).toMatch(/^[0-9a-f]{64}$/);
      const row = await raffleRow(raffle.id);
      expect(serverSeedMatchesHash(row.seed, raffle.seedHash)).toBe(true);
      const [audit] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'raffle.create'), eq(auditLog.targetId, raffle.id)));
      expect(audit).toBeDefined();
      expect(JSON.stringify(audit!.after)).not.toContain(row.seed);
      const list = (await adminCall('GET', '/api/admin/raffles')).json().raffles as Raffle[];
      expect(list.map((r) => r.id)).toContain(raffle.id);
    });

    it('refuses bad raffles with a clear 400 and creates nothing', async () => {
      await freeBotInventory(t.ctx);
      const item = await firstBotItem(t.ctx);
      const good = { name: 'R', description: 'D', endTime: inOneHour(), assetId: item.assetid };
      const before = (await t.ctx.db.select().from(raffles)).length;
      const cases: [object, RegExp][] = [
        [{ ...good, name: '   ' }, /name is required/],
        [{ description: 'D', endTime: inOneHour(), assetId: item.assetid }, /name/],
        [{ ...good, endTime: undefined }, /endTime/],
        [{ ...good, minEntry: 9 }, /minEntry must be at least 10/],
        [{ ...good, minEntry: 10.5 }, /minEntry/],
        [{ ...good, maxParticipants: 0 }, /maxParticipants must be from 1 to 1000/],
        [{ ...good, maxParticipants: 1001 }, /maxParticipants must be from 1 to 1000/],
        [{ ...good, type: 'yearly' }, /type must be one of/],
        [{ ...good, endTime: 'tomorrow' }, /endTime must be an ISO/],
        [{ ...good, endTime: new Date(Date.now() - 1000).toISOString() }, /End time must be in the future/],
        [{ ...good, assetId: 'not-in-the-bot' }, /Steam bot inventory/],
        [{ ...good, imageUrl: 'javascript:alert(1)' }, /imageUrl/],
        [{ ...good, status: 'completed' }, /status|active/],
        [{ ...good, prizeRarity: 'gold' }, /rarity must be one of/],
        [{ ...good, prizeRarity: 3 }, /rarity must be one of/],
      ];
      for (const [payload, message] of cases) {
        const res = await adminCall('POST', '/api/admin/raffles', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect((await t.ctx.db.select().from(raffles)).length).toBe(before);
    });

    it('refuses callers without the admin session and token', async () => {
      const p = await player(t);
      const item = await firstBotItem(t.ctx);
      const payload = { name: 'R', description: 'D', endTime: inOneHour(), assetId: item.assetid };
      const raffle = await createRaffle(t, boss);
      for (const [method, url] of [
        ['GET', '/api/admin/raffles'],
        ['POST', '/api/admin/raffles'],
        ['PUT', `/api/admin/raffles/${raffle.id}`],
        ['DELETE', `/api/admin/raffles/${raffle.id}`],
      ] as const) {
        const body = method === 'POST' ? payload : method === 'PUT' ? { status: 'ended' } : undefined;
        expect((await t.app.inject({ method, url, ...(body ? { payload: body } : {}) })).statusCode).toBe(401);
        expect((await t.app.inject({ method, url, headers: { cookie: p.cookie }, ...(body ? { payload: body } : {}) })).statusCode).toBe(403);
        expect((await t.app.inject({ method, url, headers: { cookie: boss.cookie }, ...(body ? { payload: body } : {}) })).statusCode).toBe(401);
      }
      expect((await raffleRow(raffle.id)).status).toBe('active');
    });

    it('edits a raffle, records the change, and refuses impossible edits', async () => {
      const raffle = await createRaffle(t, boss);
      const endTime = new Date(Date.now() + 7200_000).toISOString();
      const res = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { name: 'Renamed', maxParticipants: 50, minEntry: 20, endTime, type: 'daily' });
      expect(res.statusCode).toBe(200);
      expect(res.json().raffle).toMatchObject({ name: 'Renamed', maxParticipants: 50, minEntry: 20, type: 'daily', endTime, status: 'active' });
      // The committed beacon round follows the end time: still the first one published after it.
      const chain = raffle.beacon!.chain;
      expect(raffle.beacon!.round).toBe(firstRoundAfter(chain, Date.parse(raffle.endTime)));
      expect(res.json().raffle.beacon).toMatchObject({ chain, round: firstRoundAfter(chain, Date.parse(endTime)), randomness: null });
      const [audit] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'raffle.update'), eq(auditLog.targetId, raffle.id)));
      expect(audit).toMatchObject({ before: expect.objectContaining({ name: 'Test raffle' }), after: expect.objectContaining({ name: 'Renamed' }) });

      expect((await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, {})).json().error).toMatch(/Nothing to update/);
      expect((await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { status: 'completed' })).statusCode).toBe(400);
      expect((await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { endTime: new Date(Date.now() - 5000).toISOString() })).json().error).toBe(
        'End time must be in the future',
      );
      expect((await adminCall('PUT', '/api/admin/raffles/00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
      expect((await adminCall('PUT', '/api/admin/raffles/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
      expect((await raffleRow(raffle.id)).name).toBe('Renamed');

      // An admin may label the prize's grade (an older raffle has none); an unknown grade is refused.
      const badRarity = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { prizeRarity: 'legendary' });
      expect(badRarity.statusCode).toBe(400);
      expect(badRarity.json().error).toMatch(/rarity must be one of/);
      expect((await raffleRow(raffle.id)).prizeRarity).toBe(raffle.prizeRarity);
      const labelled = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { prizeRarity: 'contraband' });
      expect(labelled.json().raffle.prizeRarity).toBe('contraband');
      await t.ctx.db.update(raffles).set({ prizeRarity: null }).where(eq(raffles.id, raffle.id));
      expect((await detail(raffle.id)).prizeRarity).toBeNull();
    });

    it('ends a raffle without entries: no winner, and it cannot be reopened', async () => {
      const raffle = await createRaffle(t, boss);
      const res = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { status: 'ended' });
      expect(res.statusCode).toBe(200);
      expect(res.json().raffle).toMatchObject({ status: 'ended', endReason: 'admin', winnerId: null });
      expect(res.json().raffle.seed).toMatch(/^[0-9a-f]{64}$/);
      expect((await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { status: 'active' })).json().error).toMatch(/cannot be reopened/);
      expect((await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { minEntry: 50 })).statusCode).toBe(400);
      const winner = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, payload: {} });
      expect(winner.json()).toMatchObject({ winner: null });
      // The portal's lists (active, recently ended, Ended Raffles) read it as ended, when it ended.
      const listed = ((await adminCall('GET', '/api/admin/raffles')).json().raffles as Raffle[]).find((r) => r.id === raffle.id);
      expect(listed).toMatchObject({ status: 'ended', endReason: 'admin', participantCount: 0, endedAt: res.json().raffle.endedAt });
      expect(
        await t.ctx.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'raffle.end'), eq(auditLog.targetId, raffle.id))),
      ).toHaveLength(1);
    });

    it('ends a raffle with entries by hand and draws it', async () => {
      const raffle = await createRaffle(t, boss);
      const a = await player(t);
      expect((await enter(t, a, raffle.id, 40)).statusCode).toBe(200);
      const res = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { status: 'ended' });
      // Ended now, entries frozen; drawn once the first beacon round after this moment is out.
      const closed = res.json().raffle as Raffle;
      expect(closed).toMatchObject({ status: 'ended', endReason: 'admin', winnerId: null, entriesDigest: expect.any(String), winningTicket: null });
      expect(Date.parse(closed.beacon!.roundTime)).toBeGreaterThan(Date.parse(closed.endedAt!));
      expect(await awaitDraw(t, raffle.id)).toMatchObject({ status: 'completed', endReason: 'admin', winnerId: a.id, winningTicket: expect.any(Number) });
      // Deleting it, even drawn, refunds every entry through the ledger.
      const balance = await balanceOf(t.ctx, a.id);
      expect((await adminCall('DELETE', `/api/admin/raffles/${raffle.id}`)).json()).toEqual({ success: true, refunded: 1 });
      expect(await balanceOf(t.ctx, a.id)).toBe(balance + 40);
      expect(await expectLedgerSound(t.ctx)).toEqual({ violations: [], negative: 0 });
    });

    it('settles a raffle whose lowered limit its entries already meet, and refuses a limit below them', async () => {
      const raffle = await createRaffle(t, boss, { maxParticipants: 5 });
      const [a, b] = [await player(t), await player(t)];
      await enter(t, a, raffle.id, 10);
      await enter(t, b, raffle.id, 10);
      const below = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { maxParticipants: 1 });
      expect(below.statusCode).toBe(400);
      expect(below.json().error).toMatch(/cannot be below the 2 players/);
      const met = await adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { maxParticipants: 2 });
      expect(met.json().raffle).toMatchObject({ status: 'ended', endReason: 'max_participants_reached', maxParticipants: 2 });
      expect(await awaitDraw(t, raffle.id)).toMatchObject({ status: 'completed', winnerId: expect.any(String) });
    });

    it('deletes a raffle and refunds every entry through the ledger', async () => {
      const raffle = await createRaffle(t, boss, { maxParticipants: 5 });
      const [a, b] = [await player(t), await player(t)];
      await enter(t, a, raffle.id, 100);
      await enter(t, b, raffle.id, 250);
      expect(await balanceOf(t.ctx, a.id)).toBe(400);
      await t.app.inject({ method: 'POST', url: `/api/raffles/${raffle.id}/chat`, headers: { cookie: a.cookie }, payload: { message: 'hi' } });
      const res = await adminCall('DELETE', `/api/admin/raffles/${raffle.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, refunded: 2 });
      expect(await balanceOf(t.ctx, a.id)).toBe(500);
      expect(await balanceOf(t.ctx, b.id)).toBe(500);
      const refunds = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, b.id), eq(ledgerEntries.type, 'refund')));
      expect(refunds).toMatchObject([{ amount: 250, idempotencyKey: expect.stringMatching(/^raffle_refund:/) }]);
      const [bRow] = await t.ctx.db.select().from(users).where(eq(users.id, b.id));
      expect(bRow).toMatchObject({ raffleWagered: 0, totalSpent: 0 });
      expect(await t.ctx.db.select().from(raffles).where(eq(raffles.id, raffle.id))).toHaveLength(0);
      expect(await t.ctx.db.select().from(raffleChatMessages).where(eq(raffleChatMessages.raffleId, raffle.id))).toHaveLength(0);
      expect(
        (
          await t.ctx.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'raffle.delete'), eq(auditLog.targetId, raffle.id)))
        )[0]?.after,
      ).toMatchObject({ refundedFowls: 350 });
      expect((await adminCall('DELETE', `/api/admin/raffles/${raffle.id}`)).statusCode).toBe(404);
      expect(await expectLedgerSound(t.ctx)).toEqual({ violations: [], negative: 0 });
    });
  });

  describe('prizes and images', () => {
    const reservedBy = async (assetId: string) =>
      (await t.ctx.db.select({ id: raffles.id }).from(raffles).where(eq(raffles.reservedAssetId, assetId))).map((r) => r.id);
    const takenMessage = (name: string) => `This item is already the prize of the raffle "${name}". Pick another item.`;

    it(atOnce(kind, 'gives concurrent creates with one item one raffle, and a clear 409 to the rest'), async () => {
      await freeBotInventory(t.ctx);
      const item = await firstBotItem(t.ctx);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          adminCall('POST', '/api/admin/raffles', { name: `Race ${i}`, description: 'D', endTime: inOneHour(), assetId: item.assetid }),
        ),
      );
      const created = results.filter((r) => r.statusCode === 200);
      expect(created).toHaveLength(1);
      const winner = created[0]!.json().raffle as Raffle;
      for (const refused of results.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toBe(takenMessage(winner.name));
      }
      expect(await t.ctx.db.select({ id: raffles.id }).from(raffles).where(eq(raffles.assetId, item.assetid))).toHaveLength(1);
      expect(await reservedBy(item.assetid)).toEqual([winner.id]);
      // The picker's inventory says which raffle holds it.
      const inventory: InventoryItem[] = (await adminCall('GET', '/api/steam/inventory')).json().inventory;
      expect(inventory.find((i) => i.assetid === item.assetid)?.reservedFor).toEqual({ raffleId: winner.id, raffleName: winner.name });
      expect(inventory.filter((i) => i.reservedFor === null).length).toBeGreaterThan(0);
      await adminCall('DELETE', `/api/admin/raffles/${winner.id}`);
    });

    it('moves the hold when an edit changes the prize, and refuses an edit to a reserved item', async () => {
      const first = await createRaffle(t, boss, { name: 'Holder' });
      const second = await createRaffle(t, boss, { name: 'Mover' });
      const clash = await adminCall('PUT', `/api/admin/raffles/${second.id}`, { assetId: first.assetId, name: 'Changed' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe(takenMessage('Holder'));
      expect(await raffleRow(second.id)).toMatchObject({ name: 'Mover', assetId: second.assetId, reservedAssetId: second.assetId });
      // Its own item is no clash.
      expect((await adminCall('PUT', `/api/admin/raffles/${first.id}`, { assetId: first.assetId })).statusCode).toBe(200);

      const other = await firstBotItem(t.ctx);
      const moved = await adminCall('PUT', `/api/admin/raffles/${second.id}`, { assetId: other.assetid });
      expect(moved.statusCode).toBe(200);
      expect(await reservedBy(other.assetid)).toEqual([second.id]);
      expect(await reservedBy(second.assetId!)).toEqual([]);
      const reuse = await createRaffle(t, boss, { assetId: second.assetId });
      expect(reuse.assetId).toBe(second.assetId);
      for (const r of [first, second, reuse]) await adminCall('DELETE', `/api/admin/raffles/${r.id}`);
    });

    it('releases the prize when a raffle ends without a winner or is deleted', async () => {
      const empty = await createRaffle(t, boss, { name: 'Nobody came' });
      expect(await reservedBy(empty.assetId!)).toEqual([empty.id]);
      await adminCall('PUT', `/api/admin/raffles/${empty.id}`, { status: 'ended' });
      expect(await raffleRow(empty.id)).toMatchObject({ status: 'ended', reservedAssetId: null });

      const again = await createRaffle(t, boss, { name: 'Second go', assetId: empty.assetId });
      expect(await reservedBy(empty.assetId!)).toEqual([again.id]);
      expect((await adminCall('DELETE', `/api/admin/raffles/${again.id}`)).statusCode).toBe(200);
      expect(await reservedBy(empty.assetId!)).toEqual([]);
      const third = await createRaffle(t, boss, { name: 'Third go', assetId: empty.assetId });
      expect(third.assetId).toBe(empty.assetId);
      await adminCall('DELETE', `/api/admin/raffles/${third.id}`);
    });

    it('takes images from this site and allowed https hosts only, stored as parsed', async () => {
      const raffle = await createRaffle(t, boss, { imageUrl: 'https://IMAGES.example.com/prizes/ak.png?v=2' });
      expect(raffle.imageUrl).toBe('https://images.example.com/prizes/ak.png?v=2');
      const edit = (imageUrl: string) => adminCall('PUT', `/api/admin/raffles/${raffle.id}`, { imageUrl });
      for (const good of ['/images/prize.png', 'https://cdn.example.org/x.webp', 'https://community.fastly.steamstatic.com/economy/image/abc']) {
        expect((await edit(good)).json().raffle.imageUrl, good).toBe(good);
      }
      for (const bad of [
        '/\\evil.example/x.png',
        '//evil.example/x.png',
        'http://images.example.com/x.png',
        'https://evil.example/x.png',
        'https://images.example.com:8443/x.png',
        'https://user@images.example.com/x.png',
      ]) {
        const res = await edit(bad);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error).toMatch(/imageUrl/);
      }
      expect((await raffleRow(raffle.id)).imageUrl).toBe('https://community.fastly.steamstatic.com/economy/image/abc');
      await adminCall('DELETE', `/api/admin/raffles/${raffle.id}`);
    });

    it('builds the content security policy’s img-src from the same hosts, the configured ones included', async () => {
      const res = await get('/api/platform');
      const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
      expect(imgSrc).toEqual(
        expect.arrayContaining(["'self'", 'https://images.example.com', 'https://cdn.example.org', 'https://community.cloudflare.steamstatic.com']),
      );
      expect(imgSrc).not.toContain('https:');
      expect(res.json().imageHosts).toEqual(expect.arrayContaining(['images.example.com', 'cdn.example.org', 'community.cloudflare.steamstatic.com']));
    });
  });

  describe('entering', () => {
    it('lists active raffles and shows a raffle with its entries, the seed hidden', async () => {
      const raffle = await createRaffle(t, boss);
      const list = (await get('/api/raffles')).json().raffles as Raffle[];
      expect(list.find((r) => r.id === raffle.id)).toMatchObject({ status: 'active', seed: null });
      // Active raffles come first; results (if any ended lately) follow.
      const firstResult = list.findIndex((r) => r.status !== 'active');
      expect(firstResult === -1 || list.slice(firstResult).every((r) => r.status !== 'active')).toBe(true);
      const shown = await detail(raffle.id);
      expect(shown).toMatchObject({ id: raffle.id, entriesWithUsers: [], seed: null, seedHash: raffle.seedHash });
      expect((await get('/api/raffle/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ error: 'Raffle not found' });
      expect((await get('/api/raffle/nope')).statusCode).toBe(400);
      expect((await get(`/api/raffle/${raffle.id}/entries`)).json()).toEqual({ entries: [] });
    });

    it('enters: one debit in the ledger, the wager counted, the entry shown', async () => {
      const raffle = await createRaffle(t, boss, { minEntry: 25 });
      const p = await player(t);
      const other = await player(t);
      const res = await enter(t, p, raffle.id, 120, { userId: other.id });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        fowlBalance: 380,
        entry: { userId: p.id, entryAmount: 120, raffleId: raffle.id },
        raffle: { participantCount: 1, totalPool: 120 },
      });
      const rows = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, p.id), eq(ledgerEntries.type, 'raffle_entry')));
      expect(rows).toMatchObject([{ amount: -120, balanceAfter: 380, category: 'raffle', raffleData: { raffleId: raffle.id, raffleName: 'Test raffle' } }]);
      const [user] = await t.ctx.db.select().from(users).where(eq(users.id, p.id));
      expect(user).toMatchObject({ raffleWagered: 120, totalSpent: 120, fowlBalance: 380 });
      expect(await balanceOf(t.ctx, other.id)).toBe(500);
      const shown = await detail(raffle.id);
      expect(shown.entriesWithUsers).toMatchObject([{ userId: p.id, entryAmount: 120, user: { id: p.id, isAdmin: false } }]);
      expect((await get(`/api/raffle/${raffle.id}/entries`)).json().entries).toHaveLength(1);

      const again = await enter(t, p, raffle.id, 30);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_ENTERED', error: expect.stringMatching(/already entered/) });
    });

    it('refuses bad amounts and unknown raffles with a clear 4xx and changes nothing', async () => {
      const raffle = await createRaffle(t, boss);
      const p = await player(t);
      // The code is what the raffle screen decides by; the message is what it may show.
      const cases: [unknown, number, string, RegExp][] = [
        [0, 400, 'MINIMUM_ENTRY', /Minimum entry is 10 fowls\. You entered 0 fowls\./],
        [-50, 400, 'MINIMUM_ENTRY', /Minimum entry is 10 fowls/],
        [9, 400, 'MINIMUM_ENTRY', /Minimum entry is 10 fowls\. You entered 9 fowls\./],
        [10.5, 400, 'BAD_REQUEST', /whole number/],
        ['50', 400, 'BAD_REQUEST', /must be a number/],
        [null, 400, 'BAD_REQUEST', /must be a number/],
        [1e12, 400, 'BAD_REQUEST', /too large/],
        [501, 400, 'INSUFFICIENT_FUNDS', /Insufficient fowls\. You have 500 but need 501\./],
      ];
      for (const [amount, status, code, message] of cases) {
        const res = await enter(t, p, raffle.id, amount);
        expect(res.statusCode, String(amount)).toBe(status);
        expect(res.json(), String(amount)).toMatchObject({ code, error: expect.stringMatching(message) });
      }
      expect((await enter(t, p, '00000000-0000-4000-8000-000000000000', 20)).statusCode).toBe(404);
      expect((await enter(t, p, 'nope', 20)).statusCode).toBe(400);
      const missing = await t.app.inject({ method: 'POST', url: '/api/raffles/enter', headers: { cookie: p.cookie }, payload: { raffleId: raffle.id } });
      expect(missing.statusCode).toBe(400);
      expect(await balanceOf(t.ctx, p.id)).toBe(500);
      expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.userId, p.id))).toHaveLength(0);
    });

    it('needs a trade URL, an open raffle, and allows a free trial one raffle in total', async () => {
      const [r1, r2] = [await createRaffle(t, boss), await createRaffle(t, boss)];
      const noUrl = await player(t, { tradeUrl: false });
      const refused = await enter(t, noUrl, r1.id, 20);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'TRADE_URL_REQUIRED', error: expect.stringMatching(/Trade URL Required/) });

      const trial = await player(t);
      expect((await enter(t, trial, r1.id, 20)).statusCode).toBe(200);
      const second = await enter(t, trial, r2.id, 20);
      expect(second.statusCode).toBe(403);
      expect(second.json()).toMatchObject({ code: 'ENTRY_LIMIT', error: expect.stringMatching(/Free trial/) });

      const premium = await player(t);
      await makePremium(t.ctx, premium.id);
      expect((await enter(t, premium, r1.id, 20)).statusCode).toBe(200);
      expect((await enter(t, premium, r2.id, 20)).statusCode).toBe(200);

      await t.ctx.db
        .update(raffles)
        .set({ endTime: new Date(Date.now() - 1000) })
        .where(eq(raffles.id, r2.id));
      const late = await player(t);
      const ended = await enter(t, late, r2.id, 20);
      expect(ended.statusCode).toBe(400);
      expect(ended.json()).toMatchObject({ code: 'RAFFLE_ENDED', error: expect.stringMatching(/ended/) });
      expect(await balanceOf(t.ctx, late.id)).toBe(500);
    });

    it('refuses anonymous, spectator and banned callers', async () => {
      const raffle = await createRaffle(t, boss);
      expect((await t.app.inject({ method: 'POST', url: '/api/raffles/enter', payload: { raffleId: raffle.id, entryAmount: 20 } })).statusCode).toBe(401);
      const spectator = await player(t);
      await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.id, spectator.id));
      expect((await enter(t, spectator, raffle.id, 20)).json()).toMatchObject({ error: 'Spectators can only watch.' });
      const banned = await player(t);
      await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
      expect((await enter(t, banned, raffle.id, 20)).statusCode).toBe(403);
      expect((await get('/api/raffles', banned.cookie)).statusCode).toBe(403);
      expect(await t.ctx.db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffle.id))).toHaveLength(0);
    });

    it('lists a user’s active entries for the user and admins in the portal only', async () => {
      const raffle = await createRaffle(t, boss);
      const p = await player(t);
      await enter(t, p, raffle.id, 15);
      const own = await get(`/api/raffles/user-entries/${p.id}`, p.cookie);
      expect(own.json()).toMatchObject({ activeEntries: [{ raffleId: raffle.id, entryAmount: 15, raffle: { name: 'Test raffle' } }], totalEntries: 1 });
      expect((await get(`/api/raffles/user-entries/${p.steamId}`, p.cookie)).statusCode).toBe(200);
      // An admin reads them in the portal, with its token; its Steam session alone is refused.
      expect((await get(`/api/raffles/user-entries/${p.id}`, boss.cookie)).json()).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED' });
      expect((await t.app.inject({ url: `/api/raffles/user-entries/${p.id}`, headers: adminHeaders(boss) })).json().totalEntries).toBe(1);
      const other = await player(t);
      expect((await get(`/api/raffles/user-entries/${p.id}`, other.cookie)).statusCode).toBe(403);
      expect((await get(`/api/raffles/user-entries/${p.id}`)).statusCode).toBe(401);
    });
  });

  describe('the draw', () => {
    it('fills, draws the winner provably, pays the level reward once and tells the room', async () => {
      const raffle = await createRaffle(t, boss, { maxParticipants: 2 });
      const [a, b] = [await player(t), await player(t)];
      const socket: ClientSocket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: a.cookie } });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.emit('viewing_raffle', { raffleId: raffle.id });
      const events: string[] = [];
      const drawing = new Promise<unknown>((resolve) => {
        socket.on('raffle_ended', (p) => p.raffleId === raffle.id && events.push(`ended:${p.reason}`));
        socket.on('raffle_ending', (p) => {
          if (p.raffleId !== raffle.id) return;
          events.push(`ending:${p.action}`);
          resolve(p);
        });
      });
      let filled: Raffle;
      try {
        expect((await enter(t, a, raffle.id, 100)).statusCode).toBe(200);
        const filling = await enter(t, b, raffle.id, 300);
        expect(filling.statusCode).toBe(200);
        // Full: the entries close now and wait for the next beacon round, unknown to everyone yet.
        filled = filling.json().raffle as Raffle;
        expect(filled).toMatchObject({
          status: 'ended',
          endReason: 'max_participants_reached',
          winnerId: null,
          beacon: { randomness: null, signature: null, fallback: false },
        });
        await drawing;
        expect(events).toEqual(['ended:max_participants_reached', 'ending:start_winner_selection']);
      } finally {
        socket.disconnect();
      }

      const shown = await detail(raffle.id);
      expect(shown.winnerId === a.id || shown.winnerId === b.id).toBe(true);
      expect(shown.seed).toMatch(/^[0-9a-f]{64}$/);
      // The digest published at the close is the one drawn over, and the round is the one due then.
      expect(shown.entriesDigest).toBe(filled.entriesDigest);
      expect(shown.beacon).toMatchObject({ round: filled.beacon!.round, randomness: expect.stringMatching(/^[0-9a-f]{64}$/), fallback: false });
      const verified = verifyRaffleDrawWithBeacon(publishedDrawOf(shown)!);
      expect(verified).toMatchObject({ ok: true, beacon: { ok: true, roundMatches: true, signatureValid: true } });

      const winner = shown.winnerId === a.id ? a : b;
      const loser = winner === a ? b : a;
      const winnerRow = async () => (await t.ctx.db.select().from(users).where(eq(users.id, winner.id)))[0];
      const rewards = () =>
        t.ctx.db
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, winner.id), eq(ledgerEntries.type, 'level_reward')));
      // While the wheels spin, the win is not counted: no new balance, level or history row tells it.
      const sinceSignUp = [500];
      expect(await winnerRow()).toMatchObject({ totalWins: 0, rewardedLevel: 'Rookie' });
      expect((await rewards()).map((r) => r.amount)).toEqual(sinceSignUp);
      expect(await balanceOf(t.ctx, winner.id)).toBe(500 - (winner === a ? 100 : 300));

      // The winner route answers the recorded winner; a forged winnerId changes nothing, and the loser's page counts nothing.
      const asLoser = await t.app.inject({
        method: 'POST',
        url: `/api/raffle/${raffle.id}/winner`,
        headers: { cookie: loser.cookie },
        payload: { winnerId: loser.id },
      });
      expect(asLoser.json().winner.id).toBe(winner.id);
      expect(asLoser.json().promotion).toBeUndefined();
      expect((await rewards()).map((r) => r.amount)).toEqual(sinceSignUp);
      // The winner's own page asks once its wheel has stopped: the win counts then, its level rewards paid once.
      const asWinner = await t.app.inject({
        method: 'POST',
        url: `/api/raffle/${raffle.id}/winner`,
        headers: { cookie: winner.cookie },
        payload: { winnerId: loser.id },
      });
      expect(asWinner.json()).toMatchObject({ winner: { id: winner.id }, promotion: { newRank: 'Bronze', fowlsAwarded: 1500 } });
      expect(await winnerRow()).toMatchObject({ totalWins: 1, rewardedLevel: 'Bronze' });
      expect((await rewards()).map((r) => r.amount).sort()).toEqual([1500, 500]);
      const again = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, headers: { cookie: winner.cookie } });
      expect(again.json().promotion).toEqual({ newRank: 'Bronze', fowlsAwarded: 1500 });
      await createRaffleWins(t.ctx).creditDue(new Date(Date.now() + DRAW_PUBLIC_AFTER_MS));
      expect(await rewards()).toHaveLength(2);
      expect(await winnerRow()).toMatchObject({ totalWins: 1 });
      expect(await balanceOf(t.ctx, winner.id)).toBe(500 - (winner === a ? 100 : 300) + 1500);

      // The list keeps it as a result, after the active raffles; entering it now is refused as ended.
      // It names the winner only once every wheel has stopped (decision 0048): the draw was just now.
      const listed = (await get('/api/raffles')).json().raffles as Raffle[];
      expect(listed.find((r) => r.id === raffle.id)).toMatchObject({ status: 'completed', participantCount: 2, winnerId: null, winner: null });
      expect(listed.findIndex((r) => r.id === raffle.id)).toBeGreaterThan(listed.findLastIndex((r) => r.status === 'active'));
      const late = await player(t);
      expect((await enter(t, late, raffle.id, 20)).json().error).toMatch(/ended/);
      expect(await expectLedgerSound(t.ctx)).toEqual({ violations: [], negative: 0 });
    });

    it('answers the winner only once the raffle has been drawn, ending a due raffle itself', async () => {
      const raffle = await createRaffle(t, boss);
      const p = await player(t);
      await enter(t, p, raffle.id, 10);
      const early = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, headers: { cookie: p.cookie }, payload: { winnerId: p.id } });
      expect(early.statusCode).toBe(409);
      expect((await raffleRow(raffle.id)).status).toBe('active');
      await t.ctx.db
        .update(raffles)
        .set({ endTime: new Date(Date.now() - 1000) })
        .where(eq(raffles.id, raffle.id));
      const due = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, headers: { cookie: p.cookie } });
      expect(due.statusCode).toBe(200);
      expect(due.json()).toMatchObject({ winner: null, raffle: { status: 'ended', endReason: 'time_expired' } });
      await awaitDraw(t, raffle.id);
      const drawn = await t.app.inject({ method: 'POST', url: `/api/raffle/${raffle.id}/winner`, headers: { cookie: p.cookie } });
      expect(drawn.json()).toMatchObject({ winner: { id: p.id }, raffle: { status: 'completed', endReason: 'time_expired' } });
      expect((await t.app.inject({ method: 'POST', url: '/api/raffle/00000000-0000-4000-8000-000000000000/winner' })).statusCode).toBe(404);
    });
  });

  describe('the public list', () => {
    /** A raffle that ended `agoMs` ago, written straight to the table (no draw needed for the list). */
    async function endedRaffle(name: string, agoMs: number, status: 'ended' | 'completed' = 'completed') {
      const endedAt = new Date(Date.now() - agoMs);
      const seed = generateServerSeed();
      const [row] = await t.ctx.db
        .insert(raffles)
        .values({ name, description: 'Over', endTime: endedAt, endedAt, status, endReason: 'time_expired', seed, seedHash: hashServerSeed(seed) })
        .returning();
      return row!;
    }

    it('keeps the newest raffles that ended in the last day as results, after the active ones, with their counts', async () => {
      // The raffles earlier tests ended are moved out of the window, so these are the newest results.
      await t.ctx.db
        .update(raffles)
        .set({ endedAt: new Date(Date.now() - 3 * RAFFLE_LIST_RESULTS_WINDOW_MS) })
        .where(ne(raffles.status, 'active'));
      const open = await createRaffle(t, boss, { name: 'Still open' });
      const stale = await endedRaffle('Ended two days ago', 2 * RAFFLE_LIST_RESULTS_WINDOW_MS);
      const justOutside = await endedRaffle('Ended a day and a minute ago', RAFFLE_LIST_RESULTS_WINDOW_MS + 60_000);
      const recent = [];
      for (let i = 0; i < RAFFLE_LIST_RESULTS_LIMIT + 2; i++) recent.push(await endedRaffle(`Result ${i}`, (i + 1) * 60_000, i % 2 ? 'ended' : 'completed'));
      // The newest result has entries: the list counts them.
      const entrant = await player(t);
      await t.ctx.db.insert(raffleEntries).values({ raffleId: recent[0]!.id, userId: entrant.id, entryAmount: 40 });

      const res = await get('/api/raffles');
      expect(res.statusCode).toBe(200);
      const list = res.json().raffles as Raffle[];
      const results = list.filter((r) => r.status !== 'active');
      const lastActive = list.findLastIndex((r) => r.status === 'active');
      expect(list.findIndex((r) => r.status !== 'active')).toBe(lastActive + 1);
      expect(list.some((r) => r.id === open.id)).toBe(true);
      // Bounded: the newest few only, newest first; nothing older than the window.
      expect(results.map((r) => r.id)).toEqual(recent.slice(0, RAFFLE_LIST_RESULTS_LIMIT).map((r) => r.id));
      expect(results.some((r) => r.id === stale.id || r.id === justOutside.id)).toBe(false);
      expect(results[0]).toMatchObject({ participantCount: 1, totalPool: 40, prizeRarity: null });
      expect(results.slice(1).every((r) => r.participantCount === 0)).toBe(true);
      // The query of the results is bounded too: a raffle ended long ago is never a candidate.
      const picked = await rafflesRepository.listRecentlyEnded(t.ctx.db, new Date(Date.now() - RAFFLE_LIST_RESULTS_WINDOW_MS), 2);
      expect(picked.map((r) => r.raffle.id)).toEqual(recent.slice(0, 2).map((r) => r.id));

      // Anonymous visitors read the same list; no query string changes it.
      expect((await t.app.inject({ url: '/api/raffles?limit=1000' })).json().raffles).toHaveLength(list.length);

      // The kept list follows its results: a shown result's change, and one leaving, which lets the next in.
      await t.ctx.db.update(raffles).set({ name: 'Result 1, renamed' }).where(eq(raffles.id, recent[1]!.id));
      await t.ctx.db.delete(raffles).where(eq(raffles.id, recent[0]!.id));
      const after = ((await get('/api/raffles')).json().raffles as Raffle[]).filter((r) => r.status !== 'active');
      expect(after.map((r) => r.id)).toEqual(recent.slice(1, RAFFLE_LIST_RESULTS_LIMIT + 1).map((r) => r.id));
      expect(after[0]!.name).toBe('Result 1, renamed');
      await t.ctx.db.delete(raffles).where(inArray(raffles.id, [stale.id, justOutside.id, ...recent.map((r) => r.id)]));
    });
  });

  describe('chat', () => {
    it('lets participants and admins talk; others see it locked', async () => {
      const raffle = await createRaffle(t, boss);
      const p = await player(t);
      const outsider = await player(t);
      await enter(t, p, raffle.id, 10);
      const url = `/api/raffles/${raffle.id}/chat`;
      const send = (cookie: string | undefined, payload: object) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

      const sent = await send(p.cookie, { message: '  gl everyone  ', userId: outsider.id });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toMatchObject({ message: 'gl everyone', user: { isAdmin: false } });
      // An admin who has not entered needs the portal's token: the room is other players' conversation.
      const tokenless = await send(boss.cookie, { message: 'Admin here' });
      expect(tokenless.statusCode).toBe(401);
      expect(tokenless.json().code).toBe('ADMIN_TOKEN_REQUIRED');
      expect((await t.app.inject({ method: 'POST', url, headers: adminHeaders(boss), payload: { message: 'Admin here' } })).statusCode).toBe(200);

      const seen = (await get(url, p.cookie)).json().messages;
      expect(seen.map((m: { message: string }) => m.message)).toEqual(['gl everyone', 'Admin here']);
      expect(seen[1].user.isAdmin).toBe(true);
      expect((await get(url, boss.cookie)).json()).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED' });
      expect((await t.app.inject({ url, headers: adminHeaders(boss) })).statusCode).toBe(200);

      const locked = await get(url, outsider.cookie);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error).toBe('Chat Locked - Only raffle participants can view and send messages');
      expect((await send(outsider.cookie, { message: 'let me in' })).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      expect((await send(undefined, { message: 'anon' })).statusCode).toBe(401);

      for (const [payload, message] of [
        [{ message: '' }, /Message cannot be empty/],
        [{ message: '    ' }, /Message cannot be empty/],
        [{ message: 'x'.repeat(129) }, /up to 128 characters/],
        [{ message: 42 }, /message must be a string/],
        [{}, /message/],
      ] as const) {
        const res = await send(p.cookie, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect((await send(p.cookie, { message: 'y'.repeat(128) })).statusCode).toBe(200);
      expect(await t.ctx.db.select().from(raffleChatMessages).where(eq(raffleChatMessages.raffleId, raffle.id))).toHaveLength(3);
    });

    it('rate-limits a user who floods the chat', async () => {
      const raffle = await createRaffle(t, boss);
      const p = await player(t);
      await enter(t, p, raffle.id, 10);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await t.app.inject({ method: 'POST', url: `/api/raffles/${raffle.id}/chat`, headers: { cookie: p.cookie }, payload: { message: `m${i}` } }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  it('keeps the ledger sound after everything above', async () => {
    const { cookie } = await signIn(t.app);
    expect(cookie).toBeTruthy();
    await giveFowls(t.ctx, (await get('/api/me', cookie)).json().id, 1);
    expect(await expectLedgerSound(t.ctx)).toEqual({ violations: [], negative: 0 });
  });
});
