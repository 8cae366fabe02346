import { useMutation } from '@tanstack/react-query';
import { henHouseGameResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const startHenHouseGame = (input: { betAmount: number; bombCount: number }) =>
  apiFetch('/api/game/hen-house-hazard/start', {
    method: 'POST',
    body: { betAmount: input.betAmount, gameData: { bombCount: input.bombCount } },
    schema: henHouseGameResponseSchema,
  });

export const useStartHenHouseGame = () => useMutation({ mutationFn: startHenHouseGame });
