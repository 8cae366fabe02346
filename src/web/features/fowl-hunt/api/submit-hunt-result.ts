import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntResultResponseSchema } from '../../../../core/contracts/fowl-hunt';
import type { Click } from '../../../../core/games/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/socket';
import { huntHistoryQueryKey } from './get-hunt-history';

export interface HuntSubmission {
  roundId: string;
  targetGoal: number;
  clicks: Click[];
}

/** Sends the click log; the server replays it and answers the result. */
export const submitHuntResult = (submission: HuntSubmission) =>
  apiFetch('/api/games/aim-trainer', { method: 'POST', body: submission, schema: huntResultResponseSchema });

export const useSubmitHuntResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitHuntResult,
    onSuccess: ({ fowlBalance }) => applyBalanceUpdate(queryClient, { fowlBalance }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: huntHistoryQueryKey }),
  });
};
