import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseOpenResponseSchema, type CaseOpenResult, type CaseStatus } from '../../../../core/contracts/fowl-case';
import { apiFetch } from '../../../lib/api-client';
import { applyBalanceUpdate } from '../../../lib/balance-update';
import { queryKeys } from '../../../lib/query-keys';

/** The server picks the prize; nothing about it is sent from here. */
export const openCase = (): Promise<CaseOpenResult> => apiFetch('/api/daily-case/open', { method: 'POST', body: {}, schema: caseOpenResponseSchema });

export const useOpenCase = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCase,
    onSuccess: (result) => {
      applyBalanceUpdate(queryClient, { fowlBalance: result.fowlBalance });
      queryClient.setQueryData<CaseStatus>(queryKeys.fowlCase.canOpen(userId), { canOpen: result.canOpen, nextOpeningTime: result.nextOpeningTime });
      void queryClient.invalidateQueries({ queryKey: queryKeys.fowlCase.count(userId) });
    },
    // A refusal means the status on screen was stale.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.fowlCase.canOpen(userId) }),
  });
};
