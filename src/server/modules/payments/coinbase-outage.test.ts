import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { manualClock } from '../../../../test/helpers/clock';
import { databaseKinds } from '../../../../test/helpers/databases';
import { balanceOf, expectLedgerHealthy, signedInPlayer, type SignedInPlayer } from '../../../../test/helpers/players';
import { startSwitchableFront, type FrontMode, type SwitchableFront } from '../../../../test/helpers/switchable-front';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { Charge } from '../../../core/contracts/payments';
import { PREMIUM_DURATION_MS } from '../../../core/premium';
import { REFERRAL_REWARD } from '../../../core/referrals';
import { ledgerEntries, payments, referrals, sandboxCheckouts, users } from '../../db/schema';
import { deriveSandboxCredentials, signHook0 } from '../../integrations/coinbase';
import { backgroundSettled } from '../../jobs/background';
import { runJobOnce } from '../../jobs/scheduler';
import { createPaymentJobs } from './payments.jobs';
import { CHECKOUT_CLOSED, CHECKOUT_UNAVAILABLE, CONFIRMATION_DELAYED, RECHECK_PENDING_AFTER_MS } from './payments.service';

// Coinbase out of reach (decision 0056), over real HTTP: the app's calls to the payment
// sandbox go through a front the test can close, hang, or make answer 503 or an HTML
// page, while the player's own requests and the sandbox's webhooks reach the app as usual.

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
/** Short enough that a hung Coinbase costs a test little; long enough for any answer through the front. */
const TIMEOUT_MS = 1500;
const MINUTE = 60_000;

