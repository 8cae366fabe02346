import { useMutation } from '@tanstack/react-query';
import { defuseGameResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

export const startDefuseGame = (betAmount: number) =>
  apiFetch('/api/games/defuse-bomba/start', { method: 'POST', body: { betAmount }, schema: defuseGameResponseSchema });

export const useStartDefuseGame = () => useMutation({ mutationFn: startDefuseGame });
