// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../core/contracts/accounts';
import { chargeSchema, type ChargeTimelineStatus } from '../../../../core/contracts/payments';
import { advance, json, renderHookWithProviders, stubApi, testUser, useHookTestClock, type ApiRoutes } from '../../../../../test/helpers/render-hook';
import { queryKeys } from '../../../lib/query-keys';
import { playSound } from '../../../lib/sounds';
import { usePaymentResult } from './use-payment-result';

// The success page (spec part 1 §4 Payment, §9): it polls the charge every 5 s and
// reads the last timeline entry. CONFIRMED asks the server, once, to activate
// Premium; FAILED stops; a refusal stops; a server hiccup keeps polling. The
// browser never activates anything itself: the server checks with the provider.

/** The specification's poll, written out so that a changed constant fails here. */
const POLL_MS = 5000;

vi.mock('../../../lib/sounds', () => ({ playSound: vi.fn() }));

const CHARGE_ID = 'chk-1';
const CHARGE_ROUTE = `GET /api/coinbase-charge/${CHARGE_ID}`;
const ACTIVATE_ROUTE = 'POST /api/activate-premium';

const chargeAnswer = (...statuses: ChargeTimelineStatus[]) =>
  json({
    success: true,
    charge: chargeSchema.parse({
      id: CHARGE_ID,
      reference: 'pay-1',
      hosted_url: `/sandbox/coinbase/pay/${CHARGE_ID}`,
      status: 'ACTIVE',
      timeline: statuses.map((status, i) => ({ status, time: `2026-03-01T12:00:0${i}.000Z` })),
      pricing: { local: { amount: '9.99', currency: 'USD' } },
      plan_id: 'monthly',
      created_at: '2026-03-01T12:00:00.000Z',
      expires_at: null,
    }),
  });

const activated = json({ success: true, activated: true, isSubscribed: true, subscriptionExpiresAt: '2026-03-31T12:00:00.000Z' });

/** The charge answers these, one per poll; the last one keeps answering. */
function chargeSequence(...answers: Response[]): ApiRoutes[string] {
  let polls = 0;
  return () => (answers[Math.min(polls++, answers.length - 1)] ?? json({}, 500)).clone();
}

/** Signed in as a free-trial player unless `as` says otherwise (null: a guest; undefined: still loading). */
function renderResult(chargeId: string | null, as: { user: User | null | undefined } = { user: testUser() }) {
  const { user } = as;
  const rendered = renderHookWithProviders(
    (props: { chargeId: string | null; user: User | null | undefined }) => usePaymentResult(props.chargeId, props.user),
    {
      initialProps: { chargeId, user },
    },
  );
  rendered.client.setQueryData(queryKeys.accounts.currentUser, user ?? null);
  return rendered;
}

