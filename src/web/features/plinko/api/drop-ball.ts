import { useMutation } from '@tanstack/react-query';
import { plinkoDropResponseSchema, type PlinkoDropBody } from '../../../../core/contracts/plinko';
import { apiFetch } from '../../../lib/api-client';

export const dropBall = (input: PlinkoDropBody) => apiFetch('/api/plinko/drop', { method: 'POST', body: input, schema: plinkoDropResponseSchema });

export const useDropBall = () => useMutation({ mutationFn: dropBall });