describe.each(databaseKinds)('payments while Coinbase cannot be reached, on %s', (kind) => {
  let t: TestApp;
  let front: SwitchableFront;
  const clock = manualClock();
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    front = await startSwitchableFront();
    t = await startTestApp(kind, {
      clock: clock.now,
      env: { METRICS_TOKEN, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      config: {
        coinbase: {
          sandbox: true,
          apiKeyId: null,
          apiKeySecret: null,
          webhookSecret: null,
          apiBaseUrl: `${front.url}/sandbox/coinbase`,
          requestTimeoutMs: TIMEOUT_MS,
        },
      },
    });
    front.pointAt(t.baseUrl);
  });
  afterAll(async () => {
    await t?.close();
    await front?.close();
  });
  beforeEach(() => {
    front.set('open');
    lines.length = 0;
  });

  const db = () => t.ctx.db;
  const player = (fields: Partial<typeof users.$inferInsert> = {}) => signedInPlayer(t, { fields });
  const headers = (p: SignedInPlayer, key?: string) => ({ cookie: p.cookie, ...(key ? { 'idempotency-key': key } : {}) });
  const press = (p: SignedInPlayer, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/create-charge', headers: headers(p, key), payload: { userId: p.id, planId: 'monthly' } });
  const readCharge = (p: SignedInPlayer, reference: string) => t.app.inject({ url: `/api/coinbase-charge/${reference}`, headers: { cookie: p.cookie } });
  const activate = (p: SignedInPlayer, reference: string) =>
    t.app.inject({ method: 'POST', url: '/api/activate-premium', headers: { cookie: p.cookie }, payload: { chargeId: reference } });
  const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const ledgerRowsOf = async (id: string) => (await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, id))).length;
  const sandboxCheckoutsFor = (paymentId: string) =>
    db()
      .select()
      .from(sandboxCheckouts)
      .where(sql`${sandboxCheckouts.body}->'metadata'->>'paymentId' = ${paymentId}`);
  const readyz = async () => (await t.app.inject({ url: '/readyz' })).json() as { status: string; dependencies: Record<string, string> };
  const coinbaseFailures = async () => {
    const body = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    return Number(/^fowls_dependency_failures_total\{dependency="coinbase"\} (\d+)$/m.exec(body)![1]);
  };
  const providerWarnings = () => lines.filter((l) => l.msg === 'payment provider unavailable');
  const requestErrors = () => lines.filter((l) => l.msg === 'request failed');

  /** Coinbase takes the payment, and its webhook never reaches us. */
  const paidWithoutWebhook = (chargeId: string) =>
    db().update(sandboxCheckouts).set({ status: 'COMPLETED', updatedAt: new Date() }).where(eq(sandboxCheckouts.id, chargeId));

  const reconcile = async () => {
    const job = createPaymentJobs(t.ctx).find((j) => j.name === 'payments:reconcile-pending')!;
    const ran = await runJobOnce(t.ctx, job);
    await backgroundSettled(t.ctx);
    return ran;
  };

  const outages: Array<[FrontMode, string, number]> = [
    // A refused connection and a 503 are tried once more (the create carries our payment
    // id as Coinbase's idempotency key); a hung request and an unreadable answer are not.
    ['refuse', 'unreachable', 2],
    ['error', 'server_error', 2],
    ['stall', 'timeout', 1],
    ['garbage', 'bad_answer', 1],
  ];

  it.each(outages)(
    'refuses a checkout cleanly while Coinbase is %s: 503, nothing charged or recorded, one warning, degraded',
    async (mode, failure, attempts) => {
      const p = await player();
      const before = { balance: await balanceOf(t.ctx, p.id), ledger: await ledgerRowsOf(p.id), failures: await coinbaseFailures() };
      front.set(mode);

      const res = await press(p, `attempt-${mode}-0123456789`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'PAYMENT_UNAVAILABLE', error: CHECKOUT_UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('60');

      // No payment row to expire later, no Premium, no ledger row.
      expect(await paymentsOf(p.id)).toEqual([]);
      expect(await userRow(p.id)).toMatchObject({ subscriptionExpiresAt: null, fowlBalance: before.balance });
      expect(await ledgerRowsOf(p.id)).toBe(before.ledger);
      expect((await t.app.inject({ url: '/api/payment/history', headers: { cookie: p.cookie } })).json()).toEqual({ payments: [] });

      // The operator: one warning with the reason (and no secret), a counted failure per request, degraded on /readyz.
      expect(providerWarnings()).toEqual([
        expect.objectContaining({ level: 40, what: 'createCheckout', provider: 'coinbase', failure, attempts, userId: p.id, reason: expect.any(String) }),
      ]);
      expect(JSON.stringify(providerWarnings())).not.toMatch(/Bearer|authorization|BEGIN|secret/i);
      expect(requestErrors()).toEqual([]);
      expect(await coinbaseFailures()).toBe(before.failures + attempts);
      expect(await readyz()).toMatchObject({ status: 'ready', dependencies: { coinbase: 'degraded' } });

      // Coinbase back: the same attempt goes through, once.
      front.set('open');
      const again = await press(p, `attempt-${mode}-0123456789`);
      expect(again.statusCode, again.body).toBe(200);
      expect(await paymentsOf(p.id)).toHaveLength(1);
      expect(await readyz()).toMatchObject({ dependencies: { coinbase: 'ok' } });
    },
  );

  it('opens one checkout for a double submit, during an outage and after it', async () => {
    const p = await player();
    const key = 'double-submit-key-0123456789';
    front.set('refuse');
    const refused = await Promise.all([press(p, key), press(p, key)]);
    expect(refused.map((r) => r.statusCode)).toEqual([503, 503]);
    expect(await paymentsOf(p.id)).toEqual([]);

    front.set('open');
    const presses = await Promise.all([press(p, key), press(p, key), press(p, key)]);
    expect(presses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const charges = presses.map((r) => r.json().charge as Charge);
    expect(new Set(charges.map((c) => c.id)).size).toBe(1);
    expect(new Set(charges.map((c) => c.reference)).size).toBe(1);
    expect(new Set(charges.map((c) => c.hosted_url)).size).toBe(1);
    const [payment, ...more] = await paymentsOf(p.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ id: charges[0]!.reference, chargeId: charges[0]!.id, status: 'pending' });
    expect(await sandboxCheckoutsFor(payment!.id)).toHaveLength(1);

    // A later press of the same attempt answers the same checkout, without asking Coinbase.
    front.set('refuse');
    const later = await press(p, key);
    expect(later.statusCode).toBe(200);
    expect((later.json().charge as Charge).hosted_url).toBe(charges[0]!.hosted_url);

    // Once that checkout is paid, the attempt is spent; another attempt is another checkout.
    front.set('open');
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/coinbase/pay/${charges[0]!.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const spent = await press(p, key);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toEqual({ code: 'CONFLICT', error: CHECKOUT_CLOSED });
    expect((await press(p, 'another-attempt-0123456789')).statusCode).toBe(200);
    expect(await paymentsOf(p.id)).toHaveLength(2);

    // A key that is not one is refused, recording nothing.
    const bad = await press(p, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/idempotency-key/);
    expect(await paymentsOf(p.id)).toHaveLength(2);
  });

  it('tells the success page a payment is being confirmed while Coinbase is away, then grants Premium once when it answers', async () => {
    const p = await player();
    const charge = (await press(p, 'success-page-attempt-0123')).json().charge as Charge;
    front.set('refuse');
    await paidWithoutWebhook(charge.id);

    // Not "failed": the payment is being confirmed, and nothing has changed yet.
    const read = await readCharge(p, charge.reference);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ code: 'PAYMENT_UNAVAILABLE', error: CONFIRMATION_DELAYED });
    const early = await activate(p, charge.reference);
    expect(early.statusCode).toBe(503);
    expect(early.json().code).toBe('PAYMENT_UNAVAILABLE');
    expect((await paymentsOf(p.id))[0]).toMatchObject({ status: 'pending', activatedAt: null });
    expect((await userRow(p.id)).subscriptionExpiresAt).toBeNull();
    expect(providerWarnings().map((l) => [l.what, l.source, l.paymentId])).toEqual([
      ['getCheckout', 'browser', charge.reference],
      ['getCheckout', 'browser', charge.reference],
    ]);
    expect(requestErrors()).toEqual([]);

    // Coinbase back: the page's next poll reads CONFIRMED and activates.
    front.set('open');
    const confirmed = await readCharge(p, charge.reference);
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json().charge as Charge).timeline.at(-1)!.status).toBe('CONFIRMED');
    expect((await activate(p, charge.reference)).json()).toMatchObject({ success: true, activated: true, isSubscribed: true });
    const expiry = (await userRow(p.id)).subscriptionExpiresAt!;
    expect(expiry.getTime()).toBe(clock.ms + PREMIUM_DURATION_MS);

    // The reconcile job, the webhook arriving late, and another activation grant nothing more.
    clock.advance(RECHECK_PENDING_AFTER_MS + MINUTE);
    await reconcile();
    const creds = deriveSandboxCredentials(t.ctx.config.sessionSecret);
    const body = JSON.stringify({
      id: charge.id,
      eventType: 'checkout.payment.success',
      status: 'COMPLETED',
      amount: '10.00',
      currency: 'USDC',
      metadata: { userId: p.id },
    });
    const signed: Array<[string, string]> = [
      ['content-type', 'application/json'],
      ['x-event-id', `late-${charge.id}`],
    ];
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        ...Object.fromEntries(signed),
        'x-hook0-signature': signHook0({ secret: creds.webhookSecret, timestamp: Date.now() / 1000, headers: signed, body }),
      },
      payload: body,
    });
    expect(late.statusCode).toBe(200);
    expect((await activate(p, charge.reference)).json()).toMatchObject({ activated: false, isSubscribed: true });
    expect((await userRow(p.id)).subscriptionExpiresAt).toEqual(expiry);
    expect(lines.filter((l) => l.msg === 'Premium activated')).toHaveLength(1);
    expect((await paymentsOf(p.id))[0]).toMatchObject({ status: 'completed' });

    // A settled payment still shows while Coinbase is away.
    front.set('refuse');
    const settled = await readCharge(p, charge.reference);
    expect(settled.statusCode).toBe(200);
    expect((settled.json().charge as Charge).timeline.at(-1)!.status).toBe('CONFIRMED');
    await expectLedgerHealthy(t.ctx);
  });

  it('grants Premium and the referral reward once by the reconcile job when a webhook was lost during the outage', async () => {
    const referrer = await player({ subscriptionExpiresAt: new Date(clock.ms + 10 * 24 * 3600_000) });
    const buyer = await player();
    await db()
      .insert(referrals)
      .values({ referrerId: referrer.id, referredId: buyer.id, code: `CSF-OUT-${buyer.id.slice(0, 6)}` });
    await db().update(users).set({ referredBy: referrer.id }).where(eq(users.id, buyer.id));
    const before = { buyer: await balanceOf(t.ctx, buyer.id), referrer: await balanceOf(t.ctx, referrer.id) };
    const charge = (await press(buyer, 'reconcile-attempt-0123456789')).json().charge as Charge;

    front.set('stall');
    await paidWithoutWebhook(charge.id);
    // Not due yet: a payment is looked at again a couple of minutes after its last look.
    expect(await reconcile()).toBe(true);
    expect(providerWarnings().filter((l) => l.paymentId === charge.reference)).toEqual([]);

    // Due, but Coinbase hangs: the round gives up at its first timeout (whichever pending
    // payment that was) rather than waiting one out for each.
    clock.advance(RECHECK_PENDING_AFTER_MS + MINUTE);
    await reconcile();
    expect(providerWarnings()).toEqual([expect.objectContaining({ what: 'getCheckout', source: 'reconcile', failure: 'timeout' })]);
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'pending' });
    expect(await readyz()).toMatchObject({ dependencies: { coinbase: 'degraded' } });

    // Coinbase back: the payment waits for its next look, then is granted once.
    front.set('open');
    await reconcile();
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'pending' });
    clock.advance(RECHECK_PENDING_AFTER_MS + MINUTE);
    await reconcile();
    expect((await paymentsOf(buyer.id))[0]).toMatchObject({ status: 'completed' });
    expect((await userRow(buyer.id)).subscriptionExpiresAt!.getTime()).toBe(clock.ms + PREMIUM_DURATION_MS);
    expect(await balanceOf(t.ctx, buyer.id)).toBe(before.buyer + REFERRAL_REWARD);
    expect(await balanceOf(t.ctx, referrer.id)).toBe(before.referrer + REFERRAL_REWARD);
    expect(lines.filter((l) => l.msg === 'Premium activated')).toEqual([expect.objectContaining({ source: 'reconcile', paymentId: charge.reference })]);
    expect(await readyz()).toMatchObject({ dependencies: { coinbase: 'ok' } });

    // Later rounds, the success page and its activation change nothing.
    clock.advance(RECHECK_PENDING_AFTER_MS + MINUTE);
    await reconcile();
    expect((await activate(buyer, charge.reference)).json()).toMatchObject({ activated: false });
    expect(await balanceOf(t.ctx, buyer.id)).toBe(before.buyer + REFERRAL_REWARD);
    expect(lines.filter((l) => l.msg === 'Premium activated')).toHaveLength(1);
    await expectLedgerHealthy(t.ctx);
  });

  it('fails a checkout that lapsed without its webhook at its next look, not a day later', async () => {
    const p = await player();
    const charge = (await press(p, 'lapsed-attempt-0123456789')).json().charge as Charge;
    const [checkout] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, charge.id));
    await db()
      .update(sandboxCheckouts)
      .set({ body: { ...(checkout!.body as object), expiresAt: new Date(Date.now() - MINUTE).toISOString() } })
      .where(eq(sandboxCheckouts.id, charge.id));
    clock.advance(RECHECK_PENDING_AFTER_MS + MINUTE);
    await reconcile();
    expect((await paymentsOf(p.id))[0]).toMatchObject({ status: 'failed', activatedAt: null });
    expect((await userRow(p.id)).subscriptionExpiresAt).toBeNull();
  });
});
