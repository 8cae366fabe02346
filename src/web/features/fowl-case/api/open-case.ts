import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseOpenResponseSchema, type CaseOpenResult, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/socket';
import { caseCountQueryKey } from './get-case-count';
import { caseStatusQueryKey } from './get-case-status';

/** The server picks the prize; nothing about it is sent from here. */
export const openCase = (): Promise<CaseOpenResult> => apiFetch('/api/daily-case/open', { method: 'POST', body: {}, schema: caseOpenResponseSchema });

export const useOpenCase = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCase,
    onSuccess: (result) => {
      applyBalanceUpdate(queryClient, { fowlBalance: result.fowlBalance });
      queryClient.setQueryData<CaseStatus>(caseStatusQueryKey(userId), { canOpen: result.canOpen, nextOpeningTime: result.nextOpeningTime });
      void queryClient.invalidateQueries({ queryKey: caseCountQueryKey(userId) });
    },
    // A refusal means the status on screen was stale.
    onError: () => queryClient.invalidateQueries({ queryKey: caseStatusQueryKey(userId) }),
  });
};
