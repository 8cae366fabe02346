// The specification's "charge" (hosted_url and a timeline whose last entry the
// success page reads) drawn from the provider's checkout and our payment row.
import type { Charge, ChargeTimelineStatus, Payment } from '../../../core/contracts/payments';
import type { CheckoutStatus, ProviderCheckout } from '../../integrations/coinbase';
import type { PaymentRow } from './payments.repository';

/** The last timeline word for each checkout status: CONFIRMED once paid, FAILED once it can no longer be paid. */
const lastEntryOf: Record<CheckoutStatus, ChargeTimelineStatus> = {
  ACTIVE: 'NEW',
  PROCESSING: 'PENDING',
  COMPLETED: 'CONFIRMED',
  FAILED: 'FAILED',
  EXPIRED: 'FAILED',
  DEACTIVATED: 'FAILED',
  REFUNDED: 'FAILED',
  PARTIALLY_REFUNDED: 'FAILED',
};

export function chargeTimeline(status: CheckoutStatus, createdAt: Date, updatedAt: Date): Charge['timeline'] {
  const last = lastEntryOf[status];
  const created = { status: 'NEW' as const, time: createdAt.toISOString() };
  return last === 'NEW' ? [created] : [created, { status: last, time: updatedAt.toISOString() }];
}

export const isFailedCheckout = (status: CheckoutStatus): boolean => lastEntryOf[status] === 'FAILED';

export const centsToAmount = (cents: number): string => (cents / 100).toFixed(2);

export function toCharge(payment: PaymentRow, checkout: ProviderCheckout): Charge {
  return {
    id: checkout.chargeId,
    reference: payment.id,
    hosted_url: checkout.hostedUrl,
    status: checkout.status,
    timeline: chargeTimeline(checkout.status, checkout.createdAt, checkout.updatedAt),
    pricing: { local: { amount: centsToAmount(payment.amountCents), currency: payment.currency } },
    plan_id: payment.planId,
    created_at: payment.createdAt.toISOString(),
    expires_at: checkout.expiresAt ? checkout.expiresAt.toISOString() : null,
  };
}

/**
 * The charge as our own row knows it, without asking the provider: a repeated create
 * answers the checkout it opened before, and a settled payment still shows while the
 * provider cannot be reached.
 */
export function chargeFromRow(payment: PaymentRow, lifetimeMs: number): Charge {
  const status: CheckoutStatus = payment.status === 'completed' ? 'COMPLETED' : payment.status === 'failed' ? 'FAILED' : 'ACTIVE';
  return {
    id: payment.chargeId,
    reference: payment.id,
    hosted_url: payment.hostedUrl ?? '',
    status,
    timeline: chargeTimeline(status, payment.createdAt, payment.activatedAt ?? payment.updatedAt),
    pricing: { local: { amount: centsToAmount(payment.amountCents), currency: payment.currency } },
    plan_id: payment.planId,
    created_at: payment.createdAt.toISOString(),
    expires_at: status === 'ACTIVE' ? new Date(payment.createdAt.getTime() + lifetimeMs).toISOString() : null,
  };
}

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    planId: row.planId,
    status: row.status as Payment['status'],
    amount: centsToAmount(row.amountCents),
    amountCents: row.amountCents,
    currency: row.currency,
    chargeId: row.chargeId,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
  };
}
