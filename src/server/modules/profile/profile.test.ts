import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { databaseKinds } from '../../../../test/helpers/databases';
import { signedInPlayer } from '../../../../test/helpers/players';
import { adminToken } from '../../../../test/helpers/sign-in';
import { noticed, startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { randomSteamId } from '../../../../test/helpers/users';
import { ledgerEntries, users } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';
import { postEntry, roundLedgerKey } from '../ledger';
import { HISTORY_MAX_ROWS } from '../../../core/contracts/profile';

const adminSteamId = demoPersonas.find((p) => p.role === 'admin')!.steamId;

describe.each(databaseKinds)('profile routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A cookie, or whole headers (an admin's cookie with the portal's token). */
  const get = (url: string, cookie?: string | Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: typeof cookie === 'string' ? { cookie } : (cookie ?? {}) });

  /** The demo admin in the portal: another player's data needs the admin token, not the Steam session alone. */
  async function adminInPortal(): Promise<{ cookie: string; withToken: Record<string, string> }> {
    const admin = await player(adminSteamId);
    return { cookie: admin.cookie, withToken: { cookie: admin.cookie, authorization: `Bearer ${await adminToken(t.app, admin.cookie)}` } };
  }

  const player = (steamId = randomSteamId()) => signedInPlayer(t, { steamId });

  const post = (userId: string, amount: number, type: Parameters<typeof postEntry>[1]['type'], extra: Partial<Parameters<typeof postEntry>[1]> = {}) =>
    t.ctx.db.transaction((tx) =>
      postEntry(tx, { userId, amount, type, description: `${type} ${amount}`, idempotencyKey: randomUUID(), at: t.ctx.clock(), ...extra }),
    );

  describe('GET /api/user/{steamId}', () => {
    it('answers the user themself by Steam ID or by id, like /api/me', async () => {
      const p = await player();
      const me = (await get('/api/me', p.cookie)).json();
      for (const key of [p.steamId, p.id]) {
        const res = await get(`/api/user/${key}`, p.cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(me);
      }
    });

    it('answers an admin in the portal about anyone, and 404 for ids that name no one', async () => {
      const p = await player();
      const admin = await adminInPortal();
      const tokenless = await get(`/api/user/${p.steamId}`, admin.cookie);
      expect(tokenless.statusCode).toBe(401);
      expect(tokenless.json()).toMatchObject({ code: 'ADMIN_TOKEN_REQUIRED' });
      expect((await get(`/api/user/${p.steamId}`, admin.withToken)).json()).toMatchObject({ id: p.id, steamId: p.steamId });
      expect((await get(`/api/user/${p.id}`, admin.withToken)).json()).toMatchObject({ id: p.id });
      for (const unknown of [randomSteamId(), randomUUID()]) {
        const res = await get(`/api/user/${encodeURIComponent(unknown)}`, admin.withToken);
        expect(res.statusCode, unknown).toBe(404);
        expect(res.json()).toEqual({ error: 'User not found', code: 'NOT_FOUND' });
      }
      // Anything that is not an id at all is a bad request.
      for (const junk of ['not-a-user', '12345', "' OR 1=1 --", 'a\u0000b']) {
        const res = await get(`/api/user/${encodeURIComponent(junk)}`, admin.withToken);
        expect(res.statusCode, junk).toBe(400);
        expect(res.json().error).toMatch(/must be a user id or a SteamID64/);
      }
    });

    it('refuses anyone else: another player 403 (existing or not), anonymous 401, banned 403', async () => {
      const p = await player();
      const other = await player();
      for (const key of [p.steamId, p.id, randomSteamId(), randomUUID()]) {
        const res = await get(`/api/user/${encodeURIComponent(key)}`, other.cookie);
        expect(res.statusCode, key).toBe(403);
        expect(res.json().error).toBe('You can only view your own account.');
      }
      expect((await get(`/api/user/${p.steamId}`)).statusCode).toBe(401);
      await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, other.id));
      await noticed(t);
      const banned = await get(`/api/user/${other.steamId}`, other.cookie);
      expect(banned.statusCode).toBe(403);
      expect(banned.json().code).toBe('BANNED');
    });

    it('lets a spectator read their own record (reading is not acting)', async () => {
      const s = await player();
      await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.id, s.id));
      const res = await get(`/api/user/${s.steamId}`, s.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().isSpectator).toBe(true);
    });

    it('answers an over-long id with 400, never 500, and ignores query parameters', async () => {
      const p = await player();
      const long = await get(`/api/user/${'7'.repeat(65)}`, p.cookie);
      expect(long.statusCode).toBe(400);
      expect(long.json().code).toBe('BAD_REQUEST');
      expect((await get(`/api/user/${p.steamId}?sort=sideways&limit=-1`, p.cookie)).statusCode).toBe(200);
    });
  });

  describe('GET /api/user/{steamId}/transaction-history', () => {
    it('lists the last 24 hours newest first, signed, with game and raffle details, without hidden types', async () => {
      const p = await player();
      await post(p.id, 250, 'admin_adjustment');
      await post(p.id, -100, 'raffle_entry', { raffleData: { raffleId: randomUUID(), raffleName: 'AK-47 Showcase' } });
      await post(p.id, -50, 'fowl_flip', { gameData: { betAmount: 50, selectedSide: 'heads' } });
      await post(p.id, 100, 'fowl_flip', { gameData: { betAmount: 50, multiplier: 2 } });
      await post(p.id, 1500, 'level_reward', { raffleData: { raffleId: randomUUID(), raffleName: 'AK-47 Showcase', status: 'won' } });
      // Types the dashboard leaves out, and odd stored details that must not break the answer.
      await post(p.id, 10, 'daily_case');
      await post(p.id, 20, 'game_win');
      await post(p.id, -5, 'game_loss');
      await post(p.id, 7, 'fowl_case', { gameData: { betAmount: 'lots', prizeIndex: 3 } });
      // An entry older than a day stays in the ledger but not in the view.
      const old = await post(p.id, 30, 'refund');
      await t.ctx.db
        .update(ledgerEntries)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(ledgerEntries.id, old.entry.id));

      const res = await get(`/api/user/${p.steamId}/transaction-history`, p.cookie);
      expect(res.statusCode).toBe(200);
      const { transactions } = res.json() as {
        transactions: { type: string; amount: number; category: string; gameData: unknown; raffleData: unknown; createdAt: string }[];
      };
      expect(transactions.map((x) => [x.type, x.amount])).toEqual([
        ['fowl_case', 7],
        ['level_reward', 1500],
        ['fowl_flip', 100],
        ['fowl_flip', -50],
        ['raffle_entry', -100],
        ['admin_adjustment', 250],
        ['level_reward', 500],
      ]);
      expect(transactions[0]!.gameData).toEqual({ prizeIndex: 3 });
      expect(transactions[1]!.raffleData).toMatchObject({ raffleName: 'AK-47 Showcase', status: 'won' });
      expect(transactions[2]).toMatchObject({ category: 'game', gameData: { betAmount: 50, multiplier: 2 } });
      expect(transactions[4]).toMatchObject({ category: 'raffle', raffleData: { raffleName: 'AK-47 Showcase' }, gameData: null });
      // The same answer by id.
      expect((await get(`/api/user/${p.id}/transaction-history`, p.cookie)).json()).toEqual(res.json());
    });

    it('keeps visible rows when more than the row cap of hidden types came after them', async () => {
      const p = await player();
      await post(p.id, 40, 'admin_adjustment');
      // Wins and losses of one fowl in turn: the balance ends where it began, the ledger stays whole.
      const hiddenRows = Array.from({ length: HISTORY_MAX_ROWS + 6 }, (_, i) => ({
        userId: p.id,
        amount: i % 2 === 0 ? 1 : -1,
        balanceAfter: i % 2 === 0 ? 541 : 540,
        type: i % 2 === 0 ? ('game_win' as const) : ('game_loss' as const),
        category: 'game',
        description: 'hidden',
        idempotencyKey: randomUUID(),
      }));
      await t.ctx.db.insert(ledgerEntries).values(hiddenRows);
      const res = await get(`/api/user/${p.steamId}/transaction-history`, p.cookie);
      const { transactions } = res.json() as { transactions: { type: string; amount: number }[] };
      expect(transactions.map((x) => [x.type, x.amount])).toEqual([
        ['admin_adjustment', 40],
        ['level_reward', 500],
      ]);
    });

    // Catches: a kept answer served after the ledger changed, or after a row left the 24-hour window.
    it('answers with a new row at once, and without a row once it is older than a day', async () => {
      const p = await player();
      const url = `/api/user/${p.steamId}/transaction-history`;
      const history = async () => ((await get(url, p.cookie)).json().transactions as { type: string; amount: number }[]).map((x) => [x.type, x.amount]);
      expect(await history()).toEqual([['level_reward', 500]]);
      expect(await history()).toEqual([['level_reward', 500]]);
      const adjusted = await post(p.id, 25, 'admin_adjustment');
      expect(await history()).toEqual([
        ['admin_adjustment', 25],
        ['level_reward', 500],
      ]);
      // As time passes: the row is a day old on the next poll.
      await t.ctx.db
        .update(ledgerEntries)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(ledgerEntries.id, adjusted.entry.id));
      expect(await history()).toEqual([['level_reward', 500]]);

      // A longer history goes compressed as the browser asks, and is the same answer.
      for (let i = 1; i <= 12; i++) await post(p.id, i, 'admin_adjustment');
      const br = await t.app.inject({ url, headers: { cookie: p.cookie, 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe((await get(url, p.cookie)).body);
      expect(await history()).toHaveLength(13);
    });

    // Catches: a digest of only the rows shown missing one that came in or went out at the cap.
    it('answers a new row at once for a player with more rows in the day than it shows', async () => {
      const p = await player();
      const url = `/api/user/${p.steamId}/transaction-history`;
      const older = Array.from({ length: HISTORY_MAX_ROWS + 5 }, (_, i) => ({
        userId: p.id,
        amount: i % 2 === 0 ? 1 : -1,
        balanceAfter: i % 2 === 0 ? 501 : 500,
        type: 'admin_adjustment' as const,
        category: 'admin',
        description: `older ${i}`,
        idempotencyKey: randomUUID(),
        createdAt: new Date(Date.now() - 3600_000 + i),
      }));
      await t.ctx.db.insert(ledgerEntries).values(older);
      const shown = async () => (await get(url, p.cookie)).json().transactions as { description: string }[];
      const before = await shown();
      expect(before).toHaveLength(HISTORY_MAX_ROWS);
      expect(await shown()).toEqual(before);
      await post(p.id, 7, 'admin_adjustment');
      const after = await shown();
      expect(after).toHaveLength(HISTORY_MAX_ROWS);
      expect(after[0]).toMatchObject({ description: 'admin_adjustment 7' });
      expect(after.slice(1)).toEqual(before.slice(0, -1));
    });

    /** A game round's rows as the games post them (games/rounds.ts): the stake, then the payout when it paid. */
    const round = async (userId: string, bet: number, payout: number, at: { bet?: Date; payout?: Date } = {}) => {
      const roundId = randomUUID();
      const gameData = { betAmount: bet, selectedSide: 'heads', roundId };
      const staked = await post(userId, -bet, 'fowl_flip', { idempotencyKey: roundLedgerKey(roundId, 'bet'), description: 'Fowl Flip bet on heads', gameData });
      if (at.bet) await t.ctx.db.update(ledgerEntries).set({ createdAt: at.bet }).where(eq(ledgerEntries.id, staked.entry.id));
      if (payout > 0) {
        const paid = await post(userId, payout, 'fowl_flip', {
          idempotencyKey: roundLedgerKey(roundId, 'payout'),
          description: 'Fowl Flip win (heads)',
          gameData: { betAmount: bet, multiplier: payout / bet, roundId },
        });
        if (at.payout) await t.ctx.db.update(ledgerEntries).set({ createdAt: at.payout }).where(eq(ledgerEntries.id, paid.entry.id));
      }
      return roundId;
    };

    it('shows a game round as one row with its net, and keeps both of its ledger rows', async () => {
      const p = await player();
      const won = await round(p.id, 50, 100);
      await round(p.id, 30, 0);
      const res = await get(`/api/user/${p.steamId}/transaction-history`, p.cookie);
      const { transactions } = res.json() as { transactions: { type: string; amount: number; description: string; balanceAfter: number; gameData: unknown }[] };
      expect(transactions.map((x) => [x.description, x.amount])).toEqual([
        ['Fowl Flip bet on heads', -30],
        ['Fowl Flip win (heads)', 50],
        ['Rookie level reward', 500],
      ]);
      // The won round: its net, the balance after its payout, and what it paid out beside its bet and multiplier.
      expect(transactions[1]).toMatchObject({
        type: 'fowl_flip',
        balanceAfter: 550,
        gameData: { betAmount: 50, multiplier: 2, payout: 100, selectedSide: 'heads' },
      });
      // The lost round says nothing of a payout: its amount is the stake.
      expect(transactions[0]!.gameData).not.toHaveProperty('payout');
      // The ledger is as it was: the stake and the payout, each its own row.
      const rows = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
      expect(
        rows
          .filter((r) => r.idempotencyKey.startsWith(`game:${won}:`))
          .map((r) => r.amount)
          .sort(),
      ).toEqual([-50, 100]);
      expect(rows).toHaveLength(4);
      // The admin portal's view of the day is the same list.
      const admin = await adminInPortal();
      expect((await get(`/api/admin/user/${p.id}/transaction-history`, admin.withToken)).json()).toEqual(res.json());
    });

    // Catches: a cap counted in ledger rows, or a round shown without the half the read cut off.
    it('shows as many rounds as the cap allows, each whole, however their rows fall', async () => {
      const p = await player();
      const now = Date.now();
      // A round staked 25 hours ago that paid out today, and one staked an hour ago that paid out last.
      await round(p.id, 20, 40, { bet: new Date(now - 25 * 3600_000), payout: new Date(now - 10 * 60_000) });
      const long = await round(p.id, 10, 35, { bet: new Date(now - 3600_000), payout: new Date(now + 1000) });
      const quick = Array.from({ length: HISTORY_MAX_ROWS + 3 }, (_, i) => {
        const roundId = randomUUID();
        const at = now - 50 * 60_000 + i * 1000;
        const row = { userId: p.id, type: 'fowl_flip' as const, category: 'game', balanceAfter: 500 };
        return [
          {
            ...row,
            amount: -1,
            description: 'bet',
            idempotencyKey: roundLedgerKey(roundId, 'bet'),
            gameData: { betAmount: 1, roundId },
            createdAt: new Date(at),
          },
          {
            ...row,
            amount: 2,
            description: 'win',
            idempotencyKey: roundLedgerKey(roundId, 'payout'),
            gameData: { betAmount: 1, multiplier: 2, roundId },
            createdAt: new Date(at + 500),
          },
        ];
      }).flat();
      await t.ctx.db.insert(ledgerEntries).values(quick);
      await t.ctx.db
        .update(users)
        .set({ fowlBalance: sql`${users.fowlBalance} + ${HISTORY_MAX_ROWS + 3}` })
        .where(eq(users.id, p.id));

      const { transactions } = (await get(`/api/user/${p.steamId}/transaction-history`, p.cookie)).json() as {
        transactions: { id: string; amount: number; gameData: { payout?: number } | null }[];
      };
      expect(transactions).toHaveLength(HISTORY_MAX_ROWS);
      // Newest first: the long round, the sign-up reward, the round staked yesterday, then the quick ones.
      expect(transactions.slice(0, 3).map((x) => [x.amount, x.gameData?.payout])).toEqual([
        [25, 35],
        [500, undefined],
        [20, 40],
      ]);
      expect(transactions.slice(3).every((x) => x.amount === 1 && x.gameData?.payout === 2)).toBe(true);
      // A round keeps the id of its stake's row from start to end.
      const [longBet] = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, roundLedgerKey(long, 'bet')));
      expect(transactions[0]!.id).toBe(longBet!.id);
    });

    it('answers an admin about anyone (404 when unknown) and refuses everyone else', async () => {
      const p = await player();
      const other = await player();
      const admin = await adminInPortal();
      expect((await get(`/api/user/${p.steamId}/transaction-history`, admin.cookie)).statusCode).toBe(401);
      expect((await get(`/api/user/${p.steamId}/transaction-history`, admin.withToken)).json().transactions).toHaveLength(1);
      expect((await get(`/api/user/${randomSteamId()}/transaction-history`, admin.withToken)).statusCode).toBe(404);
      expect((await get(`/api/user/${p.steamId}/transaction-history`, other.cookie)).statusCode).toBe(403);
      expect((await get(`/api/user/${p.id}/transaction-history`, other.cookie)).statusCode).toBe(403);
      expect((await get(`/api/user/${p.steamId}/transaction-history`)).statusCode).toBe(401);
      await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, p.id));
      expect((await get(`/api/user/${p.steamId}/transaction-history`, p.cookie)).statusCode).toBe(403);
    });

    it('gives a new player the sign-up reward only', async () => {
      const p = await player();
      const { transactions } = (await get(`/api/user/${p.steamId}/transaction-history?page=banana`, p.cookie)).json();
      expect(transactions).toHaveLength(1);
      expect(transactions[0]).toMatchObject({ type: 'level_reward', amount: 500, balanceAfter: 500 });
    });
  });
});
