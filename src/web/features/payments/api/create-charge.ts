import { useMutation } from '@tanstack/react-query';
import { createChargeResponseSchema, type Charge } from '../../../../core/contracts/payments';
import { PREMIUM_PLAN_ID } from '../../../../core/premium';
import { apiFetch } from '../../../lib/api-client';

/** The spec's client sends its user id; the server takes the buyer from the session. */
export const createCharge = async (userId: string): Promise<Charge> =>
  (await apiFetch('/api/payment/create-charge', { method: 'POST', body: { userId, planId: PREMIUM_PLAN_ID }, schema: createChargeResponseSchema })).charge;

export const useCreateCharge = () => useMutation({ mutationFn: createCharge });
