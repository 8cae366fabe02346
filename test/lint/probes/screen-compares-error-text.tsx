// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
import { isApiError } from '../../../lib/api-client';

export const probe = (error: unknown) => isApiError(error) && error.serverMessage === 'Raffle is full';
