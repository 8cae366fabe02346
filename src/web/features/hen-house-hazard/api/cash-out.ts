import { useMutation } from '@tanstack/react-query';
import { henHouseCashOutResponseSchema } from '../../../../core/contracts/games';
import { apiFetch } from '../../../lib/api-client';

/** The server works out the payout from the game; nothing about it is sent. */
export const cashOutHenHouseGame = (gameId: string) =>
  apiFetch('/api/game/hen-house-hazard/cash-out', { method: 'POST', body: { gameId }, schema: henHouseCashOutResponseSchema });

export const useCashOutHenHouseGame = () => useMutation({ mutationFn: cashOutHenHouseGame });