describe('usePaymentResult', () => {
  useHookTestClock();
  beforeEach(() => vi.mocked(playSound).mockClear());

  // Catches: a poll other than 5 s, an activation asked before the charge is confirmed
  // or asked twice, polling that goes on after CONFIRMED, or Premium not shown at once.
  it('polls every 5 s until CONFIRMED, then activates Premium once and stops', async () => {
    const api = stubApi({
      [CHARGE_ROUTE]: chargeSequence(chargeAnswer('NEW'), chargeAnswer('NEW', 'PENDING'), chargeAnswer('NEW', 'PENDING', 'CONFIRMED')),
      [ACTIVATE_ROUTE]: activated,
    });
    const { result, client } = renderResult(CHARGE_ID);
    expect(result.current.phase).toBe('loading');

    await advance(0);
    expect(result.current.phase).toBe('waiting');
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(1);

    await advance(POLL_MS - 1);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(1);
    await advance(1);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(2);
    expect(result.current.phase).toBe('waiting');
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(0);

    await advance(POLL_MS);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(3);
    expect(api.requests(ACTIVATE_ROUTE)).toEqual([expect.objectContaining({ body: expect.objectContaining({ chargeId: CHARGE_ID, planId: 'monthly' }) })]);
    expect(result.current.phase).toBe('confirmed');
    expect(client.getQueryData<User>(queryKeys.accounts.currentUser)).toMatchObject({ isSubscribed: true, subscriptionExpiresAt: '2026-03-31T12:00:00.000Z' });
    expect(playSound).toHaveBeenCalledWith('success', expect.any(Number));

    await advance(POLL_MS * 3);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(3);
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(1);
  });

  // Catches: an activation asked for a failed charge, or a page that keeps polling it.
  it('stops on FAILED without activating anything', async () => {
    const api = stubApi({ [CHARGE_ROUTE]: chargeSequence(chargeAnswer('NEW', 'FAILED')) });
    const { result } = renderResult(CHARGE_ID);
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'failed', message: null });
    expect(playSound).toHaveBeenCalledWith('error', expect.any(Number));

    await advance(POLL_MS * 3);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(1);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  // Catches: a failed activation shown as a success, its reason lost, or a retry that
  // does not ask the server again.
  it('shows a failed activation with the server reason, and a retry asks again', async () => {
    let activations = 0;
    const api = stubApi({
      [CHARGE_ROUTE]: chargeAnswer('NEW', 'CONFIRMED'),
      [ACTIVATE_ROUTE]: () =>
        activations++ === 0 ? json({ error: 'The payment provider has not confirmed this charge yet.', code: 'CONFLICT' }, 409) : activated.clone(),
    });
    const { result } = renderResult(CHARGE_ID);
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'activation-failed', message: 'The payment provider has not confirmed this charge yet.' });
    expect(playSound).not.toHaveBeenCalled();

    // No second request by itself: only the retry asks again.
    await advance(POLL_MS * 2);
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(1);

    act(() => result.current.retryActivation());
    await advance(0);
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(2);
    expect(result.current).toMatchObject({ phase: 'confirmed', message: null });
  });

  // Catches: a refusal (not yours, unknown) that keeps polling or hides its reason,
  // and a server error that stops the page for good.
  it('stops on a refusal with its reason, and keeps polling through a server error', async () => {
    const refused = stubApi({ [CHARGE_ROUTE]: json({ error: 'This charge is not yours.', code: 'FORBIDDEN' }, 403) });
    const first = renderResult(CHARGE_ID);
    await advance(0);
    expect(first.result.current).toMatchObject({ phase: 'refused', message: 'This charge is not yours.' });
    await advance(POLL_MS * 2);
    expect(refused.requests(CHARGE_ROUTE)).toHaveLength(1);
    first.unmount();

    const api = stubApi({
      [CHARGE_ROUTE]: chargeSequence(json({ error: 'Internal Server Error', code: 'INTERNAL' }, 500), chargeAnswer('NEW', 'CONFIRMED')),
      [ACTIVATE_ROUTE]: activated,
    });
    const { result } = renderResult(CHARGE_ID);
    await advance(0);
    expect(result.current).toMatchObject({ phase: 'retrying', message: null });
    await advance(POLL_MS);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(2);
    expect(result.current.phase).toBe('confirmed');
  });

  // Catches: a payment provider outage shown as a failure or a generic hiccup, its
  // sentence lost, polling that stops, or Premium not activated once it answers again.
  it('says a payment is being confirmed while the payment service is away, keeps polling, and activates when it answers', async () => {
    const away = json(
      {
        error:
          'Your payment is being confirmed, but the payment service is not answering right now. If you paid, Premium is granted as soon as it answers, even if you leave this page.',
        code: 'PAYMENT_UNAVAILABLE',
      },
      503,
    );
    const api = stubApi({
      [CHARGE_ROUTE]: chargeSequence(chargeAnswer('NEW'), away, away, chargeAnswer('NEW', 'CONFIRMED')),
      [ACTIVATE_ROUTE]: activated,
    });
    const { result } = renderResult(CHARGE_ID);
    await advance(0);
    expect(result.current.phase).toBe('waiting');
    await advance(POLL_MS);
    expect(result.current).toMatchObject({ phase: 'confirming', message: expect.stringMatching(/^Your payment is being confirmed/) });
    expect(playSound).not.toHaveBeenCalled();
    await advance(POLL_MS);
    expect(result.current.phase).toBe('confirming');
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(0);
    await advance(POLL_MS);
    expect(api.requests(CHARGE_ROUTE)).toHaveLength(4);
    expect(api.requests(ACTIVATE_ROUTE)).toHaveLength(1);
    expect(result.current.phase).toBe('confirmed');

    // From the first read too, before any charge was shown.
    const first = stubApi({ [CHARGE_ROUTE]: chargeSequence(away) });
    const again = renderResult(CHARGE_ID);
    await advance(0);
    expect(again.result.current.phase).toBe('confirming');
    await advance(POLL_MS);
    expect(first.requests(CHARGE_ROUTE)).toHaveLength(2);
  });

  // Catches: a charge read for a guest or with no charge id (the server would refuse it anyway).
  it('asks nothing without a charge id or a signed-in user', async () => {
    const api = stubApi({});
    expect(renderResult(null).result.current.phase).toBe('invalid');
    expect(renderResult(CHARGE_ID, { user: null }).result.current.phase).toBe('guest');
    expect(renderResult(CHARGE_ID, { user: undefined }).result.current.phase).toBe('loading');
    await advance(POLL_MS * 2);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
