import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { balanceOf as balanceOfPlayer, signedInPlayer } from '../../../../test/helpers/players';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { auditLog, ledgerEntries, paymentEvents, payments, raffleEntries, raffles, referrals, tradeLogs, users } from '../../db/schema';
import { ledgerRepository, postEntry } from '../ledger';
import { BANNED_MESSAGE } from '../accounts';

const ADMIN_STEAM_ID = '76561198000000103';
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('admin users, balances, bans and logs on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string; token: string; id: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const session = await signIn(t.app, ADMIN_STEAM_ID);
    const token = await adminToken(t.app, session.cookie);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.steamId, ADMIN_STEAM_ID));
    admin = { cookie: session.cookie, token, id: row!.id };
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  type Caller = { cookie?: string; token?: string };
  const call = (method: 'GET' | 'POST', url: string, who: Caller = {}, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who.cookie ? { cookie: who.cookie } : {}), ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, admin, payload);

  const newPlayer = () => signedInPlayer(t);
  const balanceOf = (id: string) => balanceOfPlayer(t.ctx, id);
  const ledgerCount = async (id: string) => (await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id))).length;

  it('refuses anonymous callers, players and admins without a valid token on every route', async () => {
    const player = await newPlayer();
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${player.id}/ban`, { banned: true }],
      ['POST', '/api/admin/user/balance', { userId: player.id, amount: 10, reason: 'x' }],
      ['GET', `/api/admin/user/${player.id}`],
      ['GET', `/api/admin/user/${player.id}/transactions`],
      ['GET', `/api/admin/user/${player.id}/raffles`],
      ['GET', `/api/admin/user/${player.id}/referrals`],
      ['GET', `/api/admin/user/${player.id}/transaction-history`],
      ['GET', `/api/admin/user/${player.id}/payment-history`],
      ['GET', '/api/admin/logs'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${url} anonymous`).toBe(401);
      const asPlayer = await call(method, url, { cookie: player.cookie }, body);
      expect(asPlayer.statusCode, `${url} player`).toBe(403);
      expect(asPlayer.json().error).toBe("You don't have admin privileges.");
      const noToken = await call(method, url, { cookie: admin.cookie }, body);
      expect(noToken.statusCode, `${url} no token`).toBe(401);
      expect(noToken.json().error).toBe('Admin session expired. Please login again.');
      expect((await call(method, url, { cookie: admin.cookie, token: 'not-a-token' }, body)).statusCode, `${url} bad token`).toBe(401);
    }
    // Nothing changed for the player.
    expect(await balanceOf(player.id)).toBe(500);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, player.id)))[0]!.isBanned).toBe(false);
  });

  it('lists users newest first and searches by username or Steam ID', async () => {
    const player = await newPlayer();
    const all = await asAdmin('GET', '/api/admin/users');
    expect(all.statusCode).toBe(200);
    const list = all.json().users as { id: string; steamId: string; isAdmin: boolean; tradeToken: string | null }[];
    expect(list[0]!.id).toBe(player.id);
    expect(list.find((u) => u.steamId === ADMIN_STEAM_ID)!.isAdmin).toBe(true);
    const byName = (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(player.username.toUpperCase())}`)).json().users;
    expect(byName.map((u: { id: string }) => u.id)).toContain(player.id);
    const bySteam = (await asAdmin('GET', `/api/admin/users?search=${player.steamId.slice(-7)}`)).json().users;
    expect(bySteam.map((u: { id: string }) => u.id)).toEqual([player.id]);
    expect((await asAdmin('GET', '/api/admin/users?search=%25%25nobody%25')).json().users).toEqual([]);
  });

  it('adjusts a balance up and down through the ledger, with the reason, the admin and an audit record', async () => {
    const player = await newPlayer();
    const add = await asAdmin('POST', '/api/admin/user/balance', { userId: player.id, amount: 250, reason: '  Tournament prize  ' });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ success: true, fowlBalance: 750 });
    const sub = await asAdmin('POST', '/api/admin/user/balance', { userId: player.id, amount: -700, reason: 'Correction' });
    expect(sub.json()).toEqual({ success: true, fowlBalance: 50 });
    const rows = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.type, 'admin_adjustment')));
    expect(rows.map((r) => [r.amount, r.description, r.actorId]).sort()).toEqual(
      [
        [250, 'Tournament prize', admin.id],
        [-700, 'Correction', admin.id],
      ].sort(),
    );
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.balance_adjust'), eq(auditLog.targetId, player.id)));
    expect(audits).toHaveLength(2);
    expect(audits.find((a) => (a.after as { amount: number }).amount === 250)).toMatchObject({
      actorId: admin.id,
      before: { fowlBalance: 500 },
      after: { fowlBalance: 750, reason: 'Tournament prize' },
    });
    // The player's own 24-hour history shows it, and so does the admin's view of it.
    const own = (await call('GET', `/api/user/${player.steamId}/transaction-history`, { cookie: player.cookie })).json().transactions;
    expect(own.map((x: { description: string }) => x.description)).toContain('Tournament prize');
    const adminView = (await asAdmin('GET', `/api/admin/user/${player.id}/transaction-history`)).json().transactions;
    expect(adminView.map((x: { description: string }) => x.description)).toContain('Correction');
  });

  it('refuses bad adjustments with a clear message and changes nothing', async () => {
    const player = await newPlayer();
    const cases: [body: unknown, status: number, message: RegExp][] = [
      [{ userId: player.id, amount: 0, reason: 'x' }, 400, /Please fill in all fields$/],
      [{ userId: player.id, reason: 'x' }, 400, /Please fill in all fields$/],
      [{ userId: player.id, amount: 10 }, 400, /Please fill in all fields$/],
      [{ userId: player.id, amount: 10, reason: '   ' }, 400, /Please fill in all fields$/],
      [{ amount: 10, reason: 'x' }, 400, /Please fill in all fields$/],
      [{ userId: player.id, amount: 1.5, reason: 'x' }, 400, /whole number/],
      [{ userId: player.id, amount: '10', reason: 'x' }, 400, /must be a number/],
      [{ userId: player.id, amount: -501, reason: 'x' }, 400, /^Insufficient fowls\. You have 500 but need 501\.$/],
      [{ userId: player.id, amount: 10, reason: 'r'.repeat(201) }, 400, /at most 200/],
      [{ userId: 'not-a-uuid', amount: 10, reason: 'x' }, 400, /valid user id/],
      [{ userId: NO_SUCH_USER, amount: 10, reason: 'x' }, 404, /^User Not Found$/],
    ];
    for (const [body, status, message] of cases) {
      const res = await asAdmin('POST', '/api/admin/user/balance', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await balanceOf(player.id)).toBe(500);
    expect(await ledgerCount(player.id)).toBe(1);
    expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
  });

  it(atOnce(kind, 'never goes below zero under 20 concurrent subtractions'), async () => {
    const player = await newPlayer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin('POST', '/api/admin/user/balance', { userId: player.id, amount: -30, reason: 'Concurrent' })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(16); // 500 / 30 = 16 whole subtractions
    expect(results.filter((r) => r.statusCode === 400).every((r) => /^Insufficient fowls/.test(r.json().error))).toBe(true);
    expect(await balanceOf(player.id)).toBe(20);
    expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
    const negative = await t.ctx.db.select().from(users);
    expect(negative.every((u) => u.fowlBalance >= 0)).toBe(true);
  });

  it('bans a player with an open session and socket at once, and unbans them', async () => {
    const player = await newPlayer();
    const socket = connect(t.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: player.cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const reasons: unknown[] = [];
    socket.on('session_ended', (payload) => reasons.push(payload));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await call('GET', '/api/me', { cookie: player.cookie })).statusCode).toBe(200);

    const ban = await asAdmin('POST', `/api/admin/users/${player.id}/ban`, { banned: true });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ id: player.id, isBanned: true });
    // The page hears why before the server closes the socket.
    expect(await dropped).toBe('io server disconnect');
    expect(reasons).toEqual([{ reason: 'banned' }]);
    // Every call of the old session answers with the ban, not a bare "sign in".
    for (const url of [`/api/user/${player.steamId}/transaction-history`, '/api/me', `/api/daily-case/can-open/${player.id}`]) {
      const after = await call('GET', url, { cookie: player.cookie });
      expect(after.statusCode, url).toBe(403);
      expect(after.json(), url).toMatchObject({ code: 'BANNED', error: BANNED_MESSAGE });
    }
    const entry = await call('POST', '/api/feedback', { cookie: player.cookie }, { message: 'Let me back in please' });
    expect(entry.statusCode).toBe(403);
    // Signing in again is refused while banned.
    await expect(signIn(t.app, player.steamId)).rejects.toThrow(/sign-in failed: 302 \/login\?error=account_banned/);

    const unban = await asAdmin('POST', `/api/admin/users/${player.id}/ban`, { banned: false });
    expect(unban.json().isBanned).toBe(false);
    // Lifting the ban ends the old sessions: the player signs in again.
    expect((await call('GET', '/api/me', { cookie: player.cookie })).statusCode).toBe(401);
    const again = await signIn(t.app, player.steamId);
    expect((await call('GET', '/api/me', { cookie: again.cookie })).statusCode).toBe(200);

    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ['user.ban', { isBanned: false }, { isBanned: true }],
        ['user.unban', { isBanned: true }, { isBanned: false }],
      ]),
    );
  });

  it('refuses to ban admins, oneself, unknown and malformed ids, and bad bodies', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${admin.id}/ban`, { banned: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot ban yourself.');
    const other = await newPlayer();
    // Another admin: admins are named by configuration, so add this account to the running config for a moment.
    const adminIds = t.ctx.config.admin.steamIds as string[];
    adminIds.push(other.steamId);
    try {
      const otherAdmin = await asAdmin('POST', `/api/admin/users/${other.id}/ban`, { banned: true });
      expect(otherAdmin.statusCode).toBe(400);
      expect(otherAdmin.json().error).toBe('Admins cannot be banned.');
    } finally {
      adminIds.pop();
    }
    expect((await asAdmin('POST', `/api/admin/users/${NO_SUCH_USER}/ban`, { banned: true })).statusCode).toBe(404);
    const malformed = await asAdmin('POST', '/api/admin/users/abc/ban', { banned: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/valid user id/);
    const badBody = await asAdmin('POST', `/api/admin/users/${other.id}/ban`, { banned: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toMatch(/banned must be true or false/);
    expect((await t.ctx.db.select().from(users).where(eq(users.id, other.id)))[0]!.isBanned).toBe(false);
  });

  it('serves the user dashboard: user, transactions, raffles with odds, referrals and payments', async () => {
    const player = await newPlayer();
    const friend = await newPlayer();
    const user = await asAdmin('GET', `/api/admin/user/${player.id}`);
    expect(user.json()).toMatchObject({ id: player.id, steamId: player.steamId, fowlBalance: 500, isBanned: false, tradeToken: null });
    const notFound = await asAdmin('GET', `/api/admin/user/${NO_SUCH_USER}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toBe('User Not Found');
    expect((await asAdmin('GET', '/api/admin/user/xyz/transactions')).statusCode).toBe(400);
    for (const part of ['transactions', 'raffles', 'referrals', 'transaction-history', 'payment-history']) {
      expect((await asAdmin('GET', `/api/admin/user/${NO_SUCH_USER}/${part}`)).statusCode, part).toBe(404);
    }

    const txs = (await asAdmin('GET', `/api/admin/user/${player.id}/transactions`)).json().transactions;
    expect(txs).toHaveLength(1);

    // A raffle with entries by the player (100) and the friend (300): odds 25%.
    const [raffle] = await t.ctx.db
      .insert(raffles)
      .values({ name: 'Test raffle', description: 'd', endTime: new Date(Date.now() + 3600_000), seed: 's', seedHash: 'h', winnerId: player.id })
      .returning();
    await t.ctx.db.insert(raffleEntries).values([
      { raffleId: raffle!.id, userId: player.id, entryAmount: 100 },
      { raffleId: raffle!.id, userId: friend.id, entryAmount: 300 },
    ]);
    const history = (await asAdmin('GET', `/api/admin/user/${player.id}/raffles`)).json().raffleHistory;
    expect(history).toEqual([
      expect.objectContaining({
        raffle: expect.objectContaining({ name: 'Test raffle', totalPool: 400 }),
        entry: expect.objectContaining({ entryAmount: 100 }),
        userWon: true,
        userOdds: 25,
      }),
    ]);

    await t.ctx.db.insert(referrals).values({ referrerId: player.id, referredId: friend.id, code: 'CODE1', status: 'rewarded', rewardAmount: 2000 });
    const refs = (await asAdmin('GET', `/api/admin/user/${player.id}/referrals`)).json();
    expect(refs.stats).toEqual({ totalReferred: 1, totalRewarded: 1, totalEarned: 2000 });
    expect(refs.referrals[0]).toMatchObject({ referred: { username: friend.username }, status: 'rewarded' });

    await t.ctx.db.insert(payments).values({
      userId: player.id,
      planId: 'monthly',
      status: 'completed',
      amountCents: 1000,
      currency: 'USDC',
      provider: 'sandbox',
      chargeId: `ch-${player.id}`,
    });
    const pays = (await asAdmin('GET', `/api/admin/user/${player.id}/payment-history`)).json().payments;
    expect(pays).toEqual([expect.objectContaining({ planId: 'monthly', status: 'completed', amount: '10.00', chargeId: `ch-${player.id}` })]);
  });

  it('pages the audit log and events newest first, filtered by type, with the actor', async () => {
    const player = await newPlayer();
    await t.ctx.db.transaction((tx) =>
      postEntry(tx, { userId: player.id, amount: 5, type: 'admin_adjustment', description: 'seed', idempotencyKey: `seed-${player.id}`, at: t.ctx.clock() }),
    );
    await asAdmin('POST', '/api/admin/user/balance', { userId: player.id, amount: 1, reason: 'Log me' });
    const first = await asAdmin('GET', '/api/admin/logs');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.page).toBe(1);
    expect(body.logs[0]).toMatchObject({
      action: 'user.balance_adjust',
      source: 'audit',
      actor: { id: admin.id, username: 'HenHouseAdmin' },
      targetId: player.id,
      summary: `User: ${player.username}`,
    });
    const times = body.logs.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const usersOnly = (await asAdmin('GET', '/api/admin/logs?type=user')).json().logs as { action: string }[];
    expect(usersOnly.length).toBeGreaterThan(0);
    expect(usersOnly.every((l) => l.action.startsWith('user.'))).toBe(true);
    expect(usersOnly.map((l) => l.action)).toContain('user.joined');
    const adminOnly = (await asAdmin('GET', '/api/admin/logs?type=admin')).json().logs as { action: string }[];
    expect(adminOnly.map((l) => l.action)).toContain('admin.login');
    // Events other modules record in their own tables show up too.
    await t.ctx.db.insert(raffles).values({
      name: 'Drawn raffle',
      description: 'd',
      endTime: new Date(),
      seed: 's',
      seedHash: 'h',
      winnerId: player.id,
      drawnAt: new Date(),
      status: 'completed',
    });
    await t.ctx.db.insert(tradeLogs).values({ userId: player.id, partnerName: player.username, tradeOfferId: 'offer-1', status: 'declined' });
    await t.ctx.db.insert(paymentEvents).values({ id: `evt-${player.id}`, provider: 'sandbox', type: 'checkout.payment.success', chargeId: null, payload: {} });
    const raffleLogs = (await asAdmin('GET', '/api/admin/logs?type=raffle')).json().logs as { action: string; summary: string }[];
    expect(raffleLogs).toContainEqual(expect.objectContaining({ action: 'raffle.draw', summary: `Drawn raffle: won by ${player.username}` }));
    const tradeLogRows = (await asAdmin('GET', '/api/admin/logs?type=trade')).json().logs as { action: string }[];
    expect(tradeLogRows.map((l) => l.action)).toContain('trade.declined');
    const paymentLogs = (await asAdmin('GET', '/api/admin/logs?type=payment')).json().logs as { action: string }[];
    expect(paymentLogs.map((l) => l.action)).toContain('payment.checkout.payment.success');
    const far = (await asAdmin('GET', '/api/admin/logs?page=999')).json();
    expect(far.logs).toEqual([]);
    expect(far.total).toBeGreaterThanOrEqual(body.total);
    expect((await asAdmin('GET', '/api/admin/logs?type=nope')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/logs?page=0')).statusCode).toBe(400);
  });
});
