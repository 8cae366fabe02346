// lint as: src/web/features/raffles/components/probe.tsx
// must fail: no-restricted-syntax
// The text shown to a user is the server's words: showing them is fine, deciding by them is not.
import { userFacingMessage } from '../../../lib/api-client';

export const probe = (error: unknown) => userFacingMessage(error, 'Failed').startsWith('Raffle');
