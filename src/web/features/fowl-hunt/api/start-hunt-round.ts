import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntStartResponseSchema, type HuntStart } from '../../../../core/contracts/fowl-hunt';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/socket';

/** Takes the 25-fowl bet and returns the round's target sequence. */
export const startHuntRound = (targetGoal: number): Promise<HuntStart> =>
  apiFetch('/api/games/aim-trainer/start', { method: 'POST', body: { targetGoal }, schema: huntStartResponseSchema });

export const useStartHuntRound = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startHuntRound,
    onSuccess: ({ fowlBalance }) => applyBalanceUpdate(queryClient, { fowlBalance }),
  });
};
