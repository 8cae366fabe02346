import { createHash, randomUUID } from 'node:crypto';
import type { ActivatePremiumResult, Charge, Payment } from '../../../core/contracts/payments';
import { AppError, isAppError } from '../../../core/errors';
import { PREMIUM_DURATION_MS, PREMIUM_MONTHLY } from '../../../core/premium';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { paymentEvents } from '../../metrics';
import { inBackground } from '../../jobs/background';
import { PaymentProviderError, WebhookVerificationError, type PaymentEvent, type PaymentProvider, type ProviderCheckout } from '../../integrations/coinbase';
import { createSessionService, isPremium, usersRepository, type SessionUser } from '../accounts';
import { assertMayBuy } from '../play-limits';
import { rewardReferralOnUpgrade, type ReferralRewardResult } from '../referrals';
import { centsToAmount, chargeFromRow, isFailedCheckout, toCharge, toPaymentDto } from './charge-view';
import { paymentsRepository, type PaymentRow } from './payments.repository';

/**
 * The checkout is priced in USDC, Coinbase Business checkouts' settlement currency,
 * 1:1 with the plan's US dollars; our own records keep USD (spec: $10).
 */
export const CHECKOUT_CURRENCY = 'USDC';
/** How long a checkout can be paid. */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
/** A payment still pending this long after its checkout was created can no longer be paid. */
export const STALE_PENDING_MS = 24 * 60 * 60 * 1000;
/** A pending payment is read from the provider again this long after its last look (decision 0056). */
export const RECHECK_PENDING_AFTER_MS = 2 * 60 * 1000;
/** The most pending payments one reconcile round reads. */
export const RECHECK_BATCH = 25;
const HISTORY_LIMIT = 50;

export const CREATE_CHARGE_FAILED = 'Failed to create payment charge. Please try again.';
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';
export const NOT_CONFIRMED = 'This payment has not been confirmed yet.';
/** Creating a checkout while the provider is out of reach: no checkout, no charge, no row (decision 0056). */
export const CHECKOUT_UNAVAILABLE =
  'The payment service cannot be reached right now, so no checkout was opened and nothing was charged. Please try again in a few minutes.';
/** Reading or activating a pending payment while the provider is out of reach: not a failure. */
export const CONFIRMATION_DELAYED =
  'Your payment is being confirmed, but the payment service is not answering right now. If you paid, Premium is granted as soon as it answers, even if you leave this page.';
export const CHECKOUT_CLOSED = 'This checkout has already been used. Reload the page to start a new one.';

/**
 * Our payment id for a buyer's idempotency key (the web sends one per purchase
 * attempt): the same key always names the same payment, and so the same checkout at
 * the provider, whose own idempotency key is this id. Another buyer's key never does.
 */
