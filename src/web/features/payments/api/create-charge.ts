import { useMutation } from '@tanstack/react-query';
import { createChargeResponseSchema, IDEMPOTENCY_KEY_HEADER, type Charge } from '../../../../core/contracts/payments';
import { PREMIUM_PLAN_ID } from '../../../../core/premium';
import { apiFetch } from '../../../lib/api-client';

/**
 * The spec's client sends its user id; the server takes the buyer from the session.
 * `attemptKey` names the purchase attempt: the server opens one checkout per key.
 */
export const createCharge = async ({ userId, attemptKey }: { userId: string; attemptKey: string }): Promise<Charge> =>
  (
    await apiFetch('/api/payment/create-charge', {
      method: 'POST',
      body: { userId, planId: PREMIUM_PLAN_ID },
      headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey },
      schema: createChargeResponseSchema,
    })
  ).charge;

export const useCreateCharge = () => useMutation({ mutationFn: createCharge });
