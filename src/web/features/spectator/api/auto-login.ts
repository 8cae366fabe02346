import { userSchema, type User } from '../../../../core/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 1 §7: no body; the answer is the spectator user, and the session cookie comes with it. */
export const spectatorAutoLogin = (): Promise<User> => apiFetch('/api/spectator/auto-login', { method: 'POST', schema: userSchema });
