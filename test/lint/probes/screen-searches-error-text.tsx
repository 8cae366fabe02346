// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
// A screen that reads the words of an error breaks when the words change.
import { isApiError } from '../../../lib/api-client';

export const probe = (error: unknown) => isApiError(error) && (error.message.includes('409') || (error.serverMessage ?? '').startsWith('Raffle is full'));
