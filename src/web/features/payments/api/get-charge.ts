import { useQuery } from '@tanstack/react-query';
import { getChargeResponseSchema, type Charge, type ChargeTimelineStatus } from '../../../../core/contracts/payments';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 1 §9: the success page polls the charge every 5 s. */
export const CHARGE_POLL_MS = 5000;

export const getCharge = async (chargeId: string, signal?: AbortSignal): Promise<Charge> =>
  (await apiFetch(`/api/coinbase-charge/${encodeURIComponent(chargeId)}`, { schema: getChargeResponseSchema, signal })).charge;

/** The status is the last timeline entry's (spec part 1 §4 Payment). */
export const chargeStatusOf = (charge: Charge | undefined): ChargeTimelineStatus | null => charge?.timeline.at(-1)?.status ?? null;

const isFinal = (status: ChargeTimelineStatus | null): boolean => status === 'CONFIRMED' || status === 'FAILED';

/** Polls until the charge is confirmed or failed; a refusal (not yours, unknown) stops it too. */
export const useCharge = (chargeId: string | null) =>
  useQuery({
    queryKey: queryKeys.payments.charge(chargeId ?? ''),
    queryFn: ({ signal }) => getCharge(chargeId!, signal),
    enabled: chargeId !== null,
    refetchInterval: (query) => {
      const { error } = query.state;
      if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
      return isFinal(chargeStatusOf(query.state.data)) ? false : CHARGE_POLL_MS;
    },
  });
