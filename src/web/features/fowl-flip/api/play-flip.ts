import { useMutation } from '@tanstack/react-query';
import { flipPlayResponseSchema } from '../../../../core/contracts/games';
import type { CoinSide } from '../../../../core/games/fowl-flip';
import { apiFetch } from '../../../lib/api-client';

export const playFlip = (input: { betAmount: number; selectedSide: CoinSide }) =>
  apiFetch('/api/fowl-flip/play', { method: 'POST', body: input, schema: flipPlayResponseSchema });

export const usePlayFlip = () => useMutation({ mutationFn: playFlip });
