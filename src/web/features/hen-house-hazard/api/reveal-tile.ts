import { useMutation } from '@tanstack/react-query';
import { henHouseRevealResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const revealHenHouseTile = (input: { gameId: string; tile: number }) =>
  apiFetch('/api/game/hen-house-hazard/reveal', { method: 'POST', body: input, schema: henHouseRevealResponseSchema });

export const useRevealHenHouseTile = () => useMutation({ mutationFn: revealHenHouseTile });
