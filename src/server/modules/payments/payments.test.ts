import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { databaseKinds } from '../../../../test/helpers/databases';
import { balanceOf as balanceOfPlayer, expectLedgerHealthy as expectLedgerHealthyIn, signedInPlayer } from '../../../../test/helpers/players';
import { adminToken, signIn } from '../../../../test/helpers/sign-in';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { Charge } from '../../../core/contracts/payments';
import { PREMIUM_DURATION_MS } from '../../../core/premium';
import { REFERRAL_REWARD, referralMessages } from '../../../core/referrals';
import { tradeUrlFor } from '../../../../test/helpers/users';
import { ledgerEntries, paymentEvents, payments, referrals, sandboxCheckouts, users } from '../../db/schema';
import { deriveSandboxCredentials, parseCdpKeySecret, signCdpJwt, signHook0 } from '../../integrations/coinbase';
import { demoPersonas } from '../../integrations/steam';
import { runJobOnce } from '../../jobs/scheduler';
import { createPaymentJobs } from './payments.jobs';
import { CREATE_CHARGE_PER_MINUTE } from './payments.routes';

const DAY = 86_400_000;

describe.each(databaseKinds)('Premium payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.ctx.db;
  const creds = () => deriveSandboxCredentials(t.ctx.config.sessionSecret);
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  interface Player {
    cookie: string;
    steamId: string;
    id: string;
  }

  const player = async (fields: Partial<typeof users.$inferInsert> = {}): Promise<Player> => signedInPlayer(t, { fields });

  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const balanceOf = (id: string) => balanceOfPlayer(t.ctx, id);
  const expiryOf = async (id: string) => (await userRow(id)).subscriptionExpiresAt;
  const paymentsOf = (id: string) => db().select().from(payments).where(eq(payments.userId, id));
  const rewardRows = (ids: string[]) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.userId, ids), inArray(ledgerEntries.type, ['referral_bonus', 'referral_reward'])));

  async function refer(referrer: Player, referred: Player) {
    await db().insert(referrals).values({ referrerId: referrer.id, referredId: referred.id, code: 'CSF-TEST-ABC123' });
    await db().update(users).set({ referredBy: referrer.id }).where(eq(users.id, referred.id));
  }

  async function createCharge(p: Player): Promise<Charge> {
    const res = await call('POST', '/api/payment/create-charge', p.cookie, { userId: p.id, planId: 'monthly' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().charge as Charge;
  }

  /** Presses a button on the sandbox's hosted page; the sandbox then sends its webhook over HTTP. */
  const press = (charge: Charge, action: 'pay' | 'fail' | 'expire') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/coinbase/pay/${charge.id}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  const lastStatus = async (p: Player, chargeRef: string) => {
    const res = await call('GET', `/api/coinbase-charge/${chargeRef}`, p.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().charge as Charge).timeline.at(-1)!.status;
  };

  function webhook(body: unknown, opts: { eventId?: string; secret?: string; at?: number; raw?: string } = {}) {
    const raw = opts.raw ?? JSON.stringify(body);
    const signedHeaders: Array<[string, string]> = [
      ['content-type', 'application/json'],
      ['x-event-id', opts.eventId ?? `evt-${randomUUID()}`],
    ];
    const signature = signHook0({ secret: opts.secret ?? creds().webhookSecret, timestamp: opts.at ?? Date.now() / 1000, headers: signedHeaders, body: raw });
    return { headers: { ...Object.fromEntries(signedHeaders), 'x-hook0-signature': signature }, raw };
  }

  const postWebhook = (w: { headers: Record<string, string>; raw: string }) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: w.headers, payload: w.raw });

  const successEvent = (charge: Charge, userId: string) => ({
    id: charge.id,
    eventType: 'checkout.payment.success',
    status: 'COMPLETED',
    amount: '10.00',
    currency: 'USDC',
    metadata: { userId, planId: 'monthly' },
  });

  const expectNear = (actual: Date | null, expected: number) => {
    expect(actual).not.toBeNull();
    expect(Math.abs(actual!.getTime() - expected)).toBeLessThan(60_000);
  };

  const expectLedgerHealthy = () => expectLedgerHealthyIn(t.ctx);

  it('creates a $10 monthly charge with the buyer and plan in the checkout, and records it pending', async () => {
    const p = await player();
    const charge = await createCharge(p);
    expect(charge.hosted_url).toBe(`${t.ctx.config.publicUrl}/sandbox/coinbase/pay/${charge.id}`);
    expect(charge.timeline.map((e) => e.status)).toEqual(['NEW']);
    expect(charge.pricing.local).toEqual({ amount: '10.00', currency: 'USD' });

    const [payment] = await paymentsOf(p.id);
    expect(payment).toMatchObject({
      planId: 'monthly',
      status: 'pending',
      amountCents: 1000,
      currency: 'USD',
      provider: 'coinbase',
      chargeId: charge.id,
      hostedUrl: charge.hosted_url,
      activatedAt: null,
    });
    expect(charge.reference).toBe(payment!.id);

    // The sandbox holds what the adapter sent over HTTP: single-use, the plan's price, our metadata and return URL.
    const [checkout] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, charge.id));
    expect(checkout!.status).toBe('ACTIVE');
    expect(checkout!.body).toMatchObject({
      amount: '10.00',
      currency: 'USDC',
      metadata: { userId: p.id, planId: 'monthly', paymentId: payment!.id },
      successRedirectUrl: `${t.ctx.config.publicUrl}/payment-success?charge=${payment!.id}&user_id=${p.id}&plan_id=monthly`,
      idempotencyKey: payment!.id,
    });

    // The charge reads the same by the provider's id and by ours (the success page's).
    expect(await lastStatus(p, charge.id)).toBe('NEW');
    expect(await lastStatus(p, payment!.id)).toBe('NEW');
    const history = await call('GET', '/api/payment/history', p.cookie);
    expect(history.json().payments).toEqual([
      expect.objectContaining({ chargeId: charge.id, status: 'pending', amount: '10.00', currency: 'USD', planId: 'monthly' }),
    ]);
    expect((await userRow(p.id)).subscriptionExpiresAt).toBeNull();
  });

  it('refuses unknown plans and callers who may not buy, recording nothing', async () => {
    const p = await player();
    for (const payload of [{ planId: 'yearly' }, { planId: 'MONTHLY' }, { planId: 42 }, {}]) {
      const res = await call('POST', '/api/payment/create-charge', p.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^body\.planId: /);
    }
    expect((await call('POST', '/api/payment/create-charge', p.cookie, { planId: 'yearly' })).json().error).toMatch(/monthly/);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-charge',
      headers: { cookie: p.cookie, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await paymentsOf(p.id)).toHaveLength(0);

    expect((await call('POST', '/api/payment/create-charge', undefined, { planId: 'monthly' })).statusCode).toBe(401);
    const spectator = await player({ isSpectator: true });
    expect((await call('POST', '/api/payment/create-charge', spectator.cookie, { planId: 'monthly' })).statusCode).toBe(403);
    const banned = await player({ isBanned: true });
    expect((await call('POST', '/api/payment/create-charge', banned.cookie, { planId: 'monthly' })).statusCode).toBe(403);
    expect([...(await paymentsOf(spectator.id)), ...(await paymentsOf(banned.id))]).toHaveLength(0);
  });

  it('limits how many checkouts one player can open a minute', async () => {
    const p = await player();
    const results = [];
    for (let i = 0; i <= CREATE_CHARGE_PER_MINUTE; i++)
      results.push((await call('POST', '/api/payment/create-charge', p.cookie, { planId: 'monthly' })).statusCode);
    expect(results.slice(0, CREATE_CHARGE_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(results.at(-1)).toBe(429);
    expect(await paymentsOf(p.id)).toHaveLength(CREATE_CHARGE_PER_MINUTE);
  });

  it('refuses malformed, unknown and other players\u2019 charges, and unconfirmed activation', async () => {
    const owner = await player();
    const other = await player();
    const charge = await createCharge(owner);

    for (const bad of ['abc_def', 'a%20b', 'a.b']) {
      const res = await call('GET', `/api/coinbase-charge/${bad}`, owner.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/letters, digits and hyphens/);
    }
    // Fastify refuses over-long path parameters before the route runs.
    expect((await call('GET', `/api/coinbase-charge/${'x'.repeat(101)}`, owner.cookie)).statusCode).toBe(414);
    expect((await call('GET', '/api/coinbase-charge/0123456789abcdef01234567', owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/coinbase-charge/${charge.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/coinbase-charge/${charge.id}`)).statusCode).toBe(401);

    const activate = (p: Player | undefined, chargeId: unknown) =>
      call('POST', '/api/activate-premium', p?.cookie, { userId: owner.id, chargeId, planId: 'monthly' });
    expect((await activate(owner, 'bad id')).statusCode).toBe(400);
    expect((await activate(owner, '0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await activate(undefined, charge.id)).statusCode).toBe(401);
    expect((await call('POST', '/api/activate-premium', owner.cookie, { chargeId: charge.id, planId: 'yearly' })).statusCode).toBe(400);

    // Paid, but by someone else's hand: still not yours to activate.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/coinbase/pay/${charge.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const foreign = await activate(other, charge.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('You can only activate your own charges.');
    expect(await expiryOf(other.id)).toBeNull();

    // Not paid yet: the provider says ACTIVE, so nothing is granted.
    const pending = await createCharge(other);
    const early = await activate(other, pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('This payment has not been confirmed yet.');
    expect(await expiryOf(other.id)).toBeNull();
    expect((await paymentsOf(other.id))[0]).toMatchObject({ status: 'pending', activatedAt: null });

    expect((await call('GET', '/api/payment/history')).statusCode).toBe(401);
    expect((await call('GET', '/api/payment/history', other.cookie)).json().payments.map((x: { chargeId: string }) => x.chargeId)).toEqual([pending.id]);
  });

  it('pays through the sandbox: the webhook grants 30 days and the referral reward once; activation is idempotent; renewing extends', async () => {
    const referrer = await player();
    const buyer = await player();
    await refer(referrer, buyer);
    const before = { buyer: await balanceOf(buyer.id), referrer: await balanceOf(referrer.id) };

    const charge = await createCharge(buyer);
    const paid = await press(charge, 'pay');
    expect(paid.statusCode).toBe(303);
    const [payment] = await paymentsOf(buyer.id);
    expect(paid.headers.location).toBe(`${t.ctx.config.publicUrl}/payment-success?charge=${payment!.id}&user_id=${buyer.id}&plan_id=monthly`);

    // The signed webhook has already been delivered and handled.
    const firstExpiry = await expiryOf(buyer.id);
    expectNear(firstExpiry, Date.now() + PREMIUM_DURATION_MS);
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'completed', activatedAt: expect.any(Date) });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.chargeId, charge.id))).toHaveLength(1);
    expect(await balanceOf(buyer.id)).toBe(before.buyer + REFERRAL_REWARD);
    expect(await balanceOf(referrer.id)).toBe(before.referrer + REFERRAL_REWARD);
    const [referral] = await db().select().from(referrals).where(eq(referrals.referredId, buyer.id));
    expect(referral).toMatchObject({ status: 'rewarded', rewardAmount: REFERRAL_REWARD });
    expect((await call('GET', '/api/auth/user', buyer.cookie)).json().isSubscribed).toBe(true);

    // What the success page reads, and its activation request: nothing more is granted.
    expect(await lastStatus(buyer, payment!.id)).toBe('CONFIRMED');
    const again = await call('POST', '/api/activate-premium', buyer.cookie, { userId: buyer.id, chargeId: payment!.id, planId: 'monthly' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, activated: false, isSubscribed: true, subscriptionExpiresAt: firstExpiry!.toISOString() });
    expect(await expiryOf(buyer.id)).toEqual(firstExpiry);

    // The page cannot be paid twice.
    expect((await press(charge, 'pay')).statusCode).toBe(409);

    // Renewing while Premium adds 30 days to the current expiry, and pays no second reward.
    const renewal = await createCharge(buyer);
    expect((await press(renewal, 'pay')).statusCode).toBe(303);
    expect((await expiryOf(buyer.id))!.getTime()).toBe(firstExpiry!.getTime() + PREMIUM_DURATION_MS);
    expect(await rewardRows([buyer.id, referrer.id])).toHaveLength(2);
    expect(await balanceOf(referrer.id)).toBe(before.referrer + REFERRAL_REWARD);
    await expectLedgerHealthy();
  });

  it('leaves a failed or expired payment on the free trial', async () => {
    const p = await player();
    const failed = await createCharge(p);
    expect((await press(failed, 'fail')).statusCode).toBe(303);
    const expired = await createCharge(p);
    expect((await press(expired, 'expire')).statusCode).toBe(303);

    expect(await expiryOf(p.id)).toBeNull();
    expect((await paymentsOf(p.id)).map((x) => x.status)).toEqual(['failed', 'failed']);
    expect(await lastStatus(p, failed.id)).toBe('FAILED');
    expect(await lastStatus(p, expired.id)).toBe('FAILED');
    const refused = await call('POST', '/api/activate-premium', p.cookie, { chargeId: failed.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/did not go through/);
    expect((await call('GET', '/api/auth/user', p.cookie)).json().isSubscribed).toBe(false);

    // Abandoned checkouts are failed by the scheduled sweep once they are a day old.
    const abandoned = await createCharge(p);
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(payments.chargeId, abandoned.id));
    const [sweep] = createPaymentJobs(t.ctx);
    expect(await runJobOnce(t.ctx, sweep!)).toBe(true);
    expect((await db().select().from(payments).where(eq(payments.chargeId, abandoned.id)))[0]!.status).toBe('failed');

    // A late failure event never takes back a completed payment.
    const ok = await createCharge(p);
    await press(ok, 'pay');
    const late = await postWebhook(webhook({ id: ok.id, eventType: 'checkout.payment.failed', status: 'FAILED', metadata: { userId: p.id } }));
    expect(late.statusCode).toBe(200);
    expect((await db().select().from(payments).where(eq(payments.chargeId, ok.id)))[0]!.status).toBe('completed');
  });

  it('refuses unsigned, forged, tampered, stale and malformed webhooks, and replays, granting nothing', async () => {
    const p = await player();
    const charge = await createCharge(p);
    const event = successEvent(charge, p.id);
    const eventsBefore = (await db().select().from(paymentEvents)).length;

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error).toMatch(/no X-Hook0-Signature/);
    expect((await postWebhook(webhook(event, { secret: 'not-the-secret' }))).statusCode).toBe(401);
    const tampered = webhook(event);
    expect((await postWebhook({ ...tampered, raw: tampered.raw.replace('"amount":"10.00"', '"amount":"10.01"') })).statusCode).toBe(401);
    const stale = await postWebhook(webhook(event, { at: Date.now() / 1000 - 6 * 60 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toMatch(/too old/);
    const notJson = await postWebhook(webhook(null, { raw: 'this is not json' }));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toMatch(/not JSON/);
    expect((await postWebhook(webhook({ hello: 'world' }))).statusCode).toBe(400);
    const unknown = await postWebhook(webhook({ ...event, id: '0123456789abcdef01234567' }));
    expect(unknown.statusCode).toBe(404);
    const wrongBuyer = await postWebhook(webhook({ ...event, metadata: { userId: '00000000-0000-4000-8000-000000000000' } }));
    expect(wrongBuyer.statusCode).toBe(409);
    const wrongAmount = await postWebhook(webhook({ ...event, amount: '0.01' }));
    expect(wrongAmount.statusCode).toBe(409);

    expect(await expiryOf(p.id)).toBeNull();
    expect((await paymentsOf(p.id))[0]).toMatchObject({ status: 'pending', activatedAt: null });
    expect((await db().select().from(paymentEvents)).length).toBe(eventsBefore);

    // A genuine event activates once; the same delivery replayed is refused.
    const genuine = webhook(event, { eventId: 'evt-replayed-once' });
    expect((await postWebhook(genuine)).statusCode).toBe(200);
    const expiry = await expiryOf(p.id);
    expectNear(expiry, Date.now() + PREMIUM_DURATION_MS);
    const replay = await postWebhook(genuine);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('This webhook event was already handled.');
    // A second, distinct delivery of the same success does not extend again either.
    expect((await postWebhook(webhook(event))).statusCode).toBe(200);
    expect(await expiryOf(p.id)).toEqual(expiry);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, 'evt-replayed-once'))).toHaveLength(1);

    // Event types we do not use are acknowledged and ignored.
    const other = await postWebhook(webhook({ id: charge.id, eventType: 'checkout.refund.created' }));
    expect(other.json()).toEqual({ received: true, ignored: true });
  });

  it('gives one 30-day extension and one referral reward when the webhook and the browser race', async () => {
    const referrer = await player();
    const buyer = await player();
    await refer(referrer, buyer);
    const before = { buyer: await balanceOf(buyer.id), referrer: await balanceOf(referrer.id) };
    const charge = await createCharge(buyer);
    // Paid at the provider, no webhook sent yet: both paths will find it confirmed.
    await db().update(sandboxCheckouts).set({ status: 'COMPLETED' }).where(eq(sandboxCheckouts.id, charge.id));

    const activate = () => call('POST', '/api/activate-premium', buyer.cookie, { userId: buyer.id, chargeId: charge.id, planId: 'monthly' });
    const results = await Promise.all([
      activate(),
      postWebhook(webhook(successEvent(charge, buyer.id))),
      activate(),
      postWebhook(webhook(successEvent(charge, buyer.id))),
      activate(),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const browser = results.filter((_, i) => i % 2 === 0).map((r) => r.json().activated as boolean);
    expect(browser.filter(Boolean).length).toBeLessThanOrEqual(1);

    expectNear(await expiryOf(buyer.id), Date.now() + PREMIUM_DURATION_MS);
    expect(await balanceOf(buyer.id)).toBe(before.buyer + REFERRAL_REWARD);
    expect(await balanceOf(referrer.id)).toBe(before.referrer + REFERRAL_REWARD);
    expect(await rewardRows([buyer.id, referrer.id])).toHaveLength(2);
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'completed' });
    await expectLedgerHealthy();
  });

  it('treats an expired member as a free-trial player everywhere, without any job running', async () => {
    const yesterday = new Date(Date.now() - DAY);
    const lapsed = await player({ subscriptionExpiresAt: yesterday });
    expect((await call('GET', '/api/auth/user', lapsed.cookie)).json()).toMatchObject({ isSubscribed: false, subscriptionExpiresAt: yesterday.toISOString() });

    // Every game needs Premium to start.
    for (const [url, body] of [
      ['/api/games/defuse-bomba/start', { betAmount: 10 }],
      ['/api/game/hen-house-hazard/start', { betAmount: 10, gameData: { bombCount: 3 } }],
      ['/api/fowl-flip/play', { betAmount: 10, selectedSide: 'heads' }],
      ['/api/games/aim-trainer/start', { targetGoal: 35 }],
    ] as const) {
      const game = await call('POST', url, lapsed.cookie, body);
      expect(game.statusCode, url).toBe(403);
      expect(game.json().error, url).toBe('Upgrade to Premium to Play');
    }

    // Referral stats are for Premium members.
    const stats = await call('GET', '/api/referral/stats', lapsed.cookie);
    expect(stats.statusCode).toBe(403);
    expect(stats.json().error).toBe(referralMessages.statsPremiumOnly);

    // The case: one in total on the free trial, even once a Premium cooldown would have passed.
    await db()
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + DAY) })
      .where(eq(users.id, lapsed.id));
    expect((await call('POST', '/api/daily-case/open', lapsed.cookie, {})).statusCode).toBe(200);
    await db()
      .update(users)
      .set({ lastDailyCase: new Date(Date.now() - 5 * 3600_000), subscriptionExpiresAt: yesterday })
      .where(eq(users.id, lapsed.id));
    expect((await call('POST', '/api/daily-case/open', lapsed.cookie, {})).statusCode).toBe(409);
    await db()
      .update(users)
      .set({ subscriptionExpiresAt: new Date(Date.now() + DAY) })
      .where(eq(users.id, lapsed.id));
    expect((await call('POST', '/api/daily-case/open', lapsed.cookie, {})).statusCode).toBe(200);
    await db().update(users).set({ subscriptionExpiresAt: yesterday }).where(eq(users.id, lapsed.id));

    // Raffles: one entry in total on the free trial.
    const admin = await signIn(t.app, demoPersonas.find((d) => d.role === 'admin')!.steamId);
    const asAdmin = { cookie: admin.cookie, authorization: `Bearer ${await adminToken(t.app, admin.cookie)}` };
    const inventory = (await t.app.inject({ url: '/api/steam/inventory', headers: asAdmin })).json().inventory as Array<{ assetid: string }>;
    const raffleIds: string[] = [];
    for (const item of inventory.slice(0, 2)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/raffles',
        headers: asAdmin,
        payload: { name: 'Lapsed test raffle', description: 'A prize', endTime: new Date(Date.now() + 3600_000).toISOString(), assetId: item.assetid },
      });
      expect(res.statusCode, res.body).toBe(200);
      raffleIds.push(res.json().raffle.id);
    }
    const tradeOfferUrl = tradeUrlFor(lapsed.steamId);
    expect((await call('POST', '/api/user/trade-url', lapsed.cookie, { tradeOfferUrl })).statusCode).toBe(200);
    expect((await call('POST', '/api/raffles/enter', lapsed.cookie, { raffleId: raffleIds[0], entryAmount: 20 })).statusCode).toBe(200);
    const second = await call('POST', '/api/raffles/enter', lapsed.cookie, { raffleId: raffleIds[1], entryAmount: 20 });
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toMatch(/Free trial/);

    // Paying again counts the 30 days from now, not from the lapsed expiry.
    const comeback = await createCharge(lapsed);
    expect((await press(comeback, 'pay')).statusCode).toBe(303);
    expectNear(await expiryOf(lapsed.id), Date.now() + PREMIUM_DURATION_MS);
  });

  it('serves the Checkouts API only to the sandbox key, for exactly the signed request', async () => {
    const host = new URL(t.ctx.config.publicUrl).host;
    const path = '/sandbox/coinbase/api/v1/checkouts';
    const { apiKeyId, apiKeySecret } = creds();
    const token = (method: string, p: string, keyId = apiKeyId, secret = apiKeySecret) =>
      signCdpJwt({ keyId, key: parseCdpKeySecret(secret), method, host, path: p });
    const create = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: authorization ? { authorization } : {},
        payload: { amount: '10.00', currency: 'USDC', metadata: { a: 'b' } },
      });

    expect((await create()).statusCode).toBe(401);
    expect((await create(`Bearer ${await token('GET', path)}`)).statusCode).toBe(401);
    const stranger = deriveSandboxCredentials('some-other-secret-0123456789abcdef0123');
    expect((await create(`Bearer ${await token('POST', path, apiKeyId, stranger.apiKeySecret)}`)).json().errorType).toBe('unauthorized');
    expect((await create(`Bearer ${await token('POST', path, stranger.apiKeyId, stranger.apiKeySecret)}`)).statusCode).toBe(401);
    const created = await create(`Bearer ${await token('POST', path)}`);
    expect(created.statusCode).toBe(201);
    const checkout = created.json();
    expect(checkout).toMatchObject({
      amount: '10.00',
      currency: 'USDC',
      status: 'ACTIVE',
      metadata: { a: 'b' },
      url: `${t.ctx.config.publicUrl}/sandbox/coinbase/pay/${checkout.id}`,
    });
    expect(checkout.id).toMatch(/^[0-9a-f]{24}$/);
    const bad = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${await token('POST', path)}` },
      payload: { amount: 'ten', currency: 'USDC' },
    });
    expect(bad.statusCode).toBe(400);

    const read = async (id: string, p = `${path}/${id}`) =>
      t.app.inject({ url: `${path}/${id}`, headers: { authorization: `Bearer ${await token('GET', p)}` } });
    expect((await read(checkout.id)).json()).toMatchObject({ id: checkout.id, status: 'ACTIVE' });
    expect((await read(checkout.id, path)).statusCode).toBe(401);
    expect((await read('0123456789abcdef01234567')).statusCode).toBe(404);

    const page = await t.app.inject({ url: `/sandbox/coinbase/pay/${checkout.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('>Fail</button>');
    expect((await t.app.inject({ url: '/sandbox/coinbase/pay/nope' })).statusCode).toBe(404);
  });
});
