import { useMutation } from '@tanstack/react-query';
import { defuseCutResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

/** Wires are 0 Red, 1 Green, 2 Blue, 3 Yellow. */
export const cutDefuseWire = (input: { gameId: string; wire: number }) =>
  apiFetch('/api/games/defuse-bomba/cut', { method: 'POST', body: input, schema: defuseCutResponseSchema });

export const useCutDefuseWire = () => useMutation({ mutationFn: cutDefuseWire });
