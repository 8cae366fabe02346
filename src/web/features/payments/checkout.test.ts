import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, type Charge } from '../../../core/contracts/payments';
import { ApiError } from '../../lib/api-client';
import { chargeStatusOf } from './api/get-charge';
import { paymentFailedText } from './components/pay-with-crypto';
import { newAttemptKey } from './lib/checkout-attempt';
import { successPath } from './lib/pending-charge';

const charge = (statuses: Charge['timeline'][number]['status'][]): Charge => ({
  id: 'c1',
  reference: 'r1',
  hosted_url: 'https://pay.example/c1',
  status: 'ACTIVE',
  timeline: statuses.map((status, i) => ({ status, time: new Date(i * 1000).toISOString() })),
  pricing: { local: { amount: '10.00', currency: 'USD' } },
  plan_id: 'monthly',
  created_at: new Date(0).toISOString(),
  expires_at: null,
});

describe('checkout helpers', () => {
  it('reads the status from the last timeline entry', () => {
    expect(chargeStatusOf(charge(['NEW']))).toBe('NEW');
    expect(chargeStatusOf(charge(['NEW', 'PENDING', 'CONFIRMED']))).toBe('CONFIRMED');
    expect(chargeStatusOf(charge(['NEW', 'FAILED']))).toBe('FAILED');
    expect(chargeStatusOf(undefined)).toBeNull();
  });

  it('words the failure alert as the specification does', () => {
    expect(paymentFailedText(new ApiError('500: x', 500, { error: 'Failed to create payment charge. Please try again.' }))).toBe(
      'Payment failed: Failed to create payment charge. Please try again.',
    );
    expect(paymentFailedText(new ApiError('502: Bad Gateway', 502, null))).toBe('Payment failed: Failed to create payment charge');
    // A network failure is a sentence a player can act on, whatever the browser calls it.
    for (const raw of ['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.']) {
      expect(paymentFailedText(new TypeError(raw))).toBe('Payment failed: could not reach the server. Check your connection and try again.');
    }
    expect(paymentFailedText(new Error('[{"code":"invalid_type","path":["charge"]}]'))).toBe('Payment failed: Failed to create payment charge');
    expect(paymentFailedText(undefined)).toBe('Payment failed: Unknown error');
  });

  it('says the payment service cannot be reached and that nothing was charged', () => {
    const away = 'The payment service cannot be reached right now, so no checkout was opened and nothing was charged. Please try again in a few minutes.';
    expect(paymentFailedText(new ApiError('503: x', 503, { error: away, code: 'PAYMENT_UNAVAILABLE' }))).toBe(`Payment failed: ${away}`);
  });

  it('names each purchase attempt with a key of its own that the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('shows a break the player chose as its reason, not as a failed payment', () => {
    const reason = 'You are taking a cool-off until 28 Nov 2026, 14:30 UTC. Premium can be bought again then.';
    expect(paymentFailedText(new ApiError('403: x', 403, { error: reason, code: 'PLAY_LIMIT' }))).toBe(reason);
  });

  it('builds the success page address with the charge, user and plan', () => {
    expect(successPath({ charge: 'abc-123', userId: 'u 1', planId: 'monthly' })).toBe('/payment-success?charge=abc-123&user_id=u+1&plan_id=monthly');
  });
});
