import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { atOnce, databaseKinds } from '../../../../test/helpers/databases';
import { signedInPlayer } from '../../../../test/helpers/players';
import { signIn } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { insertUser } from '../../../../test/helpers/users';
import { REFERRAL_REWARD, referralMessages } from '../../../core/referrals';
import { ledgerEntries, referrals, users } from '../../db/schema';
import { demoPersonas } from '../../integrations/steam';
import { ledgerRepository } from '../ledger';
import { ensureReferralCode, rewardReferralOnUpgrade } from '.';
import { APPLY_RATE_LIMIT } from './referrals.routes';

const goose = demoPersonas.find((p) => p.role === 'premium')!;
const CODE_FORMAT = /^CSF-[A-Z0-9]{1,9}-[A-HJ-NP-Z2-9]{6}$/;

describe.each(databaseKinds)('referrals on %s', (kind) => {
  let t: TestApp;
  let gooseCookie: string;
  let gooseId: string;
  let gooseCode: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ cookie: gooseCookie } = await signIn(t.app, goose.steamId));
    gooseId = (await get('/api/me', gooseCookie)).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const apply = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/referral/apply', headers: cookie ? { cookie } : {}, payload: payload as object });

  const player = () => signedInPlayer(t);
  const makePremium = (id: string, days = 30) =>
    t.ctx.db
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + days * 86_400_000) })
      .where(eq(users.id, id));
  const referralRows = (referredId: string) => t.ctx.db.select().from(referrals).where(eq(referrals.referredId, referredId));
  const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('the Premium code and stats', () => {
    it('gives a Premium member a CSF-NAME-XXXXXX code on first need, the same one afterwards', async () => {
      expect((await userRow(gooseId)).referralCode).toBeNull();
      // Several first reads at once still make one code.
      const answers = await Promise.all(Array.from({ length: 8 }, () => get('/api/referral/stats', gooseCookie)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      gooseCode = answers[0]!.json().referralCode;
      expect(gooseCode).toMatch(CODE_FORMAT);
      expect(gooseCode.startsWith('CSF-GOLDENGOO-')).toBe(true);
      expect(gooseCode.length).toBeLessThanOrEqual(20);
      expect(new Set(answers.map((a) => a.json().referralCode))).toEqual(new Set([gooseCode]));
      expect((await userRow(gooseId)).referralCode).toBe(gooseCode);
      expect(answers[0]!.json()).toEqual({
        referralCode: gooseCode,
        stats: { totalReferred: 0, totalRewarded: 0, totalEarned: 0 },
        referrals: [],
      });
    });

    it('refuses stats to free-trial players (403), anonymous callers (401) and banned players (403)', async () => {
      const p = await player();
      const res = await get('/api/referral/stats', p.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(referralMessages.statsPremiumOnly);
      expect((await userRow(p.id)).referralCode).toBeNull();
      expect((await get('/api/referral/stats')).statusCode).toBe(401);
      await makePremium(p.id);
      await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, p.id));
      expect((await get('/api/referral/stats', p.cookie)).json().code).toBe('BANNED');
    });

    it('retries with a new suffix when a generated code is taken, and fits odd names into the format', async () => {
      const holder = await insertUser(t.ctx.db, { username: 'Collide', referralCode: 'CSF-COLLIDE-AAAAAA' });
      const user = await insertUser(t.ctx.db, { username: 'Collide' });
      const suffixes = ['AAAAAA', 'BBBBBB'];
      const code = await ensureReferralCode(t.ctx, user, () => suffixes.shift()!);
      expect(code).toBe('CSF-COLLIDE-BBBBBB');
      expect((await userRow(holder.id)).referralCode).toBe('CSF-COLLIDE-AAAAAA');
      const odd = await insertUser(t.ctx.db, { username: 'ñandú the 🐔 VeryLongName' });
      expect(await ensureReferralCode(t.ctx, odd, () => 'CCCCCC')).toBe('CSF-NANDUTHEV-CCCCCC');
      const emoji = await insertUser(t.ctx.db, { username: '🐔🐔' });
      expect(await ensureReferralCode(t.ctx, emoji, () => 'DDDDDD')).toBe('CSF-FOWL-DDDDDD');
    });
  });

  describe('applying a code', () => {
    it('applies a trimmed, uppercased code once during the trial and records the referral', async () => {
      const p = await player();
      const res = await apply(p.cookie, { steamId: '76561198000000999', referralCode: `  ${gooseCode.toLowerCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, referralCode: gooseCode });
      const rows = await referralRows(p.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ referrerId: gooseId, code: gooseCode, status: 'pending', rewardAmount: 0 });
      expect((await get('/api/me', p.cookie)).json().referredBy).toBe(gooseId);
      // The body's steamId named nobody's account: the session decides who applies.
      const stats = (await get('/api/referral/stats', gooseCookie)).json();
      expect(stats.stats).toEqual({ totalReferred: 1, totalRewarded: 0, totalEarned: 0 });
      expect(stats.referrals[0]).toMatchObject({ status: 'pending', rewardAmount: 0, referred: { username: expect.any(String) } });
    });

    it('refuses a second code (409) and changes nothing', async () => {
      const p = await player();
      expect((await apply(p.cookie, { referralCode: gooseCode })).statusCode).toBe(200);
      const second = await apply(p.cookie, { referralCode: gooseCode });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe(referralMessages.alreadyApplied);
      expect(await referralRows(p.id)).toHaveLength(1);
    });

    it(atOnce(kind, 'records one referral when many applies arrive at once'), async () => {
      const p = await player();
      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(p.cookie, { referralCode: gooseCode })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
      expect(await referralRows(p.id)).toHaveLength(1);
    });

    it('refuses Premium members (403) and changes nothing', async () => {
      const p = await player();
      await makePremium(p.id);
      const res = await apply(p.cookie, { referralCode: gooseCode });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(referralMessages.premiumOnlyTrial);
      expect(await referralRows(p.id)).toHaveLength(0);
      expect((await userRow(p.id)).referredBy).toBeNull();
    });

    it("refuses the player's own code (kept from a lapsed Premium) with 400", async () => {
      const p = await player();
      await makePremium(p.id);
      const own = (await get('/api/referral/stats', p.cookie)).json().referralCode as string;
      await makePremium(p.id, -1);
      const res = await apply(p.cookie, { referralCode: own.toLowerCase() });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(referralMessages.ownCode);
      expect(await referralRows(p.id)).toHaveLength(0);
    });

    it.each([
      ['an unknown code', 'CSF-NOBODY-ZZZZZZ', 404, referralMessages.unknown],
      ['21 characters', 'A'.repeat(21), 400, referralMessages.tooLong],
      ['a space inside', 'CSF GOOSE', 400, referralMessages.badCharacters],
      ['an underscore', 'CSF_GOOSE', 400, referralMessages.badCharacters],
      ['markup', '<b>CSF</b>', 400, referralMessages.badCharacters],
      ['a letter beyond ASCII', 'CSF-GÄNS', 400, referralMessages.badCharacters],
      ['only spaces', '    ', 400, referralMessages.required],
      ['nothing', '', 400, referralMessages.required],
    ])('refuses %s with a clear 4xx and changes nothing', async (_name, referralCode, status, message) => {
      const p = await player();
      const res = await apply(p.cookie, { referralCode });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(message);
      expect(await referralRows(p.id)).toHaveLength(0);
      expect((await userRow(p.id)).referredBy).toBeNull();
    });

    it('refuses bodies that are not a code with 400', async () => {
      const p = await player();
      for (const payload of [{}, { referralCode: 42 }, { referralCode: null }, { referralCode: 'X'.repeat(300) }]) {
        const res = await apply(p.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toMatch(/referralCode/);
      }
      expect(await referralRows(p.id)).toHaveLength(0);
    });

    it("refuses a banned player's code as unknown", async () => {
      const owner = await insertUser(t.ctx.db, { username: 'Closed', referralCode: 'CSF-CLOSED-EEEEEE', isBanned: true });
      const p = await player();
      expect((await apply(p.cookie, { referralCode: 'CSF-CLOSED-EEEEEE' })).statusCode).toBe(404);
      expect(await t.ctx.db.select().from(referrals).where(eq(referrals.referrerId, owner.id))).toHaveLength(0);
    });

    it('limits how fast one player can try codes (429), and changes nothing then', async () => {
      const p = await player();
      const answers = [];
      for (let i = 0; i <= APPLY_RATE_LIMIT.max; i++) answers.push(await apply(p.cookie, { referralCode: `CSF-GUESS-${String(i).padStart(6, 'A')}` }));
      expect(answers.slice(0, APPLY_RATE_LIMIT.max).every((a) => a.statusCode === 404)).toBe(true);
      const limited = answers.at(-1)!;
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(await referralRows(p.id)).toHaveLength(0);
    });

    it('refuses anonymous callers (401), spectators (403) and banned players (403)', async () => {
      expect((await apply(undefined, { referralCode: gooseCode })).statusCode).toBe(401);
      const spectator = await player();
      await t.ctx.db.update(users).set({ isSpectator: true }).where(eq(users.id, spectator.id));
      const watched = await apply(spectator.cookie, { referralCode: gooseCode });
      expect(watched.statusCode).toBe(403);
      expect(watched.json().error).toBe('Spectators can only watch.');
      const banned = await player();
      await t.ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
      expect((await apply(banned.cookie, { referralCode: gooseCode })).json().code).toBe('BANNED');
      expect(await referralRows(spectator.id)).toHaveLength(0);
      expect(await referralRows(banned.id)).toHaveLength(0);
    });
  });

  describe('the reward on upgrade', () => {
    it('pays 2000 to both sides once, shows the referral as rewarded, and keeps the ledger whole', async () => {
      const p = await player();
      expect((await apply(p.cookie, { referralCode: gooseCode })).statusCode).toBe(200);
      const before = { referred: (await userRow(p.id)).fowlBalance, referrer: (await userRow(gooseId)).fowlBalance };
      const statsBefore = (await get('/api/referral/stats', gooseCookie)).json().stats;

      // As the payments module does: activate Premium and reward in one transaction.
      const result = await t.ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
          .where(eq(users.id, p.id));
        return rewardReferralOnUpgrade(tx, p.id, t.ctx.clock());
      });
      expect(result).toMatchObject({
        referrerId: gooseId,
        referredId: p.id,
        referredBalance: before.referred + REFERRAL_REWARD,
        referrerBalance: before.referrer + REFERRAL_REWARD,
      });
      expect((await userRow(p.id)).fowlBalance).toBe(before.referred + REFERRAL_REWARD);
      expect((await userRow(gooseId)).fowlBalance).toBe(before.referrer + REFERRAL_REWARD);

      // A second upgrade (a renewal) pays nothing more.
      expect(await t.ctx.db.transaction((tx) => rewardReferralOnUpgrade(tx, p.id, t.ctx.clock()))).toBeNull();
      expect((await userRow(gooseId)).fowlBalance).toBe(before.referrer + REFERRAL_REWARD);

      const stats = (await get('/api/referral/stats', gooseCookie)).json();
      expect(stats.stats).toEqual({
        totalReferred: statsBefore.totalReferred,
        totalRewarded: statsBefore.totalRewarded + 1,
        totalEarned: statsBefore.totalEarned + REFERRAL_REWARD,
      });
      const row = stats.referrals.find((r: { id: string }) => r.id === (result as { referralId: string }).referralId);
      expect(row).toMatchObject({ status: 'rewarded', rewardAmount: REFERRAL_REWARD });
      const rewardRows = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
      expect(rewardRows.filter((r) => r.type === 'referral_bonus')).toHaveLength(1);
      // The referral bonus shows in the referred player's history.
      const history = (await get(`/api/user/${p.steamId}/transaction-history`, p.cookie)).json().transactions;
      expect(history[0]).toMatchObject({ type: 'referral_bonus', amount: REFERRAL_REWARD });
      // Now Premium, the referred player cannot apply another code.
      expect((await apply(p.cookie, { referralCode: gooseCode })).statusCode).toBe(403);
      expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
    });

    it('pays once when many upgrades race', async () => {
      const p = await player();
      expect((await apply(p.cookie, { referralCode: gooseCode })).statusCode).toBe(200);
      const referrerBefore = (await userRow(gooseId)).fowlBalance;
      const results = await Promise.all(Array.from({ length: 6 }, () => t.ctx.db.transaction((tx) => rewardReferralOnUpgrade(tx, p.id, t.ctx.clock()))));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await userRow(gooseId)).fowlBalance).toBe(referrerBefore + REFERRAL_REWARD);
      expect((await userRow(p.id)).fowlBalance).toBe(500 + REFERRAL_REWARD);
      expect(await ledgerRepository.findInvariantViolations(t.ctx.db)).toEqual([]);
      const negative = await t.ctx.db.select().from(users);
      expect(negative.every((u) => u.fowlBalance >= 0)).toBe(true);
    });
  });
});
