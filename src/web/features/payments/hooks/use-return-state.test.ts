// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getChargeResponseSchema, type ChargeTimelineStatus } from '../../../../core/contracts/payments';
import { advance, json, renderHookWithProviders, stubApi, testUser, useHookTestClock } from '../../../../../test/helpers/render-hook';
import { CHARGE_POLL_MS } from '../api/get-charge';
import { useReturnState } from './use-return-state';

// The return page says only what the server says about the charge, and keeps asking
// (every 5 s) until the charge is settled.

const CHARGE_ID = 'chk-3f2a9c';
const CHARGE_ROUTE = `GET /api/coinbase-charge/${CHARGE_ID}`;

const user = testUser();

/** The charge route's answer whose last timeline entry is `status`. */
const chargeAnswer = (...statuses: ChargeTimelineStatus[]) =>
  json(
    getChargeResponseSchema.parse({
      success: true,
      charge: {
        id: CHARGE_ID,
        reference: 'pay-1',
        hosted_url: `/sandbox/coinbase/pay/${CHARGE_ID}`,
        status: 'ACTIVE',
        timeline: statuses.map((status) => ({ status, time: '2026-03-01T12:00:00.000Z' })),
        pricing: { local: { amount: '4.99', currency: 'USD' } },
        plan_id: 'premium-monthly',
        created_at: '2026-03-01T12:00:00.000Z',
        expires_at: null,
      },
    }),
  );

describe('useReturnState', () => {
  useHookTestClock();

  // Catches: a return page that claims success (or asks the server) for a guest or without a charge.
  it('asks nothing without a charge or a signed-in user', async () => {
    const api = stubApi({});
    const none = renderHookWithProviders(() => useReturnState(null, user));
    const guest = renderHookWithProviders(() => useReturnState(CHARGE_ID, null));
    const loading = renderHookWithProviders(() => useReturnState(CHARGE_ID, undefined));
    await advance(CHARGE_POLL_MS * 2);
    expect(none.result.current).toBe('none');
    expect(guest.result.current).toBe('signed-out');
    expect(loading.result.current).toBe('checking');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  // Catches: reading the first timeline entry instead of the last, a page that asks once
  // and never again, or polling that goes on after the charge is settled.
  it('says pending while the charge is open, polls every 5 s, and says confirmed when the server does', async () => {
    let answer = chargeAnswer('NEW', 'PENDING');
    const api = stubApi({ [CHARGE_ROUTE]: () => answer });
    const { result } = renderHookWithProviders(() => useReturnState(CHARGE_ID, user));
    expect(result.current).toBe('checking');
    await advance(0);
    expect(result.current).toBe('pending');
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(1);

    answer = chargeAnswer('NEW', 'PENDING', 'CONFIRMED');
    await advance(CHARGE_POLL_MS - 1);
    expect(result.current).toBe('pending');
    await advance(1);
    expect(result.current).toBe('confirmed');
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(2);

    await advance(CHARGE_POLL_MS * 3);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(2);
  });

  // Catches: a failed or expired checkout shown as pending (or worse, as paid).
  it('says failed when the last timeline entry is FAILED', async () => {
    stubApi({ [CHARGE_ROUTE]: chargeAnswer('NEW', 'FAILED') });
    const { result } = renderHookWithProviders(() => useReturnState(CHARGE_ID, user));
    await advance(0);
    expect(result.current).toBe('failed');
  });

  // Catches: an unanswered lookup read as a payment state; the page must admit it does not know.
  it('says unknown when the server cannot answer', async () => {
    stubApi({ [CHARGE_ROUTE]: json({ error: 'Internal Server Error', code: 'INTERNAL' }, 500) });
    const { result } = renderHookWithProviders(() => useReturnState(CHARGE_ID, user));
    await advance(0);
    expect(result.current).toBe('unknown');
  });
});