export function paymentIdFor(userId: string, idempotencyKey: string): string {
  const h = createHash('sha256').update(`payment:${userId}:${idempotencyKey}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Activation {
  activated: boolean;
  expiresAt: Date | null;
  reward: ReferralRewardResult | null;
}

export function createPaymentsService(ctx: AppContext, provider: PaymentProvider) {
  const { db, config, log } = ctx;
  const sessions = createSessionService(ctx);

  /**
   * A provider call, its failure logged once with its reason. An outage (unreachable,
   * timed out, a 5xx, an answer we cannot read) is a `warn` and a 503 PAYMENT_UNAVAILABLE
   * with `messages.outage`, so the player knows to wait; a refusal of our own request is
   * an `error` and a 500, since only a fix on our side helps.
   */
  const providerCall = async <T>(
    what: string,
    details: Record<string, unknown>,
    call: () => Promise<T>,
    messages: { outage: string; refused: string },
  ): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      const line = { what, provider: provider.name, failure: err.failure, status: err.status, attempts: err.attempts, reason: err.message, ...details };
      if (err.outage) {
        log.warn(line, 'payment provider unavailable');
        throw new AppError('PAYMENT_UNAVAILABLE', messages.outage);
      }
      log.error(line, 'payment provider refused our request');
      throw new AppError('INTERNAL', messages.refused);
    }
  };

  /** The caller's own payment named by a charge id (the provider's or ours). */
  async function ownPayment(user: SessionUser, reference: string, verb: string): Promise<PaymentRow> {
    const payment = await paymentsRepository.findByReference(db, reference);
    if (!payment) throw new AppError('NOT_FOUND', 'Charge not found.');
    if (payment.userId !== user.id) throw new AppError('FORBIDDEN', `You can only ${verb} your own charges.`);
    return payment;
  }

  async function checkoutOf(payment: PaymentRow, source: string): Promise<ProviderCheckout> {
    const checkout = await providerCall('getCheckout', { paymentId: payment.id, source }, () => provider.getCheckout(payment.chargeId), {
      outage: CONFIRMATION_DELAYED,
      refused: PROVIDER_UNREACHABLE,
    });
    if (!checkout) throw new AppError('NOT_FOUND', 'Charge not found.');
    return checkout;
  }

  /** A repeated create (the same idempotency key) answers the checkout it opened, while it can still be paid. */
  function sameCheckout(payment: PaymentRow): Charge {
    if (payment.status !== 'pending') throw new AppError('CONFLICT', CHECKOUT_CLOSED);
    return chargeFromRow(payment, CHECKOUT_LIFETIME_MS);
  }

  /** The provider's word must be about this payment: its buyer and its price. */
  function assertMatches(payment: PaymentRow, checkout: Pick<ProviderCheckout, 'metadata' | 'amount'>) {
    const buyer = checkout.metadata.userId;
    const amountCents = checkout.amount ? Math.round(Number(checkout.amount) * 100) : payment.amountCents;
    if ((buyer !== undefined && buyer !== payment.userId) || amountCents !== payment.amountCents) {
      log.error({ paymentId: payment.id, chargeId: payment.chargeId, buyer, amount: checkout.amount }, 'provider checkout does not match the payment');
      throw new AppError('CONFLICT', 'This charge does not match the payment on record.');
    }
  }

  /**
   * Grants the plan for a confirmed payment whose row the caller has locked: 30 days
   * from the later of now and the current expiry, the payment completed, and on the
   * buyer's first activation the referral reward, all in the caller's transaction.
   */
  async function activateLocked(tx: Tx, payment: PaymentRow): Promise<Activation> {
    if (payment.activatedAt) return { activated: false, expiresAt: null, reward: null };
    const now = ctx.clock();
    const firstActivation = (await paymentsRepository.countActivated(tx, payment.userId)) === 0;
    const expiresAt = await paymentsRepository.extendSubscription(tx, payment.userId, PREMIUM_DURATION_MS, now);
    await paymentsRepository.markCompleted(tx, payment.id, now);
    const reward = firstActivation ? await rewardReferralOnUpgrade(tx, payment.userId, now) : null;
    return { activated: true, expiresAt, reward };
  }

  function announce(activation: Activation, payment: PaymentRow, source: string) {
    if (!activation.activated) return;
    // The buyer's next request here opens the games without waiting for the notification.
    sessions.forgetUser(payment.userId);
    log.info({ paymentId: payment.id, userId: payment.userId, source, expiresAt: activation.expiresAt }, 'Premium activated');
    const { reward } = activation;
    if (!reward) return;
    ctx.realtime.toUser(reward.referredId, 'balance_updated', { fowlBalance: reward.referredBalance });
    ctx.realtime.toUser(reward.referrerId, 'balance_updated', { fowlBalance: reward.referrerBalance });
  }

  /** Grants the plan for a payment the provider reads as COMPLETED, once, however many paths ask. */
  async function activateConfirmed(payment: PaymentRow, checkout: ProviderCheckout, source: string): Promise<Activation> {
    assertMatches(payment, checkout);
    const activation = await db.transaction(async (tx) => {
      const locked = await paymentsRepository.lockById(tx, payment.id);
      return activateLocked(tx, locked!);
    });
    announce(activation, payment, source);
    return activation;
  }

  /**
   * Reads claimed payments from the provider and settles what it says: COMPLETED
   * grants the plan, a checkout that can no longer be paid fails the payment. An
   * outage ends the round: the rest wait for their next look rather than each
   * waiting out the provider's timeout.
   */
  async function recheck(claimed: PaymentRow[]): Promise<void> {
    for (const payment of claimed) {
      let checkout: ProviderCheckout | null;
      try {
        checkout = await providerCall('getCheckout', { paymentId: payment.id, source: 'reconcile' }, () => provider.getCheckout(payment.chargeId), {
          outage: CONFIRMATION_DELAYED,
          refused: PROVIDER_UNREACHABLE,
        });
      } catch (err) {
        if (isAppError(err) && err.code === 'PAYMENT_UNAVAILABLE') return;
        if (isAppError(err)) continue;
        throw err;
      }
      if (!checkout) {
        log.warn({ paymentId: payment.id, chargeId: payment.chargeId }, 'payment provider has no checkout for a pending payment');
      } else if (checkout.status === 'COMPLETED') {
        try {
          await activateConfirmed(payment, checkout, 'reconcile');
        } catch (err) {
          // A checkout that does not match its payment is logged by assertMatches; the others still get their look.
          if (!isAppError(err)) throw err;
        }
      } else if (isFailedCheckout(checkout.status) && (await paymentsRepository.markFailed(db, payment.id, ctx.clock()))) {
        log.info({ paymentId: payment.id, status: checkout.status, source: 'reconcile' }, 'payment failed');
      }
    }
  }
  /** This instance's reconcile round still talking to the provider: the next tick leaves it be. */
  let reconciling = false;

  async function membershipOf(userId: string): Promise<Pick<ActivatePremiumResult, 'isSubscribed' | 'subscriptionExpiresAt'>> {
    const user = await usersRepository.findById(db, userId);
    const expiresAt = user?.subscriptionExpiresAt ?? null;
    return { isSubscribed: user ? isPremium(user, ctx.clock()) : false, subscriptionExpiresAt: expiresAt ? expiresAt.toISOString() : null };
  }

  const refuseWebhook = (reason: string, message: string, details: Record<string, unknown>, error: AppError): never => {
    paymentEvents.inc({ result: reason === 'replay' ? 'replayed' : reason === 'unknown_charge' ? 'unknown_charge' : 'refused' });
    log.warn({ reason, ...details }, `payment webhook refused: ${message}`);
    throw error;
  };

  return {
    /**
     * Starts a checkout for the plan; free-trial and Premium players alike may buy
     * (buying while Premium extends). With the web's idempotency key, a double submit or
     * a retry after a lost answer opens one checkout and records one payment. Nothing is
     * recorded until the provider has answered with a checkout, so a create that fails
     * leaves no payment behind.
     */
    async createCharge(user: SessionUser, idempotencyKey: string | null = null): Promise<Charge> {
      const now = ctx.clock();
      await assertMayBuy(db, user.id, now);
      const paymentId = idempotencyKey ? paymentIdFor(user.id, idempotencyKey) : randomUUID();
      if (idempotencyKey) {
        const earlier = await paymentsRepository.findById(db, paymentId);
        if (earlier) return sameCheckout(earlier);
      }
      const plan = PREMIUM_MONTHLY;
      const successUrl = `${config.publicUrl}/payment-success?${new URLSearchParams({ charge: paymentId, user_id: user.id, plan_id: plan.id })}`;
      const checkout = await providerCall(
        'createCheckout',
        { paymentId, userId: user.id },
        () =>
          provider.createCheckout({
            userId: user.id,
            planId: plan.id,
            amount: centsToAmount(plan.priceCents),
            currency: CHECKOUT_CURRENCY,
            description: `${plan.name}: ${plan.durationDays} days of Premium`,
            successUrl,
            failUrl: successUrl,
            expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
            idempotencyKey: paymentId,
            metadata: { userId: user.id, planId: plan.id, paymentId },
          }),
        { outage: CHECKOUT_UNAVAILABLE, refused: CREATE_CHARGE_FAILED },
      );
      // The browser is sent there: only the provider's own https page, or our sandbox.
      if (!checkout.hostedUrl.startsWith('https://') && !checkout.hostedUrl.startsWith(`${config.publicUrl}/`)) {
        log.error({ hostedUrl: checkout.hostedUrl }, 'payment provider returned an unexpected checkout URL');
        throw new AppError('INTERNAL', CREATE_CHARGE_FAILED);
      }
      const payment = await paymentsRepository.insert(db, {
        id: paymentId,
        userId: user.id,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: plan.currency,
        provider: provider.name,
        chargeId: checkout.chargeId,
        hostedUrl: checkout.hostedUrl,
        now,
      });
      if (!payment) return sameCheckout((await paymentsRepository.findById(db, paymentId))!);
      log.info({ paymentId, userId: user.id, chargeId: checkout.chargeId }, 'payment charge created');
      return toCharge(payment, checkout);
    },

    /** The charge as the provider sees it now; a checkout that can no longer be paid fails the payment. */
    async getCharge(user: SessionUser, reference: string): Promise<Charge> {
      let payment = await ownPayment(user, reference, 'view');
      let checkout: ProviderCheckout;
      try {
        checkout = await checkoutOf(payment, 'browser');
      } catch (err) {
        // A settled payment is known without the provider; only a pending one must wait for it.
        if (isAppError(err) && err.code === 'PAYMENT_UNAVAILABLE' && payment.status !== 'pending') return chargeFromRow(payment, CHECKOUT_LIFETIME_MS);
        throw err;
      }
      if (isFailedCheckout(checkout.status) && payment.status === 'pending' && (await paymentsRepository.markFailed(db, payment.id, ctx.clock()))) {
        payment = { ...payment, status: 'failed' };
      }
      return toCharge(payment, checkout);
    },

    /** The browser's activation after the success page saw CONFIRMED: the provider is asked again, never believed from the client. */
    async activate(user: SessionUser, reference: string): Promise<ActivatePremiumResult> {
      const payment = await ownPayment(user, reference, 'activate');
      if (payment.activatedAt) return { success: true, activated: false, ...(await membershipOf(user.id)) };
      const checkout = await checkoutOf(payment, 'browser');
      if (checkout.status !== 'COMPLETED') {
        if (isFailedCheckout(checkout.status)) await paymentsRepository.markFailed(db, payment.id, ctx.clock());
        log.warn({ paymentId: payment.id, status: checkout.status }, 'activation refused: payment not confirmed');
        throw new AppError('CONFLICT', isFailedCheckout(checkout.status) ? 'This payment did not go through, so Premium was not activated.' : NOT_CONFIRMED);
      }
      const activation = await activateConfirmed(payment, checkout, 'browser');
      return { success: true, activated: activation.activated, ...(await membershipOf(user.id)) };
    },

    /**
     * A provider event: verified (signature, freshness), handled once per event id,
     * and applied to the payment it names in the same transaction as its record.
     */
    async handleWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, ip: string): Promise<{ ignored: boolean }> {
      let event: PaymentEvent;
      try {
        event = provider.verifyWebhook(rawBody, headers);
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        const error = err.reason === 'bad_body' ? new AppError('BAD_REQUEST', err.message) : new AppError('UNAUTHENTICATED', err.message);
        return refuseWebhook(err.reason, err.message, { ip }, error);
      }
      const kind =
        event.type === 'checkout.payment.success'
          ? 'success'
          : event.type === 'checkout.payment.failed' || event.type === 'checkout.payment.expired'
            ? 'failure'
            : null;
      if (!kind) {
        log.info({ eventId: event.eventId, type: event.type }, 'payment webhook ignored: event type not used');
        paymentEvents.inc({ result: 'ignored' });
        return { ignored: true };
      }
      const details = { ip, eventId: event.eventId, type: event.type, chargeId: event.checkout.chargeId };
      const outcome = await db.transaction(async (tx) => {
        const fresh = await paymentsRepository.insertEventIfNew(tx, {
          id: event.eventId,
          provider: provider.name,
          type: event.type,
          chargeId: event.checkout.chargeId,
          payload: event.payload,
        });
        if (!fresh) refuseWebhook('replay', 'event already handled', details, new AppError('CONFLICT', 'This webhook event was already handled.'));
        const payment = await paymentsRepository.lockByChargeId(tx, event.checkout.chargeId);
        if (!payment) return refuseWebhook('unknown_charge', 'unknown charge', details, new AppError('NOT_FOUND', 'The webhook names an unknown charge.'));
        if (kind === 'failure') {
          if (await paymentsRepository.markFailed(tx, payment.id, ctx.clock())) log.info(details, 'payment failed');
          return { payment, activation: null };
        }
        assertMatches(payment, event.checkout);
        return { payment, activation: await activateLocked(tx, payment) };
      });
      paymentEvents.inc({ result: kind === 'success' ? 'paid' : 'failed' });
      if (outcome.activation) announce(outcome.activation, outcome.payment, 'webhook');
      return { ignored: false };
    },

    async history(user: SessionUser): Promise<Payment[]> {
      return (await paymentsRepository.history(db, user.id, HISTORY_LIMIT)).map(toPaymentDto);
    },

    /** The scheduled sweep: payments left pending long after their checkout lapsed are failed. */
    async failStalePending(tx: Tx, now: Date): Promise<number> {
      return paymentsRepository.failPendingCreatedBefore(tx, new Date(now.getTime() - STALE_PENDING_MS), now);
    },

    /**
     * The scheduled reconcile round, inside the job's transaction: claims the pending
     * payments due for a look there, and reads them from the provider after the
     * transaction ends, so a webhook lost while Coinbase (or our server) was away still
     * settles the payment once Coinbase answers again.
     */
    async reconcileInJob(tx: Tx, now: Date): Promise<void> {
      if (reconciling) return;
      const claimed = await paymentsRepository.claimPendingForRecheck(tx, {
        createdAfter: new Date(now.getTime() - STALE_PENDING_MS),
        lookedBefore: new Date(now.getTime() - RECHECK_PENDING_AFTER_MS),
        limit: RECHECK_BATCH,
        now,
      });
      if (claimed.length === 0) return;
      reconciling = true;
      inBackground(ctx, 'reconcile payments', async () => {
        try {
          await recheck(claimed);
        } finally {
          reconciling = false;
        }
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
