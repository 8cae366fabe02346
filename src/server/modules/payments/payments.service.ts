import { randomUUID } from 'node:crypto';
import type { ActivatePremiumResult, Charge, Payment } from '../../../core/contracts/payments';
import { AppError } from '../../../core/errors';
import { PREMIUM_DURATION_MS, PREMIUM_MONTHLY } from '../../../core/premium';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { paymentEvents } from '../../metrics';
import { PaymentProviderError, WebhookVerificationError, type PaymentEvent, type PaymentProvider, type ProviderCheckout } from '../../integrations/coinbase';
import { isPremium, usersRepository, type UserRow } from '../accounts';
import { assertMayBuy } from '../play-limits';
import { rewardReferralOnUpgrade, type ReferralRewardResult } from '../referrals';
import { centsToAmount, isFailedCheckout, toCharge, toPaymentDto } from './charge-view';
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
const HISTORY_LIMIT = 50;

export const CREATE_CHARGE_FAILED = 'Failed to create payment charge. Please try again.';
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';
export const NOT_CONFIRMED = 'This payment has not been confirmed yet.';

interface Activation {
  activated: boolean;
  expiresAt: Date | null;
  reward: ReferralRewardResult | null;
}

export function createPaymentsService(ctx: AppContext, provider: PaymentProvider) {
  const { db, config, log } = ctx;

  const providerCall = async <T>(what: string, call: () => Promise<T>, message = PROVIDER_UNREACHABLE): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.error({ err, what }, 'payment provider call failed');
      throw new AppError('INTERNAL', message);
    }
  };

  /** The caller's own payment named by a charge id (the provider's or ours). */
  async function ownPayment(user: UserRow, reference: string, verb: string): Promise<PaymentRow> {
    const payment = await paymentsRepository.findByReference(db, reference);
    if (!payment) throw new AppError('NOT_FOUND', 'Charge not found.');
    if (payment.userId !== user.id) throw new AppError('FORBIDDEN', `You can only ${verb} your own charges.`);
    return payment;
  }

  async function checkoutOf(payment: PaymentRow): Promise<ProviderCheckout> {
    const checkout = await providerCall('getCheckout', () => provider.getCheckout(payment.chargeId));
    if (!checkout) throw new AppError('NOT_FOUND', 'Charge not found.');
    return checkout;
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
    log.info({ paymentId: payment.id, userId: payment.userId, source, expiresAt: activation.expiresAt }, 'Premium activated');
    const { reward } = activation;
    if (!reward) return;
    ctx.realtime.toUser(reward.referredId, 'balance_updated', { fowlBalance: reward.referredBalance });
    ctx.realtime.toUser(reward.referrerId, 'balance_updated', { fowlBalance: reward.referrerBalance });
  }

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
    /** Starts a checkout for the plan; free-trial and Premium players alike may buy (buying while Premium extends). */
    async createCharge(user: UserRow): Promise<Charge> {
      const now = ctx.clock();
      await assertMayBuy(db, user.id, now);
      const paymentId = randomUUID();
      const plan = PREMIUM_MONTHLY;
      const successUrl = `${config.publicUrl}/payment-success?${new URLSearchParams({ charge: paymentId, user_id: user.id, plan_id: plan.id })}`;
      const checkout = await providerCall(
        'createCheckout',
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
        CREATE_CHARGE_FAILED,
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
      log.info({ paymentId, userId: user.id, chargeId: checkout.chargeId }, 'payment charge created');
      return toCharge(payment, checkout);
    },

    /** The charge as the provider sees it now; a checkout that can no longer be paid fails the payment. */
    async getCharge(user: UserRow, reference: string): Promise<Charge> {
      let payment = await ownPayment(user, reference, 'view');
      const checkout = await checkoutOf(payment);
      if (isFailedCheckout(checkout.status) && payment.status === 'pending' && (await paymentsRepository.markFailed(db, payment.id, ctx.clock()))) {
        payment = { ...payment, status: 'failed' };
      }
      return toCharge(payment, checkout);
    },

    /** The browser's activation after the success page saw CONFIRMED: the provider is asked again, never believed from the client. */
    async activate(user: UserRow, reference: string): Promise<ActivatePremiumResult> {
      const payment = await ownPayment(user, reference, 'activate');
      if (payment.activatedAt) return { success: true, activated: false, ...(await membershipOf(user.id)) };
      const checkout = await checkoutOf(payment);
      if (checkout.status !== 'COMPLETED') {
        if (isFailedCheckout(checkout.status)) await paymentsRepository.markFailed(db, payment.id, ctx.clock());
        log.warn({ paymentId: payment.id, status: checkout.status }, 'activation refused: payment not confirmed');
        throw new AppError('CONFLICT', isFailedCheckout(checkout.status) ? 'This payment did not go through, so Premium was not activated.' : NOT_CONFIRMED);
      }
      assertMatches(payment, checkout);
      const activation = await db.transaction(async (tx) => {
        const locked = await paymentsRepository.lockById(tx, payment.id);
        return activateLocked(tx, locked!);
      });
      announce(activation, payment, 'browser');
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

    async history(user: UserRow): Promise<Payment[]> {
      return (await paymentsRepository.history(db, user.id, HISTORY_LIMIT)).map(toPaymentDto);
    },

    /** The scheduled sweep: payments left pending long after their checkout lapsed are failed. */
    async failStalePending(tx: Tx, now: Date): Promise<number> {
      return paymentsRepository.failPendingCreatedBefore(tx, new Date(now.getTime() - STALE_PENDING_MS), now);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
